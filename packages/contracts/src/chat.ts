import { z } from 'zod';
import { INT_MAX } from './constants.ts';
import { queryIdField, requiredIdField } from './envelope.ts';
import { roleIdSchema } from './shared-schemas.ts';

/** The longest message a child or a teacher may send (spec §7 "Messages, chat, news"). */
export const CHAT_MESSAGE_MAX = 2000;
/** A client's retry key: `crypto.randomUUID()` fits, so does any other short token of these characters. */
export const CHAT_CLIENT_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

const pathId = z.coerce.number().int().positive().max(INT_MAX);

/** One message as the API and the realtime channels carry it. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  from_id: z.number().int(),
  to_id: z.number().int(),
  text: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
  client_key: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The last message of a conversation, its text cut to CHAT_PREVIEW_LENGTH with an ellipsis when longer. */
export const chatPreviewSchema = z.object({
  text: z.string(),
  from_id: z.number().int(),
  created_at: z.string(),
});
export type ChatPreview = z.infer<typeof chatPreviewSchema>;

/** A child through whom a parent and a teacher may talk: a student of the teacher's class that lets parents write. */
export const chatParentChildSchema = z.object({ id: z.number().int(), name: z.string() });
export type ChatParentChild = z.infer<typeof chatParentChildSchema>;

/**
 * One allowed contact, with or without messages; `chat_block` is the teacher's block between the two, if any.
 * `parent_of` comes only on a parent's entry in a teacher's list: whose parent they are, so the teacher knows.
 */
export const conversationSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  role_id: roleIdSchema,
  last_message: chatPreviewSchema.nullable(),
  unread: z.number().int(),
  chat_block: z.object({ id: z.number().int() }).nullable(),
  parent_of: z.array(chatParentChildSchema).optional(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationsSchema = z.object({ conversations: z.array(conversationSchema) });
export type Conversations = z.infer<typeof conversationsSchema>;

/** `:id` is the caller, `:to` the other side of the conversation. */
export const chatPairParamsSchema = z.object({ id: pathId, to: pathId });
export type ChatPairParams = z.infer<typeof chatPairParamsSchema>;

/** Without `before_id` the newest page; with it, the page just older than that message. */
export const chatMessagesQuerySchema = z.object({ before_id: queryIdField.optional() });
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuerySchema>;

/** Oldest first, at most INFINITE_SCROLL_STEP; `has_more` says whether older messages remain. */
export const chatMessagesPageSchema = z.object({
  messages: z.array(chatMessageSchema),
  has_more: z.boolean(),
});
export type ChatMessagesPage = z.infer<typeof chatMessagesPageSchema>;

/** Plain text, trimmed; the web renders it as text, so markup in it is shown, never run. */
export const chatMessageTextField = z
  .string({ error: 'CHAT_MESSAGE_EMPTY' })
  .trim()
  .min(1, { error: 'CHAT_MESSAGE_EMPTY' })
  .max(CHAT_MESSAGE_MAX, { error: 'CHAT_MESSAGE_TOO_LONG' });

export const chatClientKeyField = z
  .string({ error: (issue) => (issue.input === undefined ? 'FIELD_REQUIRED' : 'FIELD_INVALID') })
  .regex(CHAT_CLIENT_KEY_PATTERN, { error: 'FIELD_INVALID' });

/** Sending twice with the same `client_key` answers the first message and sends nothing new. */
export const chatSendSchema = z.object({
  to_id: requiredIdField,
  text: chatMessageTextField,
  client_key: chatClientKeyField,
});
export type ChatSend = z.infer<typeof chatSendSchema>;

export const chatReadResultSchema = z.object({ read: z.number().int() });
export type ChatReadResult = z.infer<typeof chatReadResultSchema>;

/** A teacher's stop on one student's (or parent's: `student_id` is whoever is stopped) messages to them. */
export const chatBlockSchema = z.object({
  id: z.number().int(),
  teacher_id: z.number().int(),
  student_id: z.number().int(),
  created_at: z.string(),
});
export type ChatBlock = z.infer<typeof chatBlockSchema>;

export const chatBlockWithNameSchema = chatBlockSchema.extend({ student_name: z.string() });
export type ChatBlockWithName = z.infer<typeof chatBlockWithNameSchema>;

export const chatBlocksSchema = z.object({ blocks: z.array(chatBlockWithNameSchema) });
export type ChatBlocks = z.infer<typeof chatBlocksSchema>;

export const chatBlockCreateSchema = z.object({ student_id: requiredIdField });
export type ChatBlockCreate = z.infer<typeof chatBlockCreateSchema>;

/** A class's "parents may write to its teacher" setting (issue [15], docs/CHAT.md "Parents"). */
export const parentChatSettingSchema = z.object({ group_id: z.number().int(), enabled: z.boolean() });
export type ParentChatSetting = z.infer<typeof parentChatSettingSchema>;

export const parentChatToggleSchema = z.object({
  enabled: z.boolean({ error: (issue) => (issue.input === undefined ? 'FIELD_REQUIRED' : 'FIELD_INVALID') }),
});
export type ParentChatToggle = z.infer<typeof parentChatToggleSchema>;
