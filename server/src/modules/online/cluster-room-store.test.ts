import { EventEmitter } from 'node:events';
import { createRoom } from '@umka/games';
import { describe, expect, it } from 'vitest';
import type { IpcChannel } from '../../lib/ipc-asker.ts';
import { answerRoomRequest, createClusterRoomStore } from './cluster-room-store.ts';
import { createMemoryRoomStore } from './memory-room-store.ts';
import type { RoomRecord } from './room-store.ts';

/** Two workers' ends of an IPC channel to one primary holding the rooms; messages cross asynchronously, cloned. */
function twoWorkersAndAPrimary() {
  const store = createMemoryRoomStore();
  const worker = (): IpcChannel => {
    const end = new EventEmitter();
    return {
      on: (event, listener) => end.on(event, listener),
      off: (event, listener) => end.off(event, listener),
      send(message, _handle, _options, callback) {
        setImmediate(() => {
          const handled = answerRoomRequest(store, structuredClone(message), (reply) =>
            setImmediate(() => end.emit('message', structuredClone(reply))),
          );
          callback(handled ? null : new Error('not a room request'));
        });
        return true;
      },
    };
  };
  return { a: createClusterRoomStore(worker()), b: createClusterRoomStore(worker()) };
}

function aRoom(id: string): RoomRecord {
  const { room } = createRoom(
    {
      id,
      game: 'connect4',
      host: { userId: 7, name: 'Аня К.' },
      hostAs: 'player',
      seats: 2,
      inviteKey: `key${id}`,
      seed: 42,
    },
    1_000,
  );
  return {
    room,
    trainerId: 1,
    subjectId: 1,
    quick: true,
    level: 1,
    locale: 'ru-RU',
    botJoinsAt: 16_000,
    botMove: null,
  };
}

describe('online rooms shared by the processes of a cluster', () => {
  it('shows a room written through one worker to the other, with its invite key, its host and its deadline', async () => {
    const { a, b } = twoWorkersAndAPrimary();
    expect(await a.save({ record: aRoom('room01'), expected: null, departed: [] })).toBe(true);
    expect((await b.load('room01'))?.room.hostId).toBe(7);
    expect(await b.findByInvite('keyroom01')).toBe('room01');
    expect(await b.roomOf(7)).toBe('room01');
    expect(await b.due(16_000, 10)).toEqual(['room01']);
    expect(await b.openQuickRooms(1, 1, 1)).toEqual(['room01']);
  });

  it('lets exactly one of two workers writing the same version of a room win', async () => {
    const { a, b } = twoWorkersAndAPrimary();
    const record = aRoom('room02');
    await a.save({ record, expected: null, departed: [] });
    const next = { ...record, room: { ...record.room, version: 2 } };
    const wins = await Promise.all([
      a.save({ record: next, expected: 1, departed: [] }),
      b.save({ record: next, expected: 1, departed: [] }),
    ]);
    expect(wins.filter(Boolean)).toHaveLength(1);
    expect(await b.remove('room02', 2, [7])).toBe(true);
    expect(await a.load('room02')).toBeNull();
    expect(await a.roomOf(7)).toBeNull();
  });

  it('ignores messages that are not room requests, which the counters and socket.io share the channel with', () => {
    const store = createMemoryRoomStore();
    expect(answerRoomRequest(store, { source: 'umka:counters', id: 1, op: 'peek', key: 'k' }, () => {})).toBe(false);
    expect(answerRoomRequest(store, { source: 'umka:rooms', id: 1, op: 'close', args: [] }, () => {})).toBe(false);
  });
});
