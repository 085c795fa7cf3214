import type { RoundFacts, RoundOutcome } from '../trainer.ts';

/**
 * A search's pace: things found in ten minutes of the answers' own time, each wrong try costing `missMs` more. It
 * grows with skill like every other trainer's score, and compares rounds of different sizes fairly.
 */
export function tenMinutePace(
  correct: number,
  total: number,
  totalMs: number,
  facts: RoundFacts | undefined,
  missMs: number,
): RoundOutcome {
  const searchMs = (facts?.playedMs ?? totalMs) + missMs * (facts?.misses ?? 0);
  return {
    correct,
    total,
    score: correct > 0 ? Math.round((600_000 * correct) / Math.max(searchMs, 1)) : 0,
    won: total > 0 && correct === total,
  };
}
