import { z } from 'zod';
import {
  basketMoves,
  cardAt,
  fits,
  moveCard,
  PICNIC_BLANKET_SIZE,
  type PicnicCard,
  type PicnicMove,
  picnicMove,
  sameMove,
  sumOf,
  targetAt,
} from './picnic-cards.ts';

/** A single round lasts a minute and a half. */
export const PICNIC_SINGLE_MS = 90_000;
/**
 * The fastest honest move: see the numbers, add, tap. Deliberately low (refusing an honest quick child costs more
 * than letting a barely-possible round through); the miss pause is what makes guessing slow.
 */
export const PICNIC_SINGLE_MIN_MOVE_MS = 300;
/** After a card that does not fit, the basket wobbles this long before it takes the next move. */
export const PICNIC_SINGLE_MISS_PAUSE_MS = 1000;

/** A move and when it was made, in ms since the round started (the server replays the list against the clock). */
export const picnicSingleMove = picnicMove.extend({ ms: z.number().min(0) });
export type PicnicSingleMove = z.infer<typeof picnicSingleMove>;

export const PICNIC_SINGLE_REFUSALS = ['ILLEGAL_MOVE', 'TOO_FAST', 'TIME_UP'] as const;
export type PicnicSingleRefusal = (typeof PICNIC_SINGLE_REFUSALS)[number];

export class PicnicSingleError extends Error {
  readonly code: PicnicSingleRefusal;

  constructor(code: PicnicSingleRefusal) {
    super(code);
    this.name = 'PicnicSingleError';
    this.code = code;
  }
}

/** A plain JSON object, never mutated. Cards come from the seed's endless deck (`cardAt`), so it is never stored. */
export interface PicnicSingleState {
  readonly seed: number;
  readonly blanket: readonly PicnicCard[];
  readonly basket: readonly PicnicCard[];
  readonly target: number;
  readonly basketsStarted: number;
  /** Cards dealt so far; the next fresh card is `cardAt(seed, drawn)`. */
  readonly drawn: number;
  /** Full baskets, and their targets added up: the round's score. */
  readonly baskets: number;
  readonly points: number;
  /** Taps on cards that did not fit. */
  readonly misses: number;
  /** When the last move came, in ms since the start. */
  readonly lastMs: number;
  /** No move is taken before this (the pause after a miss). */
  readonly pausedUntilMs: number;
}

/**
 * The picnic alone against the clock: the same blanket and baskets as the game for several players, but every turn is
 * yours and the clock is the opponent. Fill as many baskets as you can in 90 seconds; a full basket scores its target. Tapping a card
 * that does not fit is a miss: it is not taken, and the basket wobbles for a second.
 */
export function startPicnicSingle(seed: number): PicnicSingleState {
  return {
    seed,
    blanket: Array.from({ length: PICNIC_BLANKET_SIZE }, (_, index) => cardAt(seed, index)),
    basket: [],
    target: targetAt(seed, 0),
    basketsStarted: 1,
    drawn: PICNIC_BLANKET_SIZE,
    baskets: 0,
    points: 0,
    misses: 0,
    lastMs: 0,
    pausedUntilMs: 0,
  };
}

/** The moves that go into the basket (or, when nothing fits, out of it); a miss is accepted but not listed. */
export const picnicSingleLegalMoves = (state: PicnicSingleState): PicnicMove[] =>
  basketMoves(state.blanket, state.basket, state.target);

/** A tap on a blanket card that would make the basket go over its target. */
function isMiss(state: PicnicSingleState, move: PicnicMove): boolean {
  const card = state.blanket.find((each) => each.id === move.card);
  return move.kind === 'take' && card !== undefined && !fits(card, sumOf(state.basket), state.target);
}

/** Why a move (untrusted wire input) is refused, or null when it is taken (as a move or as a miss). */
export function picnicSingleRefusal(state: PicnicSingleState, move: unknown): PicnicSingleRefusal | null {
  const parsed = picnicSingleMove.safeParse(move);
  if (!parsed.success) return 'ILLEGAL_MOVE';
  const { ms, ...play } = parsed.data;
  if (ms > PICNIC_SINGLE_MS) return 'TIME_UP';
  if (ms < state.lastMs + PICNIC_SINGLE_MIN_MOVE_MS || ms < state.pausedUntilMs) return 'TOO_FAST';
  if (isMiss(state, play)) return null;
  return picnicSingleLegalMoves(state).some((legal) => sameMove(legal, play)) ? null : 'ILLEGAL_MOVE';
}

/** The state after a move; throws a PicnicSingleError on a move `picnicSingleRefusal` refuses. */
export function applyPicnicSingle(state: PicnicSingleState, move: PicnicSingleMove): PicnicSingleState {
  const refused = picnicSingleRefusal(state, move);
  if (refused) throw new PicnicSingleError(refused);
  if (isMiss(state, move))
    return {
      ...state,
      misses: state.misses + 1,
      lastMs: move.ms,
      pausedUntilMs: move.ms + PICNIC_SINGLE_MISS_PAUSE_MS,
    };
  const moved = moveCard(state.blanket, state.basket, move, cardAt(state.seed, state.drawn));
  const drawn = state.drawn + (moved.refilled ? 1 : 0);
  const common = { ...state, blanket: moved.blanket, drawn, lastMs: move.ms };
  if (sumOf(moved.basket) !== state.target) return { ...common, basket: moved.basket };
  return {
    ...common,
    basket: [],
    target: targetAt(state.seed, state.basketsStarted),
    basketsStarted: state.basketsStarted + 1,
    baskets: state.baskets + 1,
    points: state.points + state.target,
  };
}

export type PicnicSingleReplay =
  | { status: 'ok'; state: PicnicSingleState }
  | { status: 'rejected'; reason: PicnicSingleRefusal; index: number };

/** The server's check of a finished round: every move replayed in order against the seed and the clock. */
export function replayPicnicSingle(seed: number, moves: readonly unknown[]): PicnicSingleReplay {
  let state = startPicnicSingle(seed);
  for (const [index, move] of moves.entries()) {
    const reason = picnicSingleRefusal(state, move);
    if (reason) return { status: 'rejected', reason, index };
    state = applyPicnicSingle(state, picnicSingleMove.parse(move));
  }
  return { status: 'ok', state };
}
