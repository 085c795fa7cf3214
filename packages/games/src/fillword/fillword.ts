import { isListWord, MAX_WORD_LENGTH, MIN_WORD_LENGTH, wordGameSettingsShape } from '@umka/contracts';
import { z } from 'zod';
import { createRng, type Rng } from '../rng.ts';
import type { TrainerRules } from '../trainer.ts';
import {
  type GridCell,
  gridCellSchema,
  type LetterGrid,
  MAX_MISSES_PER_WORD,
  sameCell,
  shuffled,
  wordsOverlap,
} from '../words/grid.ts';
import { type WordGameLevel, wordFindFloorMs, wordGameTimeLimitMs, wordSearchOutcome } from '../words/word-game.ts';

/** The side of the square each level fills: 25, 36 and 49 letters. */
export const FILLWORD_SIZES: Record<WordGameLevel, number> = { 1: 5, 2: 6, 3: 7 };
/** The longest word of each level: short snakes for beginners, long ones later. */
export const FILLWORD_MAX_LENGTH: Record<WordGameLevel, number> = { 1: 6, 2: 8, 3: MAX_WORD_LENGTH };

export const fillwordSettings = wordGameSettingsShape.superRefine((settings, ctx) => {
  const size = FILLWORD_SIZES[settings.level];
  const maxLength = FILLWORD_MAX_LENGTH[settings.level];
  const letters = settings.words.reduce((sum, word) => sum + [...word].length, 0);
  // The words cover the square exactly: every letter belongs to one of them.
  if (letters !== size * size) ctx.addIssue({ code: 'custom', path: ['words'], message: 'FIELD_INVALID' });
  settings.words.forEach((word, index) => {
    const length = [...word].length;
    if (!isListWord(settings.locale, word) || length < MIN_WORD_LENGTH || length > maxLength) {
      ctx.addIssue({ code: 'custom', path: ['words', index], message: 'FIELD_INVALID' });
    }
  });
  if (wordsOverlap(settings.words)) ctx.addIssue({ code: 'custom', path: ['words'], message: 'FIELD_INVALID' });
});
export type FillwordSettings = z.infer<typeof fillwordSettings>;

export interface FillwordTask {
  word: string;
  grid: LetterGrid;
  /** The word's letters in reading order: each next to the one before, across or down. */
  cells: readonly GridCell[];
}

export const fillwordAnswer = z.object({
  /** The cells dragged through, first letter first. */
  cells: z.array(gridCellSchema).min(1).max(MAX_WORD_LENGTH),
  /** Selections since the last word found that were not a word of the game where it lies. */
  misses: z.number().int().min(0).max(MAX_MISSES_PER_WORD),
});
export type FillwordAnswer = z.infer<typeof fillwordAnswer>;

const isNeighbour = (a: GridCell, b: GridCell) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;

/** Whether `cells` is a path a finger can drag: each cell next to the one before, none twice. */
export function isSnake(cells: readonly GridCell[]): boolean {
  return cells.every(
    (cell, i) =>
      (i === 0 || isNeighbour(cells[i - 1] as GridCell, cell)) && cells.findIndex((c) => sameCell(c, cell)) === i,
  );
}

function neighbours([row, col]: GridCell, size: number): GridCell[] {
  const around: GridCell[] = [
    [row - 1, col],
    [row + 1, col],
    [row, col - 1],
    [row, col + 1],
  ];
  return around.filter(([r, c]) => r >= 0 && c >= 0 && r < size && c < size);
}

/**
 * A random path through every cell of the square: a snake row by row, bent by "backbite" moves (the path's end steps
 * to a neighbour already on the path and the loop it closes is turned round), which keep it a path through all cells.
 */
export function coveringPath(rng: Rng, size: number): GridCell[] {
  let path: GridCell[] = [];
  for (let row = 0; row < size; row++) {
    for (let i = 0; i < size; i++) path.push([row, row % 2 === 0 ? i : size - 1 - i]);
  }
  const moves = 20 * size * size;
  for (let move = 0; move < moves; move++) {
    if (rng.next() < 0.5) path.reverse();
    const end = path[0] as GridCell;
    const options = neighbours(end, size).filter((cell) => !sameCell(cell, path[1] as GridCell));
    const target = options[rng.int(0, options.length - 1)] as GridCell;
    const at = path.findIndex((cell) => sameCell(cell, target));
    path = [...path.slice(0, at).reverse(), ...path.slice(at)];
  }
  return path;
}

/**
 * The square laid as one path through every cell, cut into the words in an order of the seed: each word a snake of
 * neighbouring letters, and the words together cover every cell, so the square is always solvable.
 */
export function layWords(seed: number, settings: FillwordSettings): FillwordTask[] {
  const rng = createRng(seed);
  const size = FILLWORD_SIZES[settings.level];
  const path = coveringPath(rng, size);
  const grid = Array.from({ length: size }, () => Array.from({ length: size }, () => ''));
  const order = shuffled(
    rng,
    settings.words.map((_, index) => index),
  );
  const cellsOf: GridCell[][] = [];
  let at = 0;
  for (const index of order) {
    const letters = [...(settings.words[index] as string)];
    const cells = path.slice(at, at + letters.length);
    cells.forEach(([row, col], i) => {
      (grid[row] as string[])[col] = letters[i] as string;
    });
    cellsOf[index] = cells;
    at += letters.length;
  }
  return settings.words.map((word, index) => ({ word, grid, cells: cellsOf[index] as GridCell[] }));
}

/**
 * Each word is a task, found in any order by dragging through its own cells: another path spelling the same word
 * would leave the square unsolvable. Scored as the word search (`wordSearchOutcome`).
 */
export const fillwordRules: TrainerRules<FillwordSettings, FillwordTask, FillwordAnswer> = {
  component: 'fillword',
  settings: fillwordSettings,
  defaults: { locale: 'ru-RU', level: 1, words: ['ЛИСА', 'КОШКА', 'ДОМ', 'РЫБА', 'ГРУША', 'ЛУНА'] },
  answer: fillwordAnswer,
  generate: layWords,
  check: (task, answer) =>
    answer.cells.length === task.cells.length &&
    answer.cells.every((cell, i) => sameCell(cell, task.cells[i] as GridCell)),
  minAnswerMs: (task) => wordFindFloorMs(task.word),
  timeLimitMs: wordGameTimeLimitMs,
  outcome: (correct, total, totalMs, _settings, facts) => wordSearchOutcome(correct, total, totalMs, facts),
  misses: (answer) => answer.misses,
};
