import type { Clock, Sleep } from '../lib/clock.ts';

/** Real time plus an offset a test can push forward, so expiry is tested without waiting. */
export interface FakeClock {
  now: Clock;
  advance(ms: number): void;
  reset(): void;
  /** Moves the clock on instead of waiting, and remembers each wait. */
  sleep: Sleep;
  readonly slept: number[];
}

export function createFakeClock(): FakeClock {
  let offset = 0;
  const slept: number[] = [];
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
    reset() {
      offset = 0;
    },
    async sleep(ms) {
      slept.push(ms);
      offset += ms;
    },
    slept,
  };
}
