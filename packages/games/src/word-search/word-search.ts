import { isListWord, wordGameSettingsShape } from '@umka/contracts';
import { z } from 'zod';
import { createRng, type Rng } from '../rng.ts';
import type { TrainerRules } from '../trainer.ts';
import {
  fillerLetter,
  type GridCell,
  gridCellSchema,
  type LetterGrid,
  lettersOf,
  MAX_MISSES_PER_WORD,
  wordsOverlap,
} from '../words/grid.ts';
import { type WordGameLevel, wordFindFloorMs, wordGameTimeLimitMs, wordSearchOutcome } from '../words/word-game.ts';

/** A step from one letter of a word to the next, as [rows, columns]. */
type Direction = readonly [number, number];

const ACROSS_AND_DOWN: readonly Direction[] = [
  [0, 1],
  [1, 0],
];
const DIAGONALS: readonly Direction[] = [
  [1, 1],
  [-1, 1],
];
const BACKWARDS: readonly Direction[] = [
  [0, -1],
  [-1, 0],
  [-1, -1],
  [1, -1],
];

/**
 * What each level hides: a larger grid, more words, and from level 2 the diagonals, from level 3 words read backwards.
 * Every word fits the grid in any of its directions.
 */
export const WORD_SEARCH_LEVEL_SHAPES: Record<
  WordGameLevel,
  { size: number; words: number; minLength: number; maxLength: number; directions: readonly Direction[] }
> = {
  1: { size: 8, words: 6, minLength: 3, maxLength: 6, directions: ACROSS_AND_DOWN },
  2: { size: 10, words: 8, minLength: 3, maxLength: 8, directions: [...ACROSS_AND_DOWN, ...DIAGONALS] },
  3: {
    size: 12,
    words: 10,
    minLength: 4,
    maxLength: 9,
    directions: [...ACROSS_AND_DOWN, ...DIAGONALS, ...BACKWARDS],
  },
};

export const wordSearchSettings = wordGameSettingsShape.superRefine((settings, ctx) => {
  const shape = WORD_SEARCH_LEVEL_SHAPES[settings.level];
  if (settings.words.length !== shape.words) {
    ctx.addIssue({ code: 'custom', path: ['words'], message: 'FIELD_INVALID' });
  }
  settings.words.forEach((word, index) => {
    const length = [...word].length;
    if (!isListWord(settings.locale, word) || length < shape.minLength || length > shape.maxLength) {
      ctx.addIssue({ code: 'custom', path: ['words', index], message: 'FIELD_INVALID' });
    }
  });
  if (wordsOverlap(settings.words)) ctx.addIssue({ code: 'custom', path: ['words'], message: 'FIELD_INVALID' });
});
export type WordSearchSettings = z.infer<typeof wordSearchSettings>;

/** One hidden word to find, with the whole grid it hides in and where it was put. */
export interface WordSearchTask {
  word: string;
  grid: LetterGrid;
  cells: readonly GridCell[];
}

export const wordSearchAnswer = z.object({
  /** The selection's first and last letters: the word reads from `from` to `to`. */
  from: gridCellSchema,
  to: gridCellSchema,
  /** Selections since the last word found that spelt no word of the game. */
  misses: z.number().int().min(0).max(MAX_MISSES_PER_WORD),
});
export type WordSearchAnswer = z.infer<typeof wordSearchAnswer>;

/** The cells of a straight line from `from` to `to` (across, down or diagonal), or null for any other pair. */
export function straightLine(from: GridCell, to: GridCell): GridCell[] | null {
  const rows = to[0] - from[0];
  const cols = to[1] - from[1];
  if (rows !== 0 && cols !== 0 && Math.abs(rows) !== Math.abs(cols)) return null;
  const steps = Math.max(Math.abs(rows), Math.abs(cols));
  const step: Direction = [Math.sign(rows), Math.sign(cols)];
  return Array.from({ length: steps + 1 }, (_, i) => [from[0] + step[0] * i, from[1] + step[1] * i] as const);
}

/** Where `word` could go in `direction` from `start`, or null when it leaves the grid or crosses another letter. */
function placement(grid: string[][], word: string, start: GridCell, direction: Direction): GridCell[] | null {
  const letters = [...word];
  const cells: GridCell[] = [];
  for (let i = 0; i < letters.length; i++) {
    const cell = [start[0] + direction[0] * i, start[1] + direction[1] * i] as const;
    const current = grid[cell[0]]?.[cell[1]];
    if (current === undefined || (current !== '' && current !== letters[i])) return null;
    cells.push(cell);
  }
  return cells;
}

/** Random tries for a word, then every start and direction in order, so that a word always finds a place if any. */
const RANDOM_TRIES = 100;

function place(rng: Rng, grid: string[][], word: string, directions: readonly Direction[]): GridCell[] | null {
  const size = grid.length;
  for (let attempt = 0; attempt < RANDOM_TRIES; attempt++) {
    const direction = directions[rng.int(0, directions.length - 1)] as Direction;
    const cells = placement(grid, word, [rng.int(0, size - 1), rng.int(0, size - 1)], direction);
    if (cells) return cells;
  }
  for (const direction of directions) {
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        const cells = placement(grid, word, [row, col], direction);
        if (cells) return cells;
      }
    }
  }
  return null;
}

/** Grids dealt before giving up on crossings that cannot all fit; the level shapes leave room, so the first one does. */
const MAX_GRIDS = 20;

/**
 * The grid with the words hidden in it, longest first while the grid is emptiest, crossing where letters agree; the
 * rest filled with random letters of the locale.
 */
export function hideWords(seed: number, settings: WordSearchSettings): WordSearchTask[] {
  const rng = createRng(seed);
  const shape = WORD_SEARCH_LEVEL_SHAPES[settings.level];
  const byLength = settings.words
    .map((word, index) => ({ word, index }))
    .sort((a, b) => [...b.word].length - [...a.word].length || a.index - b.index);
  for (let dealt = 0; dealt < MAX_GRIDS; dealt++) {
    const grid = Array.from({ length: shape.size }, () => Array.from({ length: shape.size }, () => ''));
    const placed: GridCell[][] = [];
    for (const { word, index } of byLength) {
      const cells = place(rng, grid, word, shape.directions);
      if (!cells) break;
      cells.forEach(([row, col], i) => {
        (grid[row] as string[])[col] = [...word][i] as string;
      });
      placed[index] = cells;
    }
    if (byLength.every(({ index }) => placed[index] !== undefined)) {
      for (const row of grid) {
        for (let col = 0; col < row.length; col++) if (row[col] === '') row[col] = fillerLetter(rng, settings.locale);
      }
      return settings.words.map((word, index) => ({ word, grid, cells: placed[index] as GridCell[] }));
    }
  }
  throw new Error('The words do not fit the grid');
}

/**
 * Each hidden word is a task, answered in any order by the selection that found it; wrong selections ride with the
 * next word found. The score is the search speed (`wordSearchOutcome`).
 */
export const wordSearchRules: TrainerRules<WordSearchSettings, WordSearchTask, WordSearchAnswer> = {
  component: 'wordSearch',
  settings: wordSearchSettings,
  defaults: { locale: 'ru-RU', level: 1, words: ['КОТ', 'ЛИСА', 'ШАРИК', 'МОРЕ', 'ДОМ', 'ЛУНА'] },
  answer: wordSearchAnswer,
  generate: hideWords,
  check(task, answer) {
    const line = straightLine(answer.from, answer.to);
    return line !== null && lettersOf(task.grid, line) === task.word;
  },
  minAnswerMs: (task) => wordFindFloorMs(task.word),
  timeLimitMs: wordGameTimeLimitMs,
  outcome: (correct, total, totalMs, _settings, facts) => wordSearchOutcome(correct, total, totalMs, facts),
  misses: (answer) => answer.misses,
};
