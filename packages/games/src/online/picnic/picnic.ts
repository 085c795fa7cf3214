import { createRng } from '../../rng.ts';
import { type GameOutcome, type TurnGame, TurnMoveError, type TurnRefusal } from '../turn-game.ts';
import {
  basketMoves,
  moveCard,
  PICNIC_BLANKET_SIZE,
  PICNIC_DECK_VALUES,
  PICNIC_ITEMS,
  type PicnicCard,
  type PicnicItem,
  type PicnicMove,
  picnicMove,
  sameMove,
  sumOf,
  targetAt,
} from './picnic-cards.ts';

/** Every player gets this many turns: 20 to 40 moves, two to four minutes at a child's pace. */
export const PICNIC_ROUNDS = 10;
/** The move timer; when it runs out the turn is skipped (the game is not lost). */
export const PICNIC_MOVE_SECONDS = 20;
export const PICNIC_MIN_PLAYERS = 2;
export const PICNIC_MAX_PLAYERS = 4;

export interface PicnicPlayer {
  /** The sum this player's basket must make exactly. */
  readonly target: number;
  /** The basket being filled; its sum never goes over the target. */
  readonly basket: readonly PicnicCard[];
  /** Full baskets, each worth its target in points. */
  readonly filled: readonly (readonly PicnicCard[])[];
  readonly turns: number;
  /** Left the game: no more turns, and cannot win. */
  readonly out: boolean;
}

/** What happened last, for the screen to show: a move, or a turn skipped by the timer (`move` null). */
export interface PicnicLast {
  readonly player: number;
  readonly move: PicnicMove | null;
  /** The move filled the basket. */
  readonly filled: boolean;
}

/** A plain JSON object, never mutated. Every card of the deal is in exactly one place: deck, blanket, a basket. */
export interface PicnicState {
  readonly seed: number;
  readonly players: readonly PicnicPlayer[];
  /** Face-up cards anyone may take. */
  readonly blanket: readonly PicnicCard[];
  /** Face-down cards, the next first. */
  readonly deck: readonly PicnicCard[];
  /** Baskets started so far: the next basket's target is `targetAt(seed, basketsStarted)`. */
  readonly basketsStarted: number;
  /** The player to move; after the end, the one who would have moved next. */
  readonly turn: number;
  readonly last: PicnicLast | null;
}

function start(players: number, seed: number): PicnicState {
  if (!Number.isInteger(players) || players < PICNIC_MIN_PLAYERS || players > PICNIC_MAX_PLAYERS)
    throw new RangeError(`the picnic is for ${PICNIC_MIN_PLAYERS}–${PICNIC_MAX_PLAYERS} players, not ${players}`);
  const rng = createRng(seed);
  const values = [...PICNIC_DECK_VALUES];
  for (let i = values.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [values[i], values[j]] = [values[j] as number, values[i] as number];
  }
  const cards = values.map(
    (value, id): PicnicCard => ({
      id,
      item: PICNIC_ITEMS[rng.int(0, PICNIC_ITEMS.length - 1)] as PicnicItem,
      value,
    }),
  );
  return {
    seed,
    players: Array.from({ length: players }, (_, seat) => ({
      target: targetAt(seed, seat),
      basket: [],
      filled: [],
      turns: 0,
      out: false,
    })),
    blanket: cards.slice(0, PICNIC_BLANKET_SIZE),
    deck: cards.slice(PICNIC_BLANKET_SIZE),
    basketsStarted: players,
    turn: 0,
    last: null,
  };
}

/** A player's points: every full basket scores its target, so every number in a full basket counts. */
export const picnicScore = (player: PicnicPlayer): number =>
  player.filled.reduce((points, basket) => points + sumOf(basket), 0);

/** The moves open to a seat, whatever the turn. */
function movesOf(state: PicnicState, seat: number): PicnicMove[] {
  const player = state.players[seat];
  return player ? basketMoves(state.blanket, player.basket, player.target) : [];
}

function isOver(state: PicnicState): boolean {
  const playing = state.players.filter((player) => !player.out);
  // The deck holds a card for every turn of the biggest game, so the player to move always has a move until then.
  return playing.length <= 1 || playing.every((player) => player.turns >= PICNIC_ROUNDS);
}

/** The next seat after `seat` still in the game. */
function nextSeat(players: readonly PicnicPlayer[], seat: number): number {
  for (let step = 1; step <= players.length; step++) {
    const next = (seat + step) % players.length;
    if (!players[next]?.out) return next;
  }
  return seat;
}

function legalMoves(state: PicnicState): PicnicMove[] {
  return isOver(state) ? [] : movesOf(state, state.turn);
}

function refusal(state: PicnicState, player: number, move: unknown): TurnRefusal | null {
  if (isOver(state)) return 'GAME_OVER';
  if (player !== state.turn) return 'NOT_YOUR_TURN';
  const parsed = picnicMove.safeParse(move);
  if (!parsed.success) return 'ILLEGAL_MOVE';
  return movesOf(state, player).some((legal) => sameMove(legal, parsed.data)) ? null : 'ILLEGAL_MOVE';
}

/** The players with `seat` replaced, and the turn passed on. */
function afterTurn(state: PicnicState, seat: number, player: PicnicPlayer): PicnicState['players'] {
  return state.players.map((each, i) => (i === seat ? { ...player, turns: player.turns + 1 } : each));
}

function apply(state: PicnicState, seat: number, move: PicnicMove): PicnicState {
  const refused = refusal(state, seat, move);
  if (refused) throw new TurnMoveError(refused);
  const player = state.players[seat] as PicnicPlayer;
  const moved = moveCard(state.blanket, player.basket, move, state.deck[0] ?? null);
  const full = sumOf(moved.basket) === player.target;
  const updated: PicnicPlayer = full
    ? {
        ...player,
        target: targetAt(state.seed, state.basketsStarted),
        basket: [],
        filled: [...player.filled, moved.basket],
      }
    : { ...player, basket: moved.basket };
  const players = afterTurn(state, seat, updated);
  return {
    ...state,
    players,
    blanket: moved.blanket,
    deck: moved.refilled ? state.deck.slice(1) : state.deck,
    basketsStarted: state.basketsStarted + (full ? 1 : 0),
    turn: nextSeat(players, seat),
    last: { player: seat, move: { kind: move.kind, card: move.card }, filled: full },
  };
}

function outcome(state: PicnicState): GameOutcome {
  if (!isOver(state)) return { status: 'playing' };
  const playing = state.players.flatMap((player, seat) => (player.out ? [] : [{ seat, score: picnicScore(player) }]));
  const best = Math.max(...playing.map((each) => each.score));
  const winners = playing.filter((each) => each.score === best);
  return winners.length === 1 && winners[0] ? { status: 'won', winner: winners[0].seat } : { status: 'draw' };
}

/**
 * How the game ended for each seat, for the records: the best score wins, a shared best score is a draw for those who
 * share it, everyone else (and whoever left) lost. Null while the game goes on.
 */
export function picnicResults(state: PicnicState): ('won' | 'draw' | 'lost')[] | null {
  const result = outcome(state);
  if (result.status === 'playing') return null;
  if (result.status === 'won') return state.players.map((_, seat) => (seat === result.winner ? 'won' : 'lost'));
  const best = Math.max(...state.players.filter((player) => !player.out).map(picnicScore));
  return state.players.map((player) => (!player.out && picnicScore(player) === best ? 'draw' : 'lost'));
}

function forfeit(state: PicnicState, seat: number): PicnicState {
  const player = state.players[seat];
  if (!player) throw new RangeError(`no player ${seat} in this picnic`);
  // A timer or a leave that races the final move must not overturn a finished game; leaving twice changes nothing.
  if (isOver(state) || player.out) return state;
  const players = state.players.map((each, i) => (i === seat ? { ...each, out: true } : each));
  return { ...state, players, turn: seat === state.turn ? nextSeat(players, seat) : state.turn };
}

/** A turn whose timer ran out is skipped: a slow child loses a turn, not the game. A stale timer changes nothing. */
function timeout(state: PicnicState, seat: number): PicnicState {
  const player = state.players[seat];
  if (!player || isOver(state) || seat !== state.turn) return state;
  const players = afterTurn(state, seat, player);
  return { ...state, players, turn: nextSeat(players, seat), last: { player: seat, move: null, filled: false } };
}

/**
 * The summer picnic, for 2–4 players.
 *
 * - Cards with picnic things and a number 1–9 lie on the blanket (8 face up, the rest in a deck).
 * - Every player has a basket with a target number (10–20). On your turn you put one card from the blanket into your
 *   basket; the basket may never go over its target, so only cards that fit can be taken.
 * - When the basket makes its target exactly, it is full: it scores its target in points (a full 14 scores 14), and
 *   you start a new basket with a new target.
 * - If no card fits, you put one card from your basket back on the blanket instead (a little subtraction, and the
 *   others may use it).
 * - A taken card's place is filled from the deck. Everyone has 10 turns; a turn whose timer (20 s) runs out is
 *   skipped. The most points wins; a shared best score is a draw.
 * - A player who leaves is out. With two players left the other one wins; with more, the rest play on.
 *
 * The choices are real: which card keeps your basket easy to finish, which card the next player is waiting for, and
 * which card to give back when stuck.
 */
export const picnic: TurnGame<PicnicState, PicnicMove> = {
  id: 'picnic',
  minPlayers: PICNIC_MIN_PLAYERS,
  maxPlayers: PICNIC_MAX_PLAYERS,
  start,
  toMove: (state) => state.turn,
  legalMoves,
  refusal,
  apply,
  outcome,
  move: picnicMove,
  forfeit,
  timeout,
};
