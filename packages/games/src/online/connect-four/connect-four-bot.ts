import { pick } from '../../common/pick.ts';
import type { Rng } from '../../rng.ts';
import {
  CONNECT_FOUR_COLUMNS as COLUMNS,
  CONNECT_FOUR_DIRECTIONS,
  CONNECT_FOUR_WIN_LENGTH,
  type ConnectFourMove,
  type ConnectFourState,
  connectFour,
  CONNECT_FOUR_ROWS as ROWS,
} from './connect-four.ts';

export const CONNECT_FOUR_BOT_LEVELS = [1, 2, 3] as const;
export type ConnectFourBotLevel = (typeof CONNECT_FOUR_BOT_LEVELS)[number];

/**
 * How far each level looks ahead (in single moves) and how often it plays a random column instead: level 1 is a
 * beatable beginner, level 3 sees every trap seven moves deep.
 */
export const CONNECT_FOUR_BOT_SETTINGS: Record<ConnectFourBotLevel, { depth: number; mistakeRate: number }> = {
  1: { depth: 1, mistakeRate: 0.3 },
  2: { depth: 4, mistakeRate: 0.1 },
  3: { depth: 7, mistakeRate: 0 },
};

const CELLS = COLUMNS * ROWS;
const EMPTY = -1;
const WIN = 1_000_000;
const CENTRE = Math.floor(COLUMNS / 2);
/** Centre columns first: they are usually best, so alpha-beta prunes the rest sooner. */
const ORDER = Array.from({ length: COLUMNS }, (_, i) => i).sort((a, b) => Math.abs(a - CENTRE) - Math.abs(b - CENTRE));

const cell = (column: number, row: number) => column * ROWS + row;
const onBoard = (column: number, row: number) => column >= 0 && column < COLUMNS && row >= 0 && row < ROWS;

/** For every cell, the four-cell windows (by index) that run through it; a win fills one window. */
const { windowsOfCell, windowCount } = (() => {
  const ofCell: number[][] = Array.from({ length: CELLS }, () => []);
  let count = 0;
  for (let column = 0; column < COLUMNS; column++) {
    for (let row = 0; row < ROWS; row++) {
      for (const [dc, dr] of CONNECT_FOUR_DIRECTIONS) {
        if (!onBoard(column + dc * (CONNECT_FOUR_WIN_LENGTH - 1), row + dr * (CONNECT_FOUR_WIN_LENGTH - 1))) continue;
        for (let k = 0; k < CONNECT_FOUR_WIN_LENGTH; k++) ofCell[cell(column + dc * k, row + dr * k)]?.push(count);
        count++;
      }
    }
  }
  return { windowsOfCell: ofCell.map((windows) => Int8Array.from(windows)), windowCount: count };
})();

/**
 * The heuristic worth, for player 0, of a window holding `zeros` discs of player 0 and `ones` of player 1, at index
 * zeros * 5 + ones: only a window one side can still fill counts, more when fuller (an open three is a threat, an open
 * two a start).
 */
const WINDOW_WORTH = Int8Array.from({ length: 25 }, (_, i) => {
  const zeros = Math.floor(i / 5);
  const ones = i % 5;
  if (zeros > 0 && ones > 0) return 0;
  const worth = [0, 0, 2, 5, 0];
  return (worth[zeros] ?? 0) - (worth[ones] ?? 0);
});
/** Centre discs join the most lines. */
const CENTRE_WORTH = 3;

/**
 * A mutable board for the search only: make/undo is far cheaper than copying the JSON state at every node, and the
 * heuristic is kept up to date as discs come and go, so a leaf costs nothing to evaluate.
 */
class SearchBoard {
  readonly discs = new Int8Array(CELLS).fill(EMPTY);
  readonly heights = new Int8Array(COLUMNS);
  /** Discs of player 0 and of player 1 in each window, interleaved. */
  readonly counts = new Int8Array(windowCount * 2);
  filled = 0;
  /** The heuristic from player 0's side. */
  worth = 0;

  constructor(state: ConnectFourState) {
    state.columns.forEach((stack, column) => {
      for (const player of stack) this.make(column, player);
    });
  }

  /** Drops a disc for `player` (0 or 1) into a column that has room; true when it completes four. */
  make(column: number, player: number): boolean {
    const row = this.heights[column] ?? 0;
    const at = cell(column, row);
    this.discs[at] = player;
    this.heights[column] = row + 1;
    this.filled++;
    if (column === CENTRE) this.worth += player === 0 ? CENTRE_WORTH : -CENTRE_WORTH;
    let four = false;
    for (const w of windowsOfCell[at] ?? []) {
      const zeros = this.counts[2 * w] ?? 0;
      const ones = this.counts[2 * w + 1] ?? 0;
      const mine = (player === 0 ? zeros : ones) + 1;
      this.counts[2 * w + player] = mine;
      if (mine === CONNECT_FOUR_WIN_LENGTH) four = true;
      const after = player === 0 ? (zeros + 1) * 5 + ones : zeros * 5 + ones + 1;
      this.worth += (WINDOW_WORTH[after] ?? 0) - (WINDOW_WORTH[zeros * 5 + ones] ?? 0);
    }
    return four;
  }

  undo(column: number): void {
    const row = (this.heights[column] ?? 1) - 1;
    const at = cell(column, row);
    const player = this.discs[at] ?? 0;
    this.discs[at] = EMPTY;
    this.heights[column] = row;
    this.filled--;
    if (column === CENTRE) this.worth -= player === 0 ? CENTRE_WORTH : -CENTRE_WORTH;
    for (const w of windowsOfCell[at] ?? []) {
      const zeros = this.counts[2 * w] ?? 0;
      const ones = this.counts[2 * w + 1] ?? 0;
      this.counts[2 * w + player] = (player === 0 ? zeros : ones) - 1;
      const before = player === 0 ? (zeros - 1) * 5 + ones : zeros * 5 + ones - 1;
      this.worth += (WINDOW_WORTH[before] ?? 0) - (WINDOW_WORTH[zeros * 5 + ones] ?? 0);
    }
  }

  isFull(column: number): boolean {
    return (this.heights[column] ?? ROWS) >= ROWS;
  }
}

/** Negamax with alpha-beta: the best score `player` (to move) can force, looking `depth` moves ahead. */
function negamax(board: SearchBoard, depth: number, alpha: number, beta: number, player: number, ply: number): number {
  let best = Number.NEGATIVE_INFINITY;
  for (const column of ORDER) {
    const score = scoreMove(board, column, depth, alpha, beta, player, ply);
    if (score === null) continue;
    if (score > best) best = score;
    if (score > alpha) alpha = score;
    if (alpha >= beta) break;
  }
  return best;
}

/** The score of dropping into `column` for `player`, or null when the column is full. */
function scoreMove(
  board: SearchBoard,
  column: number,
  depth: number,
  alpha: number,
  beta: number,
  player: number,
  ply: number,
): number | null {
  if (board.isFull(column)) return null;
  let score: number;
  // A sooner win scores higher, so the bot finishes rather than dawdles, and delays a loss it cannot avoid.
  if (board.make(column, player)) score = WIN - ply;
  else if (board.filled === CELLS) score = 0;
  else if (depth <= 1) score = player === 0 ? board.worth : -board.worth;
  else score = -negamax(board, depth - 1, -beta, -alpha, 1 - player, ply + 1);
  board.undo(column);
  return score;
}

/**
 * The bot's move for the player to move: minimax (negamax with alpha-beta) to the level's depth, a random pick among
 * equally good columns, and at the lower levels an occasional random column. Always a legal move.
 */
export function botMove(state: ConnectFourState, level: ConnectFourBotLevel, rng: Rng): ConnectFourMove {
  const [first, ...rest] = connectFour.legalMoves(state);
  if (!first) throw new Error('the game is over: there is no move to make');
  const { depth, mistakeRate } = CONNECT_FOUR_BOT_SETTINGS[level];
  if (mistakeRate > 0 && rng.next() < mistakeRate) return pick(rng, [first, ...rest]);

  const board = new SearchBoard(state);
  let best = Number.NEGATIVE_INFINITY;
  let bestColumns: [number, ...number[]] = [first.column];
  for (const column of ORDER) {
    // A window just below the best so far keeps ties exact (to choose among them) while still pruning worse moves.
    const score = scoreMove(board, column, depth, best - 1, Number.POSITIVE_INFINITY, state.turn, 1);
    if (score === null) continue;
    if (score > best) {
      best = score;
      bestColumns = [column];
    } else if (score === best) {
      bestColumns.push(column);
    }
  }
  return { column: pick(rng, bestColumns) };
}
