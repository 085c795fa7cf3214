import { z } from 'zod';
import { lotChangedSchema } from './market.ts';
import type { ChannelKind } from './realtime-channels.ts';
import { localeSchema, localizedTextSchema } from './shared-schemas.ts';

export const likesAccrualSchema = z.object({
  count: z.number().int(),
  subject_id: z.number().int(),
  balance: z.number().int(),
});

export const userEventSchema = z.object({
  type: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
});

export const chatMessageEventSchema = z.object({
  id: z.number().int(),
  from_id: z.number().int(),
  to_id: z.number().int(),
  text: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
  client_key: z.string(),
});

/** `reader_id` read the `read` messages `other_id` had sent them: the sender's ticks, the reader's other tabs' badges. */
export const chatReadEventSchema = z.object({
  reader_id: z.number().int(),
  other_id: z.number().int(),
  read: z.number().int(),
});

/** A new item as a student's list shows it (news.ts studentNewsSchema, unread): the title with ru-RU filled in. */
export const newsCreatedSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  is_required: z.union([z.literal(0), z.literal(1)]),
  subject_id: z.number().int(),
  lang: z.array(localeSchema),
  picture: z.string().nullable(),
  created_at: z.string(),
});

/**
 * A room's change as one person sees it: an `OnlineRoom` (online.ts), which the online pages check with its full schema.
 * Loose here, so the socket's code, which every page loads, does not carry the room's.
 */
export const onlineRoomEventSchema = z.looseObject({
  room: z.looseObject({ id: z.string(), version: z.number().int() }),
  server_now: z.number(),
});

/**
 * An invitation into a room (§4): sent on `invite.users` to the invited person's sockets only. The link it opens is
 * /online/{trainer_id}/{component}/start?getQueue={invite_key}.
 */
export const onlineInviteSchema = z.object({
  message: localizedTextSchema,
  trainer_id: z.number().int(),
  component: z.string(),
  from_id: z.number().int(),
  invite_key: z.string(),
});

/** Every event each channel kind carries, with its payload schema. */
export const realtimeEvents = {
  likes: { accrual: likesAccrualSchema },
  events: { new: userEventSchema },
  chats: { newMessage: chatMessageEventSchema, read: chatReadEventSchema },
  chatUser: { chat: chatMessageEventSchema },
  onlineUser: { room: onlineRoomEventSchema },
  subjectNews: { create: newsCreatedSchema },
  subjectMarket: { lot: lotChangedSchema },
  invites: { 'online.invite': onlineInviteSchema },
} as const satisfies Record<ChannelKind, Record<string, z.ZodType>>;

type Events = typeof realtimeEvents;
export type EventName<K extends ChannelKind> = Extract<keyof Events[K], string>;
export type EventPayload<K extends ChannelKind, E extends EventName<K>> = z.infer<
  Events[K][E] extends z.ZodType ? Events[K][E] : never
>;

/** What the server sends on the socket: one envelope for every channel. */
export interface RealtimeMessage {
  channel: string;
  event: string;
  data: unknown;
}

/**
 * FORBIDDEN: not entitled; BAD_REQUEST: not a channel name; RATE_LIMITED: too many subscriptions or pending
 * requests on one socket; INTERNAL_ERROR: the entitlement could not be checked now (worth retrying later).
 */
export type SubscribeAck =
  | { ok: true }
  | { ok: false; code: 'FORBIDDEN' | 'BAD_REQUEST' | 'RATE_LIMITED' | 'INTERNAL_ERROR' };

/** Codes the server refuses a socket connection with (`connect_error` message and `data.code`). */
export type RealtimeConnectErrorCode = 'UNAUTHENTICATED' | 'TOKEN_INVALID' | 'INTERNAL_ERROR';

export interface ServerToClientEvents {
  message: (message: RealtimeMessage) => void;
}

export interface ClientToServerEvents {
  subscribe: (channel: string, ack: (result: SubscribeAck) => void) => void;
  unsubscribe: (channel: string, ack?: (result: SubscribeAck) => void) => void;
}
