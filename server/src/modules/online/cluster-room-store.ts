import type { CounterChannel } from '../../lib/cluster-counter-store.ts';
import type { RoomStore } from './room-store.ts';

/*
 * Rooms shared by the processes of one node:cluster without Redis (WEB_CONCURRENCY > 1, the default of `npm start`).
 * A player's requests reach any worker, so the rooms cannot live in a worker: the primary keeps the one memory store
 * and each worker asks it over the IPC channel, as the throttling counters do (cluster-counter-store.ts). The primary
 * answers in order, so a compare-and-set write is atomic across workers exactly as in one process.
 */

const SOURCE = 'umka:rooms';
const REPLY_TIMEOUT_MS = 5000;

type Operation = Exclude<keyof RoomStore, 'close'>;
const OPERATIONS: ReadonlySet<string> = new Set<Operation>([
  'load',
  'save',
  'remove',
  'findByInvite',
  'roomOf',
  'due',
  'openQuickRooms',
]);

interface RoomRequest {
  source: typeof SOURCE;
  id: number;
  op: Operation;
  args: unknown[];
}
type RoomReply = { source: typeof SOURCE; id: number } & ({ ok: true; value: unknown } | { ok: false; error: string });

const isOurs = (message: unknown): message is { source: typeof SOURCE; id: number } =>
  typeof message === 'object' && message !== null && Reflect.get(message, 'source') === SOURCE;
const isRequest = (message: unknown): message is RoomRequest =>
  isOurs(message) && OPERATIONS.has(String(Reflect.get(message, 'op'))) && Array.isArray(Reflect.get(message, 'args'));
const isReply = (message: unknown): message is RoomReply =>
  isOurs(message) && typeof Reflect.get(message, 'ok') === 'boolean';

/** The primary's side: answers a worker's room request from `store`; false for any other message. */
export function answerRoomRequest(store: RoomStore, message: unknown, reply: (answer: RoomReply) => void): boolean {
  if (!isRequest(message)) return false;
  const { id, op, args } = message;
  const call = store[op] as (...values: unknown[]) => Promise<unknown>;
  call(...args).then(
    (value) => reply({ source: SOURCE, id, ok: true, value: value ?? null }),
    (error: unknown) => reply({ source: SOURCE, id, ok: false, error: String(error) }),
  );
  return true;
}

/** A worker's RoomStore: every call is answered by the primary's store (see answerRoomRequest). */
export function createClusterRoomStore(channel: CounterChannel = process): RoomStore {
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  const onMessage = (message: unknown) => {
    if (!isReply(message)) return;
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.ok) waiter.resolve(message.value);
    else waiter.reject(new Error(`room store: ${message.error}`));
  };
  channel.on('message', onMessage);

  function ask(op: Operation, args: unknown[]): Promise<unknown> {
    const send = channel.send;
    if (!send) return Promise.reject(new Error('room store: no IPC channel (not a cluster worker)'));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`room store: the primary did not answer ${op} in ${REPLY_TIMEOUT_MS} ms`));
      }, REPLY_TIMEOUT_MS);
      timer.unref();
      const settle = (then: () => void) => {
        clearTimeout(timer);
        then();
      };
      pending.set(id, {
        resolve: (value) => settle(() => resolve(value)),
        reject: (error) => settle(() => reject(error)),
      });
      const request: RoomRequest = { source: SOURCE, id, op, args };
      send.call(channel, request, undefined, undefined, (error) => {
        if (error === null) return;
        pending.get(id)?.reject(error);
        pending.delete(id);
      });
    });
  }

  const proxy =
    (op: Operation) =>
    (...args: unknown[]) =>
      ask(op, args);
  return {
    load: proxy('load') as RoomStore['load'],
    save: proxy('save') as RoomStore['save'],
    remove: proxy('remove') as RoomStore['remove'],
    findByInvite: proxy('findByInvite') as RoomStore['findByInvite'],
    roomOf: proxy('roomOf') as RoomStore['roomOf'],
    due: proxy('due') as RoomStore['due'],
    openQuickRooms: proxy('openQuickRooms') as RoomStore['openQuickRooms'],
    async close() {
      channel.off('message', onMessage);
      for (const waiter of pending.values()) waiter.reject(new Error('room store closed'));
      pending.clear();
    },
  };
}
