import { type GridCell, lettersOf, sameCell } from '@umka/games';

/** A word of the round as the views judge selections against it. */
export interface HiddenWord {
  word: string;
  grid: readonly (readonly string[])[];
  cells: readonly GridCell[];
}

/** What a selection turned out to be, for the view's message and the answer it sends. */
export type SelectionVerdict =
  | { kind: 'found'; index: number; cells: GridCell[] }
  | { kind: 'alreadyFound' }
  | { kind: 'elsewhere' }
  | { kind: 'unused' }
  | { kind: 'nothing' };

const sameCells = (a: readonly GridCell[], b: readonly GridCell[]) =>
  a.length === b.length && a.every((cell, i) => sameCell(cell, b[i] as GridCell));

/**
 * Judges a finished selection. A word search counts a word read either way along any line that spells it (`anywhere`);
 * a fillword only on the word's own cells, and says so when the letters are right but the cells are not. A real word
 * of the language that the game did not hide is said apart from letters that spell nothing; only those are a miss.
 */
export function judgeSelection(
  words: readonly HiddenWord[],
  answered: ReadonlySet<number>,
  selection: readonly GridCell[],
  dictionary: ReadonlySet<string>,
  anywhere: boolean,
): SelectionVerdict {
  const grid = words[0]?.grid;
  if (!grid) return { kind: 'nothing' };
  const forward = lettersOf(grid, selection) ?? '';
  const backward = [...forward].reverse().join('');
  const readings: { letters: string; cells: GridCell[] }[] = [
    { letters: forward, cells: [...selection] },
    ...(anywhere ? [{ letters: backward, cells: [...selection].reverse() }] : []),
  ];
  for (const reading of readings) {
    const index = words.findIndex(
      (word, i) =>
        !answered.has(i) && word.word === reading.letters && (anywhere || sameCells(word.cells, reading.cells)),
    );
    if (index >= 0) return { kind: 'found', index, cells: reading.cells };
  }
  const named = words.findIndex((word) => word.word === forward || (anywhere && word.word === backward));
  if (named >= 0) return answered.has(named) ? { kind: 'alreadyFound' } : { kind: 'elsewhere' };
  if (dictionary.has(forward) || (anywhere && dictionary.has(backward))) return { kind: 'unused' };
  return { kind: 'nothing' };
}
