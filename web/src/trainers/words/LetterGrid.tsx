import { Box, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { type LetterGrid as Grid, type GridCell, sameCell } from '@umka/games';
import { type KeyboardEvent, type PointerEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { extendSelection, type SelectionMode } from './gridSelection.ts';

/** Light fills for found words, told apart by shade and by each word's outline. */
export const FOUND_COLOURS = [
  '#b2f2bb',
  '#a5d8ff',
  '#ffec99',
  '#fcc2d7',
  '#d0bfff',
  '#ffd8a8',
  '#99e9f2',
  '#c0eb75',
  '#eebefa',
  '#ffc9c9',
] as const;

const ARROWS: Record<string, GridCell> = {
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
};

export interface FoundWord {
  cells: readonly GridCell[];
  /** Its place in the round's word list, which picks its colour. */
  colour: number;
}

interface LetterGridProps {
  grid: Grid;
  mode: SelectionMode;
  found: readonly FoundWord[];
  /** A cell a new selection may not use (a fillword's found letters). */
  isLocked?: (cell: GridCell) => boolean;
  /** A finished selection of two letters or more. */
  onSelect: (cells: GridCell[]) => void;
  disabled: boolean;
  /** Shakes once when it changes (a selection that found nothing). */
  shake: number;
}

const cellKey = ([row, col]: GridCell) => `${row}:${col}`;

/**
 * A square of letters selected by dragging a finger or the mouse across them, or by taps: a line's first and last
 * letters, a path's letters one by one and its last one twice. From the keyboard, arrows move, Enter or Space starts a selection, arrows grow it and Enter ends it, Escape
 * drops it. One tab stop for the whole grid.
 */
export function LetterGrid({ grid, mode, found, isLocked, onSelect, disabled, shake }: LetterGridProps) {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const size = grid.length;
  const [selection, setSelection] = useState<GridCell[]>([]);
  const [focus, setFocus] = useState<GridCell>([0, 0]);
  const dragging = useRef(false);
  /** Whether the press under way went across letters: a drag, not a tap. */
  const dragged = useRef(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const isFree = (cell: GridCell) => !isLocked?.(cell);

  const colourOf = useMemo(() => {
    const colours = new Map<string, number>();
    for (const word of found) for (const cell of word.cells) colours.set(cellKey(cell), word.colour);
    return colours;
  }, [found]);

  const finish = (cells: GridCell[]) => {
    setSelection([]);
    if (cells.length >= 2) onSelect(cells);
  };

  const cellFromPoint = (x: number, y: number): GridCell | null => {
    const element = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-cell]');
    const [row, col] = (element?.dataset.cell ?? '').split(':').map(Number);
    return row === undefined || col === undefined || Number.isNaN(row) || Number.isNaN(col) ? null : [row, col];
  };

  const down = (event: PointerEvent<HTMLButtonElement>, cell: GridCell) => {
    if (disabled) return;
    event.preventDefault();
    // Moves are read from the grid under the pointer, whichever button it pressed.
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    setFocus(cell);
    dragging.current = true;
    dragged.current = false;
    const end = selection[selection.length - 1];
    // Tapping a path's last letter again ends it; a line ends with the tap on its last letter (in `up`).
    if (mode === 'path' && selection.length >= 2 && end && sameCell(end, cell)) {
      dragging.current = false;
      finish(selection);
      return;
    }
    const grown = selection.length > 0 ? extendSelection(mode, selection, cell, isFree) : [];
    if (grown.length > selection.length || (mode === 'line' && grown.length > 1)) setSelection(grown);
    else setSelection(isFree(cell) ? [cell] : []);
  };

  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    const cell = cellFromPoint(event.clientX, event.clientY);
    if (!cell) return;
    setSelection((was) => {
      const next = extendSelection(mode, was, cell, isFree);
      if (next.length !== was.length) dragged.current = true;
      return next;
    });
  };

  const up = () => {
    if (!dragging.current) return;
    dragging.current = false;
    // A drag ends its selection when the finger lifts; taps go on until the last letter (see `down`).
    if (dragged.current || (mode === 'line' && selection.length >= 2)) finish(selection);
  };

  const key = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (disabled) return;
    const step = ARROWS[event.key];
    if (step) {
      event.preventDefault();
      const next: GridCell = [
        Math.min(size - 1, Math.max(0, focus[0] + step[0])),
        Math.min(size - 1, Math.max(0, focus[1] + step[1])),
      ];
      setFocus(next);
      buttons.current.get(cellKey(next))?.focus();
      if (selection.length > 0) setSelection((was) => extendSelection(mode, was, next, isFree));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (selection.length === 0) setSelection(isFree(focus) ? [focus] : []);
      else finish(selection);
    } else if (event.key === 'Escape' && selection.length > 0) {
      // Dropping a selection is not leaving the round, which Escape elsewhere asks.
      event.preventDefault();
      event.stopPropagation();
      setSelection([]);
    }
  };

  const fontSize = `clamp(0.95rem, ${Math.round(40 / size)}vmin, ${size <= 6 ? 2 : 1.5}rem)`;
  return (
    <Box
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={() => {
        dragging.current = false;
        setSelection([]);
      }}
      className={shake > 0 && !reduceMotion ? 'umka-trainer-shake' : undefined}
      key={shake}
      style={{ touchAction: 'none', userSelect: 'none', width: '100%', maxWidth: 560, margin: '0 auto' }}
      data-testid="letter-grid"
    >
      <table
        aria-label={t('trainers.words.grid', { size })}
        style={{ width: '100%', tableLayout: 'fixed', borderSpacing: size > 9 ? 2 : 4 }}
      >
        <tbody>
          {grid.map((letters, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the square, which never moves
            <tr key={row}>
              {letters.map((letter, col) => {
                const cell: GridCell = [row, col];
                const id = cellKey(cell);
                const selected = selection.some((chosen) => sameCell(chosen, cell));
                const colour = colourOf.get(id);
                const locked = !isFree(cell);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the row
                  <td key={col} style={{ padding: 0 }}>
                    <UnstyledButton
                      ref={(node) => {
                        if (node) buttons.current.set(id, node);
                        else buttons.current.delete(id);
                      }}
                      data-cell={id}
                      tabIndex={sameCell(focus, cell) ? 0 : -1}
                      onFocus={() => setFocus(cell)}
                      onKeyDown={key}
                      onPointerDown={(event) => down(event, cell)}
                      aria-label={t('trainers.words.cell', { letter, row: row + 1, column: col + 1 })}
                      aria-pressed={selected}
                      aria-disabled={locked || disabled || undefined}
                      data-selected={selected || undefined}
                      data-found={colour !== undefined || undefined}
                      w="100%"
                      style={{
                        aspectRatio: '1',
                        minHeight: 28,
                        display: 'grid',
                        placeItems: 'center',
                        borderRadius: 8,
                        fontWeight: 800,
                        fontSize,
                        lineHeight: 1,
                        color: '#212529',
                        border: `2px solid ${selected ? '#7048e8' : colour !== undefined ? '#495057' : '#dee2e6'}`,
                        background: selected
                          ? '#e5dbff'
                          : colour !== undefined
                            ? FOUND_COLOURS[colour % FOUND_COLOURS.length]
                            : '#fff',
                        cursor: locked ? 'default' : 'pointer',
                      }}
                    >
                      {letter}
                    </UnstyledButton>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
