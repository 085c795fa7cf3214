import { z } from 'zod';
import { INT_MAX } from './constants.ts';
import { queryIdField, requiredIdField } from './envelope.ts';
import { localizedTextSchema } from './shared-schemas.ts';

/** The two online games (§1): the catalogue's `component` of each, and the rules' name in packages/games. */
export const ONLINE_GAMES = ['connect4', 'picnic'] as const;
export const onlineGameIdSchema = z.enum(ONLINE_GAMES);
export type OnlineGameId = z.infer<typeof onlineGameIdSchema>;

export const isOnlineGame = (component: string): component is OnlineGameId =>
  (ONLINE_GAMES as readonly string[]).includes(component);

/** The picnic takes two to four players; connect four always two. */
export const ONLINE_MAX_SEATS = 4;

/** GET /api/online/games: a subject's online games with the caller's record in each. */
export const onlineGamesQuerySchema = z.object({ subjectId: queryIdField });
export type OnlineGamesQuery = z.infer<typeof onlineGamesQuerySchema>;

export const onlineRecordSchema = z.object({
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
});
export type OnlineRecord = z.infer<typeof onlineRecordSchema>;

export const onlineGameCardSchema = z.object({
  trainer_id: z.number().int(),
  component: onlineGameIdSchema,
  title: localizedTextSchema,
  icon: z.string(),
  record: onlineRecordSchema,
});
export type OnlineGameCard = z.infer<typeof onlineGameCardSchema>;

/** `likes_needed` > 0: the games are still locked for the student (§6); staff have 0. */
export const onlineGamesSchema = z.object({
  games: z.array(onlineGameCardSchema),
  likes_needed: z.number().int(),
});
export type OnlineGames = z.infer<typeof onlineGamesSchema>;

const seatsField = z
  .number({ error: 'FIELD_INVALID' })
  .int({ error: 'FIELD_INVALID' })
  .min(2, { error: 'FIELD_INVALID' })
  .max(ONLINE_MAX_SEATS, { error: 'FIELD_INVALID' });

/** POST /api/online/rooms: a room to invite others to. A teacher may watch instead of playing. */
export const createOnlineRoomSchema = z.object({
  trainer_id: requiredIdField,
  subject_id: requiredIdField,
  seats: seatsField.optional(),
  as: z.enum(['player', 'watcher'], { error: 'FIELD_INVALID' }).default('player'),
});
export type CreateOnlineRoom = z.input<typeof createOnlineRoomSchema>;

/** POST /api/online/queue: a random opponent of similar level, or a bot when nobody comes. */
export const onlineQueueSchema = z.object({ trainer_id: requiredIdField, subject_id: requiredIdField });
export type OnlineQueueRequest = z.infer<typeof onlineQueueSchema>;

/** The `getQueue` key of an invite link: letters and digits. */
export const inviteKeyField = z
  .string({ error: 'FIELD_REQUIRED' })
  .regex(/^[A-Za-z0-9]{6,32}$/, { error: 'FIELD_INVALID' });

/** POST /api/online/rooms/join: the room of an invite link. */
export const joinOnlineRoomSchema = z.object({
  invite_key: inviteKeyField,
  as: z.enum(['player', 'watcher'], { error: 'FIELD_INVALID' }).default('player'),
});
export type JoinOnlineRoom = z.input<typeof joinOnlineRoomSchema>;

export const roomIdParamSchema = z.object({ roomId: z.string().regex(/^[A-Za-z0-9]{6,32}$/) });

/** POST /api/online/rooms/:roomId/commands: what a person in the room does. */
export const onlineRoomCommandSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('ready') }),
    z.object({ type: z.literal('unready') }),
    z.object({ type: z.literal('start') }),
    z.object({ type: z.literal('leave') }),
    z.object({ type: z.literal('rematch') }),
    /** The host asks a bot into a free seat instead of waiting for a classmate. */
    z.object({ type: z.literal('bot') }),
    /** The move's shape is the game's (packages/games), checked by its rules. */
    z.object({ type: z.literal('move'), move: z.unknown() }),
  ],
  { error: 'FIELD_INVALID' },
);
export type OnlineRoomCommand = z.infer<typeof onlineRoomCommandSchema>;

/** POST /api/online/rooms/:roomId/invites: classmates to call into the room. */
export const onlineInvitesSchema = z.object({
  user_ids: z
    .array(requiredIdField, { error: 'FIELD_INVALID' })
    .min(1, { error: 'NOTHING_SELECTED' })
    .max(30, { error: 'FIELD_INVALID' }),
});
export type OnlineInvites = z.infer<typeof onlineInvitesSchema>;
export const onlineInvitesSentSchema = z.object({ sent: z.number().int() });

/** Whom the caller may invite into a room: classmates of the room's subject (a teacher: their students). */
export const onlineInviteeSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});
export const onlineInviteesSchema = z.object({ items: z.array(onlineInviteeSchema) });
export type OnlineInvitee = z.infer<typeof onlineInviteeSchema>;

const seatSchema = z.object({
  userId: z.number().int().nullable(),
  name: z.string(),
  bot: z.object({ level: z.number().int() }).nullable(),
  connected: z.boolean(),
  ready: z.boolean(),
  graceUntil: z.number().nullable(),
  left: z.boolean(),
});
const forfeitSchema = z.object({ seat: z.number().int(), reason: z.enum(['left', 'timeout', 'disconnected']) });

export const ROOM_STATUS_NAMES = [
  'waitingForOpponent',
  'waiting',
  'ready',
  'starting',
  'inGame',
  'result',
  'rematchWaiting',
] as const;

/**
 * A room as one person sees it (packages/games `RoomView`): the game's state (`play`, `result.outcome`) has the game's
 * own shape, typed by the rules the web plays with. Times are the server's ms; `server_now` lets the client count
 * down on its own clock.
 */
export const onlineRoomViewSchema = z.object({
  id: z.string(),
  game: onlineGameIdSchema,
  hostId: z.number().int(),
  size: z.number().int(),
  seats: z.array(seatSchema.nullable()),
  watchers: z.array(z.object({ userId: z.number().int(), name: z.string() })),
  inviteKey: z.string(),
  status: z.enum(ROOM_STATUS_NAMES),
  play: z.unknown(),
  countdownUntil: z.number().nullable(),
  moveDeadline: z.number().nullable(),
  movePausedMs: z.number().nullable(),
  forfeits: z.array(forfeitSchema),
  result: z
    .object({
      outcome: z.unknown(),
      standings: z.array(z.enum(['won', 'draw', 'lost'])),
      forfeits: z.array(forfeitSchema),
    })
    .nullable(),
  rematch: z.array(z.number().int()),
  version: z.number().int(),
  mySeat: z.number().int().nullable(),
  watching: z.boolean(),
});

export const onlineRoomSchema = z.object({
  room: onlineRoomViewSchema,
  trainer_id: z.number().int().max(INT_MAX),
  subject_id: z.number().int(),
  /** Found through the quick queue: a bot comes when nobody does. */
  quick: z.boolean(),
  /** When a bot takes the free seat unless someone comes first (server ms), null when none is coming. */
  bot_joins_at: z.number().nullable(),
  server_now: z.number(),
});
export type OnlineRoom = z.infer<typeof onlineRoomSchema>;

/** GET /api/online/rooms/current: the room the caller is in, if any (a reload, or a second tab). */
export const currentOnlineRoomSchema = z.object({ room: onlineRoomSchema.nullable() });
