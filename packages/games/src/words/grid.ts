import { WORD_ALPHABETS, type WordLocale } from '@umka/contracts';
import { z } from 'zod';
import type { Rng } from '../rng.ts';

/** A cell of a letter grid as [row, column]. */
export type GridCell = readonly [number, number];

/** A letter grid, row by row. */
export type LetterGrid = readonly (readonly string[])[];

export const gridCellSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]);

/** Wrong selections reported with one found word: more is a stuck finger, not a search. */
export const MAX_MISSES_PER_WORD = 50;

export const sameCell = (a: GridCell, b: GridCell): boolean => a[0] === b[0] && a[1] === b[1];

export function letterAt(grid: LetterGrid, [row, col]: GridCell): string | undefined {
  return grid[row]?.[col];
}

/** The letters under `cells` in their order; undefined when a cell lies outside the grid. */
export function lettersOf(grid: LetterGrid, cells: readonly GridCell[]): string | undefined {
  let word = '';
  for (const cell of cells) {
    const letter = letterAt(grid, cell);
    if (letter === undefined) return undefined;
    word += letter;
  }
  return word;
}

/** A random letter of the locale's alphabet: what fills the cells no word takes. */
export function fillerLetter(rng: Rng, locale: WordLocale): string {
  const alphabet = WORD_ALPHABETS[locale];
  return alphabet[rng.int(0, alphabet.length - 1)] as string;
}

export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Whether words of a game would be found inside one another: a repeat, a word inside another (КОТ in КОТЛЕТА), or
 * inside another read backwards (КОТ in ТОК), which a grid of backward words shows.
 */
export function wordsOverlap(words: readonly string[]): boolean {
  return words.some((word, i) =>
    words.some((other, j) => i !== j && (other.includes(word) || [...other].reverse().join('').includes(word))),
  );
}
