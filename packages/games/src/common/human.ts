import type { RoundOutcome } from '../trainer.ts';

/**
 * Floors for what a person can physically do. They are deliberately low: refusing an honest fast
 * child costs more trust than letting a barely-possible result through.
 */
export const REACTION_FLOOR_MS = 200;
export const KEYSTROKE_FLOOR_MS = 40;

/** The fastest honest time to read a task and type `answer` (sign and point count as keys). */
export function typingFloorMs(answer: string | number): number {
  return REACTION_FLOOR_MS + String(answer).length * KEYSTROKE_FLOOR_MS;
}

/** Score is the count of correct answers; a round is won when every task was answered correctly. */
export function accuracyOutcome(correct: number, total: number): RoundOutcome {
  return { correct, total, score: correct, won: total > 0 && correct === total };
}

/**
 * Rounds to 2 digits as whole hundredths (spec §5), the school way: a half goes away from zero, on either
 * side of it. 1.745 × 100 is 174.49999999999997 in binary, so the product is nudged by far less than any
 * real difference before rounding, and 1.745 rounds to 1.75 as a child expects.
 */
export function hundredths(value: number): number {
  const scaled = Math.abs(value) * 100;
  const rounded = Math.round(scaled * (1 + 1e-12));
  return value < 0 ? -rounded : rounded;
}
