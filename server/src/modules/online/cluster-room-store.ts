import { answerIpc, createIpcAsker, type IpcChannel, type IpcReply, isIpcMessage } from '../../lib/ipc-asker.ts';
import type { RoomStore } from './room-store.ts';

/*
 * Rooms shared by the processes of one node:cluster without Redis (WEB_CONCURRENCY > 1, the default of `npm start`).
 * A player's requests reach any worker, so the rooms cannot live in a worker: the primary keeps the one memory store
 * and each worker asks it over the IPC channel, as the throttling counters do (cluster-counter-store.ts). The primary
 * answers in order, so a compare-and-set write is atomic across workers exactly as in one process.
 */

const SOURCE = 'umka:rooms';

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

function isRequest(message: unknown): message is { id: number; op: Operation; args: unknown[] } {
  return (
    isIpcMessage(message, SOURCE) &&
    OPERATIONS.has(String(Reflect.get(message, 'op'))) &&
    Array.isArray(Reflect.get(message, 'args'))
  );
}

/** The primary's side: answers a worker's room request from `store`; false for any other message. */
export function answerRoomRequest(store: RoomStore, message: unknown, reply: (answer: IpcReply) => void): boolean {
  if (!isRequest(message)) return false;
  const call = store[message.op] as (...values: unknown[]) => Promise<unknown>;
  answerIpc(SOURCE, message.id, call(...message.args), reply);
  return true;
}

/** A worker's RoomStore: every call is answered by the primary's store (see answerRoomRequest). */
export function createClusterRoomStore(channel: IpcChannel = process): RoomStore {
  const asker = createIpcAsker(SOURCE, 'room store', channel);
  const proxy =
    (op: Operation) =>
    (...args: unknown[]) =>
      asker.ask({ op, args });
  return {
    load: proxy('load') as RoomStore['load'],
    save: proxy('save') as RoomStore['save'],
    remove: proxy('remove') as RoomStore['remove'],
    findByInvite: proxy('findByInvite') as RoomStore['findByInvite'],
    roomOf: proxy('roomOf') as RoomStore['roomOf'],
    due: proxy('due') as RoomStore['due'],
    openQuickRooms: proxy('openQuickRooms') as RoomStore['openQuickRooms'],
    async close() {
      asker.close();
    },
  };
}
