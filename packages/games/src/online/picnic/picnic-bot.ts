import { pick } from '../../common/pick.ts';
import type { Rng } from '../../rng.ts';
import { type PicnicPlayer, type PicnicState, picnic } from './picnic.ts';
import { type PicnicCard, type PicnicMove, sumOf } from './picnic-cards.ts';

export const PICNIC_BOT_LEVELS = [1, 2, 3] as const;
export type PicnicBotLevel = (typeof PICNIC_BOT_LEVELS)[number];

/**
 * How often each level plays a random legal card instead of its rule. Level 1 also ignores whether a basket can still
 * be finished; level 3 also takes the card the next player is waiting for.
 */
export const PICNIC_BOT_MISTAKE_RATES: Record<PicnicBotLevel, number> = { 1: 0.35, 2: 0.15, 3: 0.03 };

/** Whether some of `values` add up to exactly `sum` (sums stay within twenty, so a table of reachable sums is small). */
export function canMake(values: readonly number[], sum: number): boolean {
  if (sum < 0) return false;
  const reachable = Array.from({ length: sum + 1 }, (_, at) => at === 0);
  for (const value of values) for (let at = sum; at >= value; at--) if (reachable[at - value]) reachable[at] = true;
  return reachable[sum] === true;
}

const cardValue = (cards: readonly PicnicCard[], id: number): number =>
  cards.find((card) => card.id === id)?.value ?? 0;

/** The largest of these moves by card value, ties broken by the rng. */
function largest(rng: Rng, moves: readonly PicnicMove[], cards: readonly PicnicCard[]): PicnicMove {
  const top = Math.max(...moves.map((move) => cardValue(cards, move.card)));
  const best = moves.filter((move) => cardValue(cards, move.card) === top);
  return pick(rng, best as [PicnicMove, ...PicnicMove[]]);
}

/** The next player still in the game after the one to move, and the number that player's basket is missing. */
function nextGap(state: PicnicState): number | null {
  for (let step = 1; step < state.players.length; step++) {
    const player = state.players[(state.turn + step) % state.players.length];
    if (player && !player.out) return player.target - sumOf(player.basket);
  }
  return null;
}

/** What the mover's basket is missing to be full. */
function gapOf(state: PicnicState): number {
  const player = state.players[state.turn] as PicnicPlayer;
  return player.target - sumOf(player.basket);
}

function takeByRule(state: PicnicState, takes: readonly PicnicMove[], level: PicnicBotLevel, rng: Rng): PicnicMove {
  const gap = gapOf(state);
  const value = (move: PicnicMove) => cardValue(state.blanket, move.card);
  const completing = takes.filter((move) => value(move) === gap);
  if (completing.length > 0) return largest(rng, completing, state.blanket);
  if (level === 1) return largest(rng, takes, state.blanket);
  // A card is good when what is left on the blanket could still finish the basket after it.
  const finishable = takes.filter((move) =>
    canMake(
      state.blanket.filter((card) => card.id !== move.card).map((card) => card.value),
      gap - value(move),
    ),
  );
  const good = finishable.length > 0 ? finishable : takes;
  const waitedFor = nextGap(state);
  const denying = level === 3 ? good.filter((move) => value(move) === waitedFor) : [];
  return largest(rng, denying.length > 0 ? denying : good, state.blanket);
}

/** When stuck: give back the smallest card after which one blanket card finishes the basket, else the largest. */
function putBackByRule(state: PicnicState, putBacks: readonly PicnicMove[], rng: Rng): PicnicMove {
  const { basket } = state.players[state.turn] as PicnicPlayer;
  const gap = gapOf(state);
  const onBlanket = new Set(state.blanket.map((card) => card.value));
  const reopening = putBacks.filter((move) => onBlanket.has(gap + cardValue(basket, move.card)));
  if (reopening.length === 0) return largest(rng, putBacks, basket);
  const smallest = Math.min(...reopening.map((move) => cardValue(basket, move.card)));
  return pick(
    rng,
    reopening.filter((move) => cardValue(basket, move.card) === smallest) as [PicnicMove, ...PicnicMove[]],
  );
}

/**
 * The bot's move for the player to move: finish the basket when a card does it, else the largest card that keeps the
 * basket finishable (level 3 prefers the card the next player needs); sometimes, more often at lower levels, a random
 * legal card. Always a legal move.
 */
export function botMove(state: PicnicState, level: PicnicBotLevel, rng: Rng): PicnicMove {
  const [first, ...rest] = picnic.legalMoves(state);
  if (!first) throw new Error('the picnic is over: there is no move to make');
  const moves: [PicnicMove, ...PicnicMove[]] = [first, ...rest];
  if (rng.next() < PICNIC_BOT_MISTAKE_RATES[level]) return pick(rng, moves);
  const takes = moves.filter((move) => move.kind === 'take');
  return takes.length > 0 ? takeByRule(state, takes, level, rng) : putBackByRule(state, moves, rng);
}
