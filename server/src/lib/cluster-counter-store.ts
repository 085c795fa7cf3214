import type { CounterHit, CounterStore } from './counter-store.ts';
import { answerIpc, createIpcAsker, type IpcChannel, type IpcReply, isIpcMessage } from './ipc-asker.ts';

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

type Operation =
  | { op: 'increment'; key: string; windowMs: number }
  | { op: 'peek'; key: string }
  | { op: 'reset'; key: string };

/** The worker's end of the IPC channel: `process` in a cluster worker. */
export type CounterChannel = IpcChannel;

function isRequest(message: unknown): message is Operation & { id: number } {
  return isIpcMessage(message, SOURCE) && typeof Reflect.get(message, 'op') === 'string';
}

/**
 * The primary's side: answers a worker's counter request from `store`. Returns false for any other message
 * (the socket.io cluster adapter shares the channel), so the caller can hand it on.
 */
export function answerCounterRequest(
  store: CounterStore,
  message: unknown,
  reply: (answer: IpcReply) => void,
): boolean {
  if (!isRequest(message)) return false;
  const work =
    message.op === 'increment'
      ? store.increment(message.key, message.windowMs)
      : message.op === 'peek'
        ? store.peek(message.key)
        : store.reset(message.key).then(() => null);
  answerIpc(SOURCE, message.id, work, reply);
  return true;
}

/** A worker's CounterStore: every call is answered by the primary's store (see answerCounterRequest). */
export function createClusterCounterStore(channel: CounterChannel = process): CounterStore {
  const asker = createIpcAsker(SOURCE, 'counter store', channel);
  const ask = (operation: Operation) => asker.ask(operation);
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
      asker.close();
    },
  };
}
