import {
  type ChannelKind,
  type ClientToServerEvents,
  type EventName,
  type EventPayload,
  parseChannel,
  type RealtimeMessage,
  type ServerToClientEvents,
  type SubscribeAck,
} from '@umka/contracts/realtime';
import type { io as createSocket, Socket } from 'socket.io-client';
import type { z } from 'zod';

type SocketLibrary = typeof import('./socket-library.ts');
type EventSchemas = Record<ChannelKind, Partial<Record<string, z.ZodType>>>;

/** The server's answer, or CANCELLED when unsubscribe()/disconnect() came before the server answered. */
export type SubscribeResult = SubscribeAck | { ok: false; code: 'CANCELLED' };

export interface RealtimeClientOptions {
  /** Server origin; omitted, the page's own origin is used. */
  url?: string;
}

export interface RealtimeClient {
  /** Opens the socket with this token; with another user's token an open socket is reopened. */
  connect(token: string): void;
  /** Replaces the token used by the next reconnection; retries a connection the old token got refused with. */
  setToken(token: string): void;
  /** Closes the socket and forgets every channel, so a later connect() starts with none. */
  disconnect(): void;
  /** Asks to join a channel; kept across reconnections until unsubscribed or refused. */
  subscribe(channel: string): Promise<SubscribeResult>;
  unsubscribe(channel: string): void;
  /** Calls handler with each valid payload of that event on that channel; returns the function that stops it. */
  on<K extends ChannelKind, E extends EventName<K>>(
    kind: K,
    channel: string,
    event: E,
    handler: (payload: EventPayload<K, E>) => void,
  ): () => void;
  readonly connected: boolean;
}

type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Waiter = (result: SubscribeResult) => void;

export const REALTIME_PATH = '/socket.io';
/** A subscription the server has not answered by then is reported as INTERNAL_ERROR and retried on reconnect. */
const ACK_TIMEOUT_MS = 10_000;
const CANCELLED: SubscribeResult = { ok: false, code: 'CANCELLED' };
const NOT_ANSWERED: SubscribeResult = { ok: false, code: 'INTERNAL_ERROR' };

function isRealtimeMessage(value: unknown): value is RealtimeMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    'channel' in value &&
    typeof value.channel === 'string' &&
    'event' in value &&
    typeof value.event === 'string'
  );
}

const handlerKey = (channel: string, event: string) => `${channel}\n${event}`;

let socketLibrary: Promise<SocketLibrary> | null = null;

/** socket.io-client is fetched with the first connection, so a visitor who never logs in never downloads it. */
function loadSocketLibrary(): Promise<SocketLibrary> {
  socketLibrary ??= import('./socket-library.ts');
  return socketLibrary;
}

export function createRealtimeClient(options: RealtimeClientOptions = {}): RealtimeClient {
  let socket: RealtimeSocket | null = null;
  let token: string | null = null;
  /** Bumped by disconnect(), so a library that arrives after the session ended opens no socket. */
  let session = 0;
  /** Channels the app wants; re-joined after every reconnection, since a new server-side socket has no rooms. */
  const wanted = new Set<string>();
  /** The event schemas, kept from the library load that opened the first socket. */
  let eventSchemas: EventSchemas | null = null;
  /** subscribe() promises whose request has not been sent yet (socket not connected). */
  const unsent = new Map<string, Waiter[]>();
  const handlers = new Map<string, Set<(data: unknown) => void>>();

  function settle(waiters: Waiter[], result: SubscribeResult): void {
    for (const resolve of waiters) resolve(result);
  }

  function cancelUnsent(channel?: string): void {
    for (const [name, waiters] of unsent) {
      if (channel !== undefined && name !== channel) continue;
      unsent.delete(name);
      settle(waiters, CANCELLED);
    }
  }

  function send(current: RealtimeSocket, channel: string): void {
    const waiters = unsent.get(channel) ?? [];
    unsent.delete(channel);
    current.timeout(ACK_TIMEOUT_MS).emit('subscribe', channel, (error, ack) => {
      if (!error) {
        // INTERNAL_ERROR is the server's own trouble: keep the channel so the next reconnection retries it.
        if (!ack.ok && ack.code !== 'INTERNAL_ERROR') wanted.delete(channel);
        settle(waiters, ack);
      } else if (socket === current && wanted.has(channel) && !current.connected) {
        // The connection dropped before the answer: the request is sent again once it is back.
        unsent.set(channel, [...(unsent.get(channel) ?? []), ...waiters]);
      } else {
        settle(waiters, socket === current && wanted.has(channel) ? NOT_ANSWERED : CANCELLED);
      }
    });
  }

  function dispatch(message: unknown): void {
    if (!isRealtimeMessage(message) || !wanted.has(message.channel)) return;
    const listeners = handlers.get(handlerKey(message.channel, message.event));
    const kind = parseChannel(message.channel)?.kind;
    // Messages come only through a socket, which opens once the library and these schemas have arrived.
    const schema = kind === undefined || eventSchemas === null ? undefined : eventSchemas[kind][message.event];
    if (listeners === undefined || schema === undefined) return;
    const parsed = schema.safeParse(message.data);
    if (!parsed.success) {
      // A payload of another shape (a server newer than this page) is dropped rather than half-handled.
      console.warn('realtime payload dropped', message.channel, message.event, parsed.error.issues);
      return;
    }
    for (const listener of [...listeners]) {
      try {
        listener(parsed.data);
      } catch (error) {
        // One broken handler must not starve the others of the event.
        console.error('realtime handler failed', message.channel, message.event, error);
      }
    }
  }

  function open(io: typeof createSocket, schemas: EventSchemas): RealtimeSocket {
    eventSchemas = schemas;
    const settings = {
      path: REALTIME_PATH,
      autoConnect: false,
      // WebSocket first needs no sticky sessions behind a load balancer; polling is the fallback for
      // networks that block WebSocket.
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      // A function, so every reconnection presents the newest token.
      auth: (callback: (data: { token: string | null }) => void) => callback({ token }),
    };
    const created: RealtimeSocket = options.url === undefined ? io(settings) : io(options.url, settings);
    created.on('connect', () => {
      for (const channel of wanted) send(created, channel);
    });
    created.on('message', dispatch);
    created.on('disconnect', (reason) => {
      // The server closes a user's sockets when their tokens are revoked (new password, blocked): one more
      // try with the newest token tells a renewed session from an ended one, which the handshake refuses.
      if (reason === 'io server disconnect' && token !== null) created.connect();
    });
    return created;
  }

  return {
    connect(next) {
      const reopen = socket !== null && token !== next;
      token = next;
      if (socket === null) {
        const opening = session;
        void loadSocketLibrary().then(({ io, realtimeEvents }) => {
          if (session !== opening || socket !== null) return;
          socket = open(io, realtimeEvents);
          socket.connect();
        });
        return;
      }
      if (reopen) socket.disconnect();
      if (!socket.active) socket.connect();
    },

    setToken(next) {
      token = next;
      // A refused handshake is not retried by socket.io; a fresh token is worth another try.
      if (socket !== null && !socket.active) socket.connect();
    },

    disconnect() {
      const current = socket;
      socket = null;
      token = null;
      session += 1;
      wanted.clear();
      current?.disconnect();
      current?.removeAllListeners();
      cancelUnsent();
    },

    subscribe(channel) {
      wanted.add(channel);
      return new Promise<SubscribeResult>((resolve) => {
        unsent.set(channel, [...(unsent.get(channel) ?? []), resolve]);
        if (socket?.connected) send(socket, channel);
      });
    },

    unsubscribe(channel) {
      wanted.delete(channel);
      cancelUnsent(channel);
      if (socket?.connected) socket.emit('unsubscribe', channel);
    },

    on<K extends ChannelKind, E extends EventName<K>>(
      kind: K,
      channel: string,
      event: E,
      handler: (payload: EventPayload<K, E>) => void,
    ) {
      if (parseChannel(channel)?.kind !== kind) throw new Error(`"${channel}" is not a ${kind} channel`);
      // dispatch() parsed the data with this very channel kind's event schema.
      const listener = (data: unknown) => handler(data as EventPayload<K, E>);
      const key = handlerKey(channel, event);
      const listeners = handlers.get(key) ?? new Set();
      listeners.add(listener);
      handlers.set(key, listeners);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && handlers.get(key) === listeners) handlers.delete(key);
      };
    },

    get connected() {
      return socket?.connected ?? false;
    },
  };
}

/** The app's one socket, on the page's origin. */
export const realtime = createRealtimeClient();
