import type { WordGameChoice } from '@umka/contracts';
import { KEYSTROKE_FLOOR_MS, REACTION_FLOOR_MS } from '../common/human.ts';
import { tenMinutePace } from '../common/pace.ts';
import type { RoundFacts, RoundOutcome } from '../trainer.ts';

export const WORD_GAME_LEVELS = [1, 2, 3] as const;
export type WordGameLevel = WordGameChoice['level'];

/** A grid is given a few minutes by its level; the words not found by then stay not found. */
const TIME_LIMIT_MS: Record<WordGameLevel, number> = { 1: 4 * 60_000, 2: 6 * 60_000, 3: 8 * 60_000 };
export const wordGameTimeLimitMs = (settings: WordGameChoice): number => TIME_LIMIT_MS[settings.level];

/** What a wrong selection costs the score, as if the search had taken this much longer. */
export const WORD_MISS_PENALTY_MS = 2000;

/** A word is seen, then dragged across letter by letter. */
export const wordFindFloorMs = (word: string): number => REACTION_FLOOR_MS + [...word].length * KEYSTROKE_FLOOR_MS;

/** The search speed: words found in ten minutes, each wrong selection costing two seconds. */
export const wordSearchOutcome = (correct: number, total: number, totalMs: number, facts?: RoundFacts): RoundOutcome =>
  tenMinutePace(correct, total, totalMs, facts, WORD_MISS_PENALTY_MS);
