import { CONNECT_FOUR_COLUMNS, CONNECT_FOUR_ROWS, type ConnectFourState } from '@umka/games';
import { type CSSProperties, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DiscArt } from './discArt.tsx';
import './connectFour.css';

const CELL = 100;
/** Room above the board for the disc about to be dropped. */
const HEAD = CELL;
const RADIUS = 38;
const WIDTH = CONNECT_FOUR_COLUMNS * CELL;
const HEIGHT = HEAD + CONNECT_FOUR_ROWS * CELL;
const COLUMNS = Array.from({ length: CONNECT_FOUR_COLUMNS }, (_, column) => column);
const ROWS = Array.from({ length: CONNECT_FOUR_ROWS }, (_, row) => row);

const cx = (column: number) => column * CELL + CELL / 2;
/** Row 0 is the bottom row. */
const cy = (row: number) => HEAD + (CONNECT_FOUR_ROWS - 1 - row) * CELL + CELL / 2;

export interface ConnectFourBoardProps {
  state: ConnectFourState;
  /** Whose disc waits above the board: the player at this device, null for a watcher. */
  player: number | null;
  /** It is this player's turn and nothing is on its way. */
  canDrop: boolean;
  onDrop: (column: number) => void;
}

const isFull = (state: ConnectFourState, column: number) => (state.columns[column]?.length ?? 0) >= CONNECT_FOUR_ROWS;

/**
 * Connect four's 7 × 6 board. Each column is a button over the picture, so a click, a tap or the keyboard drops a
 * disc: arrow keys (and Home, End) choose the column, Enter or Space drops. The newest disc falls into place (not
 * for players who asked for less motion) and a winning line glows.
 */
export function ConnectFourBoard({ state, player, canDrop, onDrop }: ConnectFourBoardProps) {
  const { t } = useTranslation();
  const [cursor, setCursor] = useState(Math.floor(CONNECT_FOUR_COLUMNS / 2));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const outcome = state.outcome;
  const winning = new Set(
    outcome.status === 'won' ? (outcome.line ?? []).map((cell) => `${cell.column}:${cell.row}`) : [],
  );
  const last = state.lastMove;

  const choose = (column: number) => {
    const next = Math.min(CONNECT_FOUR_COLUMNS - 1, Math.max(0, column));
    setCursor(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: cursor - 1,
      ArrowRight: cursor + 1,
      Home: 0,
      End: CONNECT_FOUR_COLUMNS - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  const drop = (column: number) => {
    setCursor(column);
    if (canDrop && !isFull(state, column)) onDrop(column);
  };

  const ghost = canDrop && player !== null && !isFull(state, cursor) ? player : null;

  return (
    <div className="umka-c4" data-testid="connect-four-board">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true">
        {ghost !== null ? (
          <g transform={`translate(${cx(cursor)} ${HEAD / 2})`} opacity={0.6}>
            <DiscArt player={ghost} radius={RADIUS} />
          </g>
        ) : null}
        <rect x={0} y={HEAD} width={WIDTH} height={HEIGHT - HEAD} rx={28} fill="#228be6" />
        {ghost !== null ? (
          <rect
            x={cursor * CELL + 6}
            y={HEAD + 6}
            width={CELL - 12}
            height={HEIGHT - HEAD - 12}
            rx={20}
            fill="#fff"
            opacity={0.18}
          />
        ) : null}
        {COLUMNS.flatMap((column) =>
          ROWS.map((row) => (
            <circle key={`hole-${column}:${row}`} cx={cx(column)} cy={cy(row)} r={RADIUS} fill="#e7f5ff" />
          )),
        )}
        {COLUMNS.flatMap((column) =>
          (state.columns[column] ?? []).map((disc, row) => {
            const newest = last?.column === column && last.row === row;
            const from = { '--umka-c4-from': `${-(cy(row) - HEAD / 2)}px` } as CSSProperties;
            return (
              // A disc never moves once dropped: its cell is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <g key={`${column}:${row}`} transform={`translate(${cx(column)} ${cy(row)})`}>
                <g className={newest ? 'umka-c4-drop' : undefined} style={newest ? from : undefined} data-disc={disc}>
                  <DiscArt player={disc} radius={RADIUS} />
                </g>
                {winning.has(`${column}:${row}`) ? (
                  <circle className="umka-c4-win" r={RADIUS + 4} fill="none" stroke="#fff" strokeWidth={8} data-win />
                ) : null}
              </g>
            );
          }),
        )}
      </svg>
      {/* The arrow keys move between the column buttons inside. */}
      <fieldset className="umka-c4-columns" aria-label={t('online.connect4.board')} onKeyDown={onKeyDown}>
        {COLUMNS.map((column) => {
          const full = isFull(state, column);
          return (
            <button
              key={column}
              ref={(element) => {
                buttons.current[column] = element;
              }}
              type="button"
              className="umka-c4-column"
              tabIndex={column === cursor ? 0 : -1}
              aria-label={t(full ? 'online.connect4.columnFull' : 'online.connect4.column', { number: column + 1 })}
              aria-disabled={!canDrop || full}
              onClick={() => drop(column)}
              onFocus={() => setCursor(column)}
              onPointerEnter={() => setCursor(column)}
            />
          );
        })}
      </fieldset>
    </div>
  );
}
