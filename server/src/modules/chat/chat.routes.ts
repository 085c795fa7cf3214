import { chatApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { ChatService } from './chat.service.ts';
import type { ChatBlocksService } from './chat-blocks.service.ts';
import type { ParentChatService } from './parent-chat.service.ts';

/**
 * The chat between students (and parents, issue [15]) and the teachers of their classes (spec §7 "Messages, chat,
 * news"), and a class's setting that lets its students' parents write.
 */
export const chatRoutes: FastifyPluginAsync<{
  chat: ChatService;
  chatBlocks: ChatBlocksService;
  parentChat: ParentChatService;
}> = async (app, { chat, chatBlocks, parentChat }) => {
  serve(app, chatApi.conversations, ({ user, params }) => chat.conversations(user, params.id));
  serve(app, chatApi.messages, ({ user, params, query }) => chat.messages(user, params.id, params.to, query.before_id));
  serve(app, chatApi.send, ({ user, body }) => chat.send(user, body));
  serve(app, chatApi.markRead, ({ user, params }) => chat.markRead(user, params.id, params.to));
  serve(app, chatApi.blocks, ({ user, params }) => chatBlocks.list(user, params.id));
  serve(app, chatApi.block, ({ user, params, body }) => chatBlocks.block(user, params.id, body.student_id));
  serve(app, chatApi.unblock, ({ user, params }) => chatBlocks.unblock(user, params.id));
  serve(app, chatApi.parentChat, ({ user, params }) => parentChat.setting(user, params.id));
  serve(app, chatApi.setParentChat, ({ user, params, body, request }) =>
    parentChat.toggle(user, params.id, body.enabled, { ip: request.ip }),
  );
};
