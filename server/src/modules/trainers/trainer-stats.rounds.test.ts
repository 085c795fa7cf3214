import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KeptRoundJson } from '../../db/schema.ts';
import {
  type KeptRounds,
  keepRound,
  keepRoundStored,
  newest,
  RECENT_ROUNDS,
  readKeptRounds,
  TREND_ROUNDS,
  writeKeptRounds,
} from './trainer-stats.rounds.ts';

/** A small deterministic generator (mulberry32), so a failure replays the same rounds. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const round = (id: number, second: number, status: 'ok' | 'rejected' = 'ok'): KeptRoundJson => ({
  id,
  subject_id: 1,
  score: id * 10,
  correct: id,
  total: 100,
  won: 0,
  likes_earned: 0,
  duration_ms: 1000,
  validate_status: status,
  created_at: new Date(Date.UTC(2026, 10, 21, 10, 0, second)).toISOString(),
});

/** What the lists must hold: every round sorted the way trainer_results is read, then cut. */
function recount(rounds: readonly KeptRoundJson[]): KeptRounds {
  const sorted = [...rounds].sort((a, b) =>
    a.created_at === b.created_at ? b.id - a.id : b.created_at.localeCompare(a.created_at),
  );
  return {
    recent: sorted.slice(0, RECENT_ROUNDS),
    trend: sorted
      .filter((r) => r.validate_status === 'ok')
      .slice(0, TREND_ROUNDS)
      .map((r) => ({ id: r.id, created_at: r.created_at, score: r.score })),
  };
}

describe('kept latest rounds', () => {
  it('equal a recount whatever order the rounds arrive in, with ties by id and both limits', () => {
    const random = createRandom(7);
    // 60 rounds over 20 seconds: many share an instant; about one in four is rejected.
    const rounds = Array.from({ length: 60 }, (_, i) =>
      round(i + 1, Math.floor(random() * 20), random() < 0.25 ? 'rejected' : 'ok'),
    );
    const arrival = [...rounds].sort(() => random() - 0.5);
    let kept: KeptRounds = { recent: [], trend: [] };
    for (const [n, next] of arrival.entries()) {
      kept = keepRound(kept, next);
      expect(kept).toEqual(recount(arrival.slice(0, n + 1)));
    }
    expect(kept.recent).toHaveLength(RECENT_ROUNDS);
    expect(kept.trend).toHaveLength(TREND_ROUNDS);
  });

  it('keeps a rejected round among the latest but out of the trend', () => {
    const kept = keepRound(keepRound({ recent: [], trend: [] }, round(1, 1)), round(2, 2, 'rejected'));
    expect(kept.recent.map((r) => r.id)).toEqual([2, 1]);
    expect(kept.trend.map((p) => p.id)).toEqual([1]);
  });

  it('reads back as tuples exactly what it wrote', () => {
    const kept = keepRound(keepRound({ recent: [], trend: [] }, round(1, 1)), round(2, 2, 'rejected'));
    const stored = writeKeptRounds(kept);
    expect(JSON.parse(stored.trend)).toEqual([[1, kept.trend[0]?.created_at, 10]]);
    expect(readKeptRounds('sqlite', stored)).toEqual(kept);
    expect(readKeptRounds('postgres', { recent: JSON.parse(stored.recent), trend: JSON.parse(stored.trend) })).toEqual(
      kept,
    );
  });

  it('merges the lists of two subjects newest first, the higher id first within an instant', () => {
    const merged = newest([round(3, 5), round(1, 9)].concat([round(4, 5), round(2, 1)]), 3);
    expect(merged.map((r) => r.id)).toEqual([1, 4, 3]);
  });

  it('are stored from the tuples as keeping the round among the objects would store them, on either dialect', () => {
    const played = fc.record({
      id: fc.integer({ min: 1, max: 500 }),
      second: fc.integer({ min: 0, max: 30 }),
      validated: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(played, { maxLength: 45 }), played, (earlier, next) => {
        let kept: KeptRounds = { recent: [], trend: [] };
        for (const r of earlier) kept = keepRound(kept, round(r.id, r.second, r.validated ? 'ok' : 'rejected'));
        const newRound = round(next.id, next.second, next.validated ? 'ok' : 'rejected');
        const expected = writeKeptRounds(keepRound(kept, newRound));
        const stored = writeKeptRounds(kept);
        expect(keepRoundStored('sqlite', stored, newRound)).toEqual(expected);
        const parsed = { recent: JSON.parse(stored.recent), trend: JSON.parse(stored.trend) };
        expect(keepRoundStored('postgres', parsed, newRound)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('are stored the same way when rounds come in the order they were played, past both limits', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ gap: fc.integer({ min: 0, max: 2 }), validated: fc.boolean() }), {
          maxLength: 45,
          size: 'max',
        }),
        (plays) => {
          let objects: KeptRounds = { recent: [], trend: [] };
          let stored = writeKeptRounds(objects);
          let second = 0;
          for (const [n, play] of plays.entries()) {
            second += play.gap;
            const next = round(n + 1, second, play.validated ? 'ok' : 'rejected');
            objects = keepRound(objects, next);
            stored = keepRoundStored('sqlite', stored, next);
            expect(stored).toEqual(writeKeptRounds(objects));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
