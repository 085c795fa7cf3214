import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resultMood } from './resultMood.ts';
import type { RoundSummary } from './types.ts';

const round = fc
  .integer({ min: 0, max: 40 })
  .chain((total) =>
    fc.record({
      total: fc.constant(total),
      correct: fc.integer({ min: 0, max: total }),
      score: fc.nat(400),
      timedOut: fc.boolean(),
      openEnded: fc.boolean(),
      playedMs: fc.nat(600_000),
      misses: fc.nat(20),
      rejected: fc.boolean(),
    }),
  )
  .map(
    ({ rejected, ...rest }): RoundSummary => ({
      ...rest,
      server: {
        session_id: 1,
        score: rest.score,
        correct: rest.correct,
        total: rest.total,
        won: true,
        likes_earned: 0,
        validate_status: rejected ? 'rejected' : 'ok',
        validate_message: null,
      },
    }),
  );

describe('how the character meets a finished round', () => {
  it('is proud exactly at a new best the server kept', () => {
    fc.assert(
      fc.property(round, fc.boolean(), (summary, isNew) => {
        const kept = summary.server?.validate_status === 'ok';
        expect(resultMood(summary, isNew) === 'proud').toBe(isNew && kept);
      }),
    );
  });

  it('is happy or proud whenever at least half was right and the round was kept, and never sad', () => {
    fc.assert(
      fc.property(round, fc.boolean(), (summary, isNew) => {
        const mood = resultMood(summary, isNew);
        expect(['proud', 'happy', 'encouraging']).toContain(mood);
        const goodRound = summary.correct > 0 && summary.correct * 2 >= summary.total;
        if (goodRound && summary.server?.validate_status === 'ok') expect(mood).not.toBe('encouraging');
      }),
    );
  });

  it('encourages after a round with no right answer', () => {
    const summary: RoundSummary = {
      score: 0,
      correct: 0,
      total: 5,
      timedOut: true,
      openEnded: false,
      playedMs: 0,
      misses: 0,
      server: null,
    };
    expect(resultMood(summary, false)).toBe('encouraging');
  });
});
