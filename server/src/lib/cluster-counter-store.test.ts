import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { restartDelayMs } from '../cluster.ts';
import { answerCounterRequest, type CounterChannel, createClusterCounterStore } from './cluster-counter-store.ts';
import { createMemoryCounterStore } from './counter-store.ts';

/** Two workers' ends of an IPC channel to one primary holding `store`; messages cross asynchronously, as in IPC. */
function twoWorkersAndAPrimary(now: () => number = Date.now) {
  const store = createMemoryCounterStore(now);
  const worker = (): CounterChannel => {
    const end = new EventEmitter();
    return {
      on: (event, listener) => end.on(event, listener),
      off: (event, listener) => end.off(event, listener),
      send(message, _handle, _options, callback) {
        setImmediate(() => {
          const handled = answerCounterRequest(store, structuredClone(message), (reply) =>
            setImmediate(() => end.emit('message', structuredClone(reply))),
          );
          callback(handled ? null : new Error('not a counter request'));
        });
        return true;
      },
    };
  };
  return { a: createClusterCounterStore(worker()), b: createClusterCounterStore(worker()) };
}

describe('counters shared by the processes of a cluster', () => {
  it('counts increments from two workers as one sequence, however they interleave', async () => {
    const { a, b } = twoWorkersAndAPrimary();
    const hits = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a : b).increment('login:ip:1', 60_000)),
    );
    expect(hits.map((hit) => hit.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await a.peek('login:ip:1')).toBe(20);
    expect(await b.peek('login:ip:1')).toBe(20);
  });

  it('resets for every worker and reports the window the primary keeps', async () => {
    let now = 1_000_000;
    const { a, b } = twoWorkersAndAPrimary(() => now);
    await a.increment('k', 60_000);
    now += 15_000;
    expect(await b.increment('k', 60_000)).toEqual({ count: 2, resetInMs: 45_000 });
    await b.reset('k');
    expect(await a.peek('k')).toBe(0);
  });

  it('fails a call at once when there is no primary to ask', async () => {
    const orphan = createClusterCounterStore({ on: () => {}, off: () => {}, send: undefined });
    await expect(orphan.increment('k', 1000)).rejects.toThrow(/no IPC channel/);
  });

  it('ignores messages that are not counter requests, which the socket.io adapter shares the channel with', () => {
    const store = createMemoryCounterStore();
    expect(answerCounterRequest(store, { source: '_sio_adapter', type: 1 }, () => {})).toBe(false);
    expect(answerCounterRequest(store, 'hello', () => {})).toBe(false);
  });

  it('restarts a crashed worker after a delay that doubles with each crash in a row, up to 30 s', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(restartDelayMs)).toEqual([500, 1000, 2000, 4000, 30_000, 30_000, 30_000]);
  });
});
