import type { CounterHit, CounterStore } from './counter-store.ts';

/*
 * Counters shared by the processes of one node:cluster without Redis (WEB_CONCURRENCY > 1).
 *
 * The primary keeps the one in-memory CounterStore; each worker asks it over the IPC channel node:cluster
 * already opened. Why not a counter table in the shared SQLite file? The request limit counts every
 * request, so each request would become a write transaction taking SQLite's single write lock, contending
 * with the real writes of every process (and sleeping in the busy handler when it loses), plus WAL growth
 * for data nobody needs after a restart. An IPC round trip costs tens of microseconds, touches no disk,
 * and the primary, which serves no HTTP, answers in order, so increments are atomic across workers exactly
 * as in one process. It works the same on PostgreSQL without Redis. Like the single-process store, the
 * counts live in memory: a restart of the whole server forgets them, a restart of one worker does not.
 */

const SOURCE = 'umka:counters';
/** A primary that has not answered by then is stuck; the request fails rather than hang. */
const REPLY_TIMEOUT_MS = 5000;

type Operation =
  | { op: 'increment'; key: string; windowMs: number }
  | { op: 'peek'; key: string }
  | { op: 'reset'; key: string };

type CounterRequest = Operation & { source: typeof SOURCE; id: number };
type CounterReply = { source: typeof SOURCE; id: number } & (
  | { ok: true; value: CounterHit | number | null }
  | { ok: false; error: string }
);

/** The worker's end of the IPC channel: `process` in a cluster worker. */
export interface CounterChannel {
  send?:
    | ((
        message: unknown,
        sendHandle: undefined,
        options: undefined,
        callback: (error: Error | null) => void,
      ) => boolean)
    | undefined;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
}

function isRequest(message: unknown): message is CounterRequest {
  return typeof message === 'object' && message !== null && Reflect.get(message, 'source') === SOURCE;
}

function isReply(message: unknown): message is CounterReply {
  return isRequest(message) && typeof Reflect.get(message, 'ok') === 'boolean';
}

/**
 * The primary's side: answers a worker's counter request from `store`. Returns false for any other message
 * (the socket.io cluster adapter shares the channel), so the caller can hand it on.
 */
export function answerCounterRequest(
  store: CounterStore,
  message: unknown,
  reply: (answer: CounterReply) => void,
): boolean {
  if (!isRequest(message) || isReply(message)) return false;
  const { id } = message;
  const work =
    message.op === 'increment'
      ? store.increment(message.key, message.windowMs)
      : message.op === 'peek'
        ? store.peek(message.key)
        : store.reset(message.key).then(() => null);
  work.then(
    (value) => reply({ source: SOURCE, id, ok: true, value }),
    (error: unknown) => reply({ source: SOURCE, id, ok: false, error: String(error) }),
  );
  return true;
}

/** A worker's CounterStore: every call is answered by the primary's store (see answerCounterRequest). */
export function createClusterCounterStore(channel: CounterChannel = process): CounterStore {
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  const onMessage = (message: unknown) => {
    if (!isReply(message)) return;
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.ok) waiter.resolve(message.value);
    else waiter.reject(new Error(`counter store: ${message.error}`));
  };
  channel.on('message', onMessage);

  function ask(operation: Operation): Promise<unknown> {
    const send = channel.send;
    if (!send) return Promise.reject(new Error('counter store: no IPC channel (not a cluster worker)'));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`counter store: the primary did not answer ${operation.op} in ${REPLY_TIMEOUT_MS} ms`));
      }, REPLY_TIMEOUT_MS);
      timer.unref();
      pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      const request: CounterRequest = { source: SOURCE, id, ...operation };
      send.call(channel, request, undefined, undefined, (error) => {
        // The channel is closed (the primary is gone): fail now instead of at the timeout.
        if (error === null) return;
        pending.get(id)?.reject(error);
        pending.delete(id);
      });
    });
  }

  return {
    async increment(key, windowMs) {
      return (await ask({ op: 'increment', key, windowMs })) as CounterHit;
    },
    async peek(key) {
      return (await ask({ op: 'peek', key })) as number;
    },
    async reset(key) {
      await ask({ op: 'reset', key });
    },
    async close() {
      channel.off('message', onMessage);
      for (const waiter of pending.values()) waiter.reject(new Error('counter store closed'));
      pending.clear();
    },
  };
}
