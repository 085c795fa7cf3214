import type { AnyTrainerRules, RoundFacts } from '../trainer.ts';

/** One answer of a round as it was judged. */
export interface JudgedAnswer {
  task: unknown;
  answer: unknown;
  ms: number;
  right: boolean;
}

/**
 * What a round's answers add up to beyond their counts, the same on the server's replay and in the browser's own
 * summary: the answers' times, the misses they carry, the right answers' times and the points they weigh.
 */
export function roundFacts(rules: AnyTrainerRules, judged: readonly JudgedAnswer[], settings: unknown): RoundFacts {
  const right = judged.filter((entry) => entry.right);
  return {
    playedMs: judged.reduce((sum, entry) => sum + entry.ms, 0),
    misses: judged.reduce((sum, entry) => sum + (rules.misses?.(entry.answer) ?? 0), 0),
    rightAnswerMs: right.map((entry) => entry.ms),
    points: right.reduce((sum, entry) => sum + (rules.points?.(entry.task, entry.answer, settings) ?? 0), 0),
  };
}
