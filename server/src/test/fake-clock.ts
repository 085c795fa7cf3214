import type { Clock } from '../lib/clock.ts';

/** Real time plus an offset a test can push forward, so expiry is tested without waiting. */
export interface FakeClock {
  now: Clock;
  advance(ms: number): void;
  reset(): void;
}

export function createFakeClock(): FakeClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
    reset() {
      offset = 0;
    },
  };
}
