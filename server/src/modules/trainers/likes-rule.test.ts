import { describe, expect, it } from 'vitest';
import { likesForRound, utcDay } from './likes-rule.ts';

describe('likes for a round', () => {
  const rule = { per_correct: 0.5, min_correct: 2, max_per_round: 3, daily_cap: 10, per_win: 1 };

  it('pays per right answer plus the win bonus, rounded down', () => {
    expect(likesForRound(rule, { correct: 3, won: false }, 0)).toBe(1);
    expect(likesForRound(rule, { correct: 3, won: true }, 0)).toBe(2);
  });

  it('pays nothing below the minimum, at most the round maximum, never past the daily cap', () => {
    expect(likesForRound(rule, { correct: 1, won: true }, 0)).toBe(0);
    expect(likesForRound(rule, { correct: 20, won: true }, 0)).toBe(3);
    expect(likesForRound(rule, { correct: 20, won: true }, 9)).toBe(1);
    expect(likesForRound(rule, { correct: 20, won: true }, 12)).toBe(0);
  });

  it('counts the cap within the UTC day', () => {
    expect(utcDay('2026-11-21T23:59:59.999Z')).toBe('2026-11-21');
    expect(utcDay('2026-11-22T01:30:00.000+03:00')).toBe('2026-11-21');
  });
});
