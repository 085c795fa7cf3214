import type { GridCell } from '@umka/games';
import { describe, expect, it } from 'vitest';
import { extendSelection } from './gridSelection.ts';

const free = () => true;

describe('growing a selection', () => {
  it('runs a line from its first letter to the one reached, and keeps it when the one reached is off every line', () => {
    expect(extendSelection('line', [[1, 1]], [3, 3], free)).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    const line: GridCell[] = [
      [1, 1],
      [1, 2],
    ];
    expect(extendSelection('line', line, [3, 2], free)).toEqual(line);
  });

  it('adds a free neighbour to a path, takes its end away when the finger goes back, and skips what is taken', () => {
    const path: GridCell[] = [
      [0, 0],
      [0, 1],
    ];
    expect(extendSelection('path', path, [1, 1], free)).toEqual([...path, [1, 1]]);
    expect(extendSelection('path', path, [0, 0], free)).toEqual([[0, 0]]);
    expect(extendSelection('path', path, [1, 0], free)).toEqual(path);
    expect(extendSelection('path', path, [1, 1], ([row]) => row === 0)).toEqual(path);
  });

  it('starts only on a free letter', () => {
    expect(extendSelection('path', [], [2, 2], () => false)).toEqual([]);
    expect(extendSelection('path', [], [2, 2], free)).toEqual([[2, 2]]);
  });
});
