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

/** Rounds to 2 digits as whole hundredths, so 1.005-style float noise compares equal on both sides. */
export function hundredths(value: number): number {
  return Math.round(value * 100);
}
