import type http from 'node:http';
import type { RoleId } from '@umka/contracts';
import type { ClientToServerEvents, ServerToClientEvents } from '@umka/contracts/realtime';
import type { Server, Socket } from 'socket.io';

/** The authenticated owner of a socket, as deps.authenticate reports it. */
export interface RealtimeUser {
  id: number;
  role_id: RoleId;
  /** The server-side session of the token, so a logout can close just that session's sockets. */
  session_id?: number;
}

type LogFn = (obj: Record<string, unknown>, msg?: string) => void;

/** The subset of a pino / Fastify logger the gateway writes to. */
export interface RealtimeLogger {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

/**
 * What one instance tells the others, each applying it before the teller goes on: a session's or a user's auth
 * state to forget (blocked, deleted, password changed, logged out).
 */
export type InstanceEvent = { forgetAuthOf: { userId: number } | { sessionId: number } };

interface ServerSideEvents {
  instanceEvent(event: InstanceEvent, applied: (done: true) => void): void;
}

export type PresenceListener = (userId: number, online: boolean) => void;

export interface RealtimeDeps {
  /** Resolves a bearer token to its user, or null when the token is not (or no longer) valid. */
  authenticate(token: string): Promise<RealtimeUser | null>;
  /** Applies what another instance told this one (tellInstances). */
  onInstanceEvent?(event: InstanceEvent): void;
  studentHasSubject(userId: number, subjectId: number): Promise<boolean>;
  /** When set, rooms are shared across instances through the socket.io Redis adapter. */
  redisUrl?: string;
  /** Prefix of the Redis pub/sub channels; separate deployments (or test runs) sharing one Redis need distinct keys. */
  redisKey?: string;
  /**
   * This process is one worker of a node:cluster (WEB_CONCURRENCY > 1). Without Redis, rooms are shared with the
   * other workers through the primary (@socket.io/cluster-adapter). Either way only the WebSocket transport is
   * served: long-polling needs every request of a session on the process that holds it, and node:cluster
   * hands out connections, not sessions (see docs/ARCHITECTURE.md).
   */
  cluster?: boolean;
  corsOrigin?: string | string[];
  logger: RealtimeLogger;
}

export interface Realtime {
  /** Serves socket.io on /socket.io of this server; with redisUrl, connects to Redis first. */
  attach(server: http.Server): Promise<void>;
  /** Sends `message` {channel, event, data} to every subscriber of the channel, on every instance. */
  publish(channel: string, event: string, data: unknown): Promise<void>;
  /**
   * Sends `message` {channel, event, data} to one user's sockets only, on every instance: an invitation on the shared
   * `invite.users` channel reaches the invited person and nobody else.
   */
  publishToUser(userId: number, channel: string, event: string, data: unknown): Promise<void>;
  /**
   * Tells `listener` when a user's first socket connects (true) and when their last one, on any instance, goes away
   * (false): an online game keeps a dropped player's seat for a while.
   */
  onPresence(listener: PresenceListener): void;
  /** Closes every socket of a user on every instance: a blocked or deleted user, or one whose tokens were revoked. */
  disconnectUser(userId: number): Promise<void>;
  /** Closes the sockets opened with tokens of one session (a logout), on every instance. */
  disconnectSession(sessionId: number): Promise<void>;
  /**
   * Hands `event` to every other instance (the cluster's workers, or the servers sharing Redis) and resolves once
   * each has applied it, or after a wait that only an instance going down runs out (logged). Alone, at once.
   */
  tellInstances(event: InstanceEvent): Promise<void>;
  /** Disconnects every socket, stops the engine (and with it the http server, as socket.io does) and Redis clients. */
  close(): Promise<void>;
}

export interface SocketData {
  user: RealtimeUser;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>;
