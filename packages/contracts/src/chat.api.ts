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
  parentChatSettingSchema,
  parentChatToggleSchema,
} from './chat.ts';
import { defineEndpoints } from './endpoint.ts';
import { idParamSchema, idResultSchema } from './envelope.ts';
import { ROLE, STAFF_ROLES } from './roles.ts';

/**
 * Students talk with the teachers of their classes and teachers with their classes' students; a parent with the
 * teachers of their children's classes that let parents write (issue [15]); admins do not chat.
 */
const CHATTERS = [ROLE.teacher, ROLE.student, ROLE.parent];
/** Only a teacher stops a student's or a parent's messages to them. */
const BLOCKERS = [ROLE.teacher];

/** The chat between a student (or a parent) and their teachers (spec §7 "Messages, chat, news"). */
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
  /** The class's "parents may write to its teacher" setting: its teacher's and admins', like the class itself. */
  parentChat: {
    method: 'GET',
    path: '/groups/:id/parent-chat',
    access: STAFF_ROLES,
    params: idParamSchema,
    response: parentChatSettingSchema,
  },
  setParentChat: {
    method: 'PUT',
    path: '/groups/:id/parent-chat',
    access: STAFF_ROLES,
    params: idParamSchema,
    body: parentChatToggleSchema,
    response: parentChatSettingSchema,
  },
});
