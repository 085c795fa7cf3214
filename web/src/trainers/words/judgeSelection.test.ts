import type { GridCell } from '@umka/games';
import { describe, expect, it } from 'vitest';
import { type HiddenWord, judgeSelection } from './judgeSelection.ts';

const grid = [
  ['C', 'A', 'T'],
  ['D', 'O', 'G'],
  ['S', 'U', 'N'],
];
const across = (row: number): GridCell[] => [
  [row, 0],
  [row, 1],
  [row, 2],
];
const words: HiddenWord[] = [
  { word: 'CAT', grid, cells: across(0) },
  { word: 'DOG', grid, cells: across(1) },
];
const dictionary = new Set(['CAT', 'DOG', 'SUN', 'COD']);

describe('judging a selection', () => {
  it('finds a word read either way in a word search, with its cells first letter first', () => {
    const backwards = [...across(1)].reverse();
    expect(judgeSelection(words, new Set(), backwards, dictionary, true)).toEqual({
      kind: 'found',
      index: 1,
      cells: across(1),
    });
  });

  it('tells a word found before, a real word not in the game, and letters that spell nothing apart', () => {
    expect(judgeSelection(words, new Set([0]), across(0), dictionary, true)).toEqual({ kind: 'alreadyFound' });
    expect(judgeSelection(words, new Set(), across(2), dictionary, true)).toEqual({ kind: 'unused' });
    const down: GridCell[] = [
      [0, 1],
      [1, 1],
    ];
    expect(judgeSelection(words, new Set(), down, dictionary, true)).toEqual({ kind: 'nothing' });
  });

  it('counts a fillword word only on its own cells, and says so when the letters are right elsewhere', () => {
    expect(judgeSelection(words, new Set(), across(1), dictionary, false)).toMatchObject({ kind: 'found', index: 1 });
    const elsewhere: HiddenWord[] = [
      {
        word: 'CAT',
        grid,
        cells: [
          [2, 0],
          [2, 1],
          [2, 2],
        ] as GridCell[],
      },
    ];
    expect(judgeSelection(elsewhere, new Set(), across(0), dictionary, false)).toEqual({ kind: 'elsewhere' });
    expect(judgeSelection(words, new Set(), [...across(0)].reverse(), dictionary, false)).toEqual({ kind: 'nothing' });
  });
});
