import {
  chatBlockCreateSchema,
  chatBlockSchema,
  chatBlocksSchema,
  chatMessageSchema,
  chatMessagesPageSchema,
  chatMessagesQuerySchema,
  chatPairParamsSchema,
  chatReadResultSchema,
  chatSendSchema,
  conversationsSchema,
} from './chat.ts';
import { defineEndpoints } from './endpoint.ts';
import { idParamSchema, idResultSchema } from './envelope.ts';
import { ROLE } from './roles.ts';

/** Students talk with the teachers of their classes and teachers with their classes' students; admins do not chat. */
const CHATTERS = [ROLE.teacher, ROLE.student];
/** Only a teacher stops a student's messages to them. */
const BLOCKERS = [ROLE.teacher];

/** The chat between a student and their teachers (spec §7 "Messages, chat, news"). */
export const chatApi = defineEndpoints('chat', {
  conversations: {
    method: 'GET',
    path: '/users/:id/chats',
    access: CHATTERS,
    params: idParamSchema,
    response: conversationsSchema,
  },
  messages: {
    method: 'GET',
    path: '/users/:id/chats/:to/messages',
    access: CHATTERS,
    params: chatPairParamsSchema,
    query: chatMessagesQuerySchema,
    response: chatMessagesPageSchema,
  },
  send: {
    method: 'POST',
    path: '/messages',
    access: CHATTERS,
    body: chatSendSchema,
    response: chatMessageSchema,
  },
  markRead: {
    method: 'POST',
    path: '/users/:id/chats/:to/read',
    access: CHATTERS,
    params: chatPairParamsSchema,
    response: chatReadResultSchema,
  },
  blocks: {
    method: 'GET',
    path: '/teachers/:id/chatblocks',
    access: BLOCKERS,
    params: idParamSchema,
    response: chatBlocksSchema,
  },
  block: {
    method: 'POST',
    path: '/teachers/:id/chatblocks',
    access: BLOCKERS,
    params: idParamSchema,
    body: chatBlockCreateSchema,
    response: chatBlockSchema,
    status: 201,
  },
  unblock: {
    method: 'DELETE',
    path: '/chatblocks/:id',
    access: BLOCKERS,
    params: idParamSchema,
    response: idResultSchema,
  },
});
