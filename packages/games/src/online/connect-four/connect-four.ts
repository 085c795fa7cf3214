import { z } from 'zod';
import { type BoardCell, type GameOutcome, type TurnGame, TurnMoveError, type TurnRefusal } from '../turn-game.ts';

export const CONNECT_FOUR_COLUMNS = 7;
export const CONNECT_FOUR_ROWS = 6;
export const CONNECT_FOUR_WIN_LENGTH = 4;

/** Right, up, and the two diagonals; each line is walked both ways from a disc. */
export const CONNECT_FOUR_DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
];

export const connectFourMove = z.object({
  column: z
    .number()
    .int()
    .min(0)
    .max(CONNECT_FOUR_COLUMNS - 1),
});
export type ConnectFourMove = z.infer<typeof connectFourMove>;

/**
 * A plain JSON object. Discs are player indices (0 or 1); `columns[c]` is column c's stack from the bottom up, so the
 * disc at (column, row) is `columns[column][row]` with row 0 at the bottom.
 */
export interface ConnectFourState {
  readonly columns: readonly (readonly number[])[];
  /** The player to move; after the end, the one who would have moved next. */
  readonly turn: number;
  readonly lastMove: BoardCell | null;
  readonly outcome: GameOutcome;
  /** Set when the game ended because this player ran out of time or left. */
  readonly forfeitedBy: number | null;
}

export function discAt(state: ConnectFourState, column: number, row: number): number | null {
  return state.columns[column]?.[row] ?? null;
}

/** Every cell of the runs of four or more through `at` (a run can be longer, and two directions can win at once). */
export function winningLine(columns: readonly (readonly number[])[], at: BoardCell): BoardCell[] {
  const player = columns[at.column]?.[at.row];
  if (player === undefined) return [];
  const line: BoardCell[] = [];
  for (const [dc, dr] of CONNECT_FOUR_DIRECTIONS) {
    const run: BoardCell[] = [];
    for (const sign of [1, -1]) {
      let column = at.column + sign * dc;
      let row = at.row + sign * dr;
      while (columns[column]?.[row] === player) {
        run.push({ column, row });
        column += sign * dc;
        row += sign * dr;
      }
    }
    if (run.length + 1 >= CONNECT_FOUR_WIN_LENGTH) line.push(...run);
  }
  if (line.length === 0) return [];
  line.push(at);
  return line.sort((a, b) => a.column - b.column || a.row - b.row);
}

function isFull(columns: readonly (readonly number[])[]): boolean {
  return columns.every((column) => column.length === CONNECT_FOUR_ROWS);
}

function start(players: number): ConnectFourState {
  if (players !== 2) throw new RangeError(`connect four is for two players, not ${players}`);
  return {
    columns: Array.from({ length: CONNECT_FOUR_COLUMNS }, () => []),
    turn: 0,
    lastMove: null,
    outcome: { status: 'playing' },
    forfeitedBy: null,
  };
}

function legalMoves(state: ConnectFourState): ConnectFourMove[] {
  if (state.outcome.status !== 'playing') return [];
  const moves: ConnectFourMove[] = [];
  state.columns.forEach((stack, column) => {
    if (stack.length < CONNECT_FOUR_ROWS) moves.push({ column });
  });
  return moves;
}

function refusal(state: ConnectFourState, player: number, move: unknown): TurnRefusal | null {
  if (state.outcome.status !== 'playing') return 'GAME_OVER';
  if (player !== state.turn) return 'NOT_YOUR_TURN';
  const parsed = connectFourMove.safeParse(move);
  if (!parsed.success) return 'ILLEGAL_MOVE';
  const stack = state.columns[parsed.data.column];
  return stack && stack.length < CONNECT_FOUR_ROWS ? null : 'ILLEGAL_MOVE';
}

function apply(state: ConnectFourState, player: number, move: ConnectFourMove): ConnectFourState {
  const refused = refusal(state, player, move);
  if (refused) throw new TurnMoveError(refused);
  // A -0 from the wire becomes 0 here, as JSON would make it anyway: a stored state must read back equal.
  const dropped = move.column | 0;
  // Untouched columns are shared with the previous state: states are never mutated, so sharing is safe.
  const columns = state.columns.map((stack, column) => (column === dropped ? [...stack, player] : stack));
  const at = { column: dropped, row: state.columns[dropped]?.length ?? 0 };
  const line = winningLine(columns, at);
  const outcome: GameOutcome =
    line.length > 0
      ? { status: 'won', winner: player, line }
      : isFull(columns)
        ? { status: 'draw' }
        : { status: 'playing' };
  return { columns, turn: 1 - player, lastMove: at, outcome, forfeitedBy: null };
}

function forfeit(state: ConnectFourState, player: number): ConnectFourState {
  if (player !== 0 && player !== 1) throw new RangeError(`no player ${player} in connect four`);
  // A timer or a leave that races the final move must not overturn a finished game.
  if (state.outcome.status !== 'playing') return state;
  return { ...state, outcome: { status: 'won', winner: 1 - player }, forfeitedBy: player };
}

/** Connect four: 7 columns × 6 rows, gravity, player 0 moves first; four in a row in any direction wins. */
export const connectFour: TurnGame<ConnectFourState, ConnectFourMove> = {
  id: 'connect4',
  minPlayers: 2,
  maxPlayers: 2,
  // The seed is unused: the board starts empty, and the server decides who is player 0.
  start: (players) => start(players),
  toMove: (state) => state.turn,
  legalMoves,
  refusal,
  apply,
  outcome: (state) => state.outcome,
  move: connectFourMove,
  forfeit,
};
