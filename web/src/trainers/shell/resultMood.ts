import type { RoundSummary } from './types.ts';

/** How the child's character meets a finished round. */
export type ResultMood = 'proud' | 'happy' | 'encouraging';

/**
 * Proud at a new personal best, happy when at least half of the round was right, encouraging otherwise:
 * a slow or shaky round is met with a "try again", never with a sad face.
 */
export function resultMood(summary: RoundSummary, isNewBest: boolean): ResultMood {
  if (summary.server?.validate_status === 'rejected') return 'encouraging';
  if (isNewBest) return 'proud';
  if (summary.correct > 0 && summary.correct * 2 >= summary.total) return 'happy';
  return 'encouraging';
}
