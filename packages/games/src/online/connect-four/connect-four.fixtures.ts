import fc from 'fast-check';
import type { BoardCell } from '../turn-game.ts';
import { CONNECT_FOUR_COLUMNS, CONNECT_FOUR_ROWS, type ConnectFourState, connectFour } from './connect-four.ts';

/** Plays a written-down game ("3342…": a column per move, player 0 first); throws on an illegal move. */
export function playColumns(columns: string): ConnectFourState {
  return [...columns].reduce(
    (state, column) => connectFour.apply(state, state.turn, { column: Number(column) }),
    connectFour.start(2, 0),
  );
}

/**
 * Every state of a game played from random column choices: a full column passes the choice on to the next column with
 * room, and play stops when the game ends. Fast-check shrinks the choices to a short game.
 */
export function playChoices(choices: readonly number[]): ConnectFourState[] {
  const states = [connectFour.start(2, 0)];
  for (const choice of choices) {
    const state = states[states.length - 1] as ConnectFourState;
    if (state.outcome.status !== 'playing') break;
    const open = connectFour.legalMoves(state).map((move) => move.column);
    const column = open.find((c) => c >= choice) ?? (open[0] as number);
    states.push(connectFour.apply(state, state.turn, { column }));
  }
  return states;
}

/**
 * The states of a random game, long enough to reach full columns, wins and full boards. Unbiased and at full size,
 * because fast-check's usual short arrays of small numbers pile a few discs up on the left and only ever make
 * horizontal fours.
 */
export const randomGame: fc.Arbitrary<ConnectFourState[]> = fc
  .noBias(
    fc.array(fc.nat({ max: CONNECT_FOUR_COLUMNS - 1 }), {
      maxLength: CONNECT_FOUR_COLUMNS * CONNECT_FOUR_ROWS,
      size: 'max',
    }),
  )
  .map(playChoices);

/** One random state of a random game (finished ones included). */
export const randomState: fc.Arbitrary<ConnectFourState> = randomGame.chain((states) => fc.constantFrom(...states));

export interface Four {
  player: number;
  cells: BoardCell[];
  /** Which way the line runs: a rising diagonal goes up to the right, a falling one down to the right. */
  direction: 'horizontal' | 'vertical' | 'rising' | 'falling';
}

/** Brute force, independent of the rules' own check: every four-cell window on the board filled by one player. */
export function allFours(state: ConnectFourState): Four[] {
  const disc = (column: number, row: number) => state.columns[column]?.[row];
  const fours: Four[] = [];
  const steps = [
    { dc: 1, dr: 0, direction: 'horizontal' },
    { dc: 0, dr: 1, direction: 'vertical' },
    { dc: 1, dr: 1, direction: 'rising' },
    { dc: 1, dr: -1, direction: 'falling' },
  ] as const;
  for (let column = 0; column < CONNECT_FOUR_COLUMNS; column++) {
    for (let row = 0; row < CONNECT_FOUR_ROWS; row++) {
      for (const { dc, dr, direction } of steps) {
        const cells = [0, 1, 2, 3].map((k) => ({ column: column + dc * k, row: row + dr * k }));
        const players = new Set(cells.map((c) => disc(c.column, c.row)));
        const [player] = players;
        if (players.size === 1 && player !== undefined) fours.push({ player, cells, direction });
      }
    }
  }
  return fours;
}

export const cellKey = (cell: BoardCell) => `${cell.column}:${cell.row}`;

/** Freezes a state all the way down, so any mutation by the rules throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
