import { type GridCell, sameCell, straightLine } from '@umka/games';

/** How a selection grows: a straight line from its first letter (word search) or a path through neighbours (fillword). */
export type SelectionMode = 'line' | 'path';

const isNeighbour = (a: GridCell, b: GridCell) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;

/**
 * The selection after the finger, mouse or focus reaches `cell`. A line runs from the first cell to `cell` when they
 * are on one row, column or diagonal, and stays as it was otherwise. A path takes a neighbour of its end that is free,
 * and going back onto the cell before the end takes the end away, as lifting a pencil would.
 */
export function extendSelection(
  mode: SelectionMode,
  selection: readonly GridCell[],
  cell: GridCell,
  isFree: (cell: GridCell) => boolean,
): GridCell[] {
  const first = selection[0];
  if (!first) return isFree(cell) ? [cell] : [];
  if (mode === 'line') return straightLine(first, cell) ?? [...selection];
  const end = selection[selection.length - 1] as GridCell;
  if (sameCell(end, cell)) return [...selection];
  const before = selection[selection.length - 2];
  if (before && sameCell(before, cell)) return selection.slice(0, -1);
  if (!isNeighbour(end, cell) || !isFree(cell) || selection.some((taken) => sameCell(taken, cell))) {
    return [...selection];
  }
  return [...selection, cell];
}
