import { z } from 'zod';
import { createRng } from '../../rng.ts';

/** What the picnic cards show; the number on a card is what counts, the picture is for fun. */
export const PICNIC_ITEMS = [
  'apple',
  'pear',
  'sandwich',
  'berries',
  'juice',
  'cheese',
  'cookie',
  'watermelon',
  'carrot',
  'cake',
] as const;
export type PicnicItem = (typeof PICNIC_ITEMS)[number];

export interface PicnicCard {
  /** Unique in a game: a move names the card it takes or puts back. */
  readonly id: number;
  readonly item: PicnicItem;
  /** 1–9. */
  readonly value: number;
}

/** Baskets ask for sums within twenty: the addition a 7–10-year-old practises. */
export const PICNIC_MIN_TARGET = 10;
export const PICNIC_MAX_TARGET = 20;
/** Cards lying face up on the blanket; a taken card is replaced from the deck while it lasts. */
export const PICNIC_BLANKET_SIZE = 8;

/**
 * How many cards of each number (1 to 9) a deck holds: small numbers come more often, so a nearly full basket can
 * usually still be topped up, and children add more small steps than big ones. 48 cards in all.
 */
const COPIES = [6, 6, 6, 6, 6, 5, 5, 4, 4] as const;
/** Every card value of a deck, each as many times as it comes. */
export const PICNIC_DECK_VALUES: readonly number[] = COPIES.flatMap((copies, index) =>
  Array.from({ length: copies }, () => index + 1),
);

/** A move takes a card from the blanket into the mover's basket, or puts one from the basket back on the blanket. */
export const picnicMove = z.object({
  kind: z.enum(['take', 'putBack']),
  card: z.number().int().min(0),
});
export type PicnicMove = z.infer<typeof picnicMove>;

// Separate streams for targets and single-mode cards, so that neither shifts when the other is drawn more often.
const TARGET_SALT = 0x2545f491;
const CARD_SALT = 0x68e31da4;

/** The `index`-th number drawn from a seed's stream: each index has a value of its own, whatever was drawn before. */
function drawAt(seed: number, salt: number, index: number): number {
  return createRng((seed ^ salt ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0).next();
}

/** The target of the `index`-th basket started in a game of this seed. */
export function targetAt(seed: number, index: number): number {
  const span = PICNIC_MAX_TARGET - PICNIC_MIN_TARGET + 1;
  return PICNIC_MIN_TARGET + Math.floor(drawAt(seed, TARGET_SALT, index) * span);
}

/** The `index`-th card of an endless deck of this seed, with numbers as often as in a dealt deck (single mode). */
export function cardAt(seed: number, index: number): PicnicCard {
  const roll = drawAt(seed, CARD_SALT, index);
  const value = PICNIC_DECK_VALUES[Math.floor(roll * PICNIC_DECK_VALUES.length)] as number;
  // The roll's finer digits pick the picture, independent of the number.
  const item = PICNIC_ITEMS[Math.floor(roll * PICNIC_DECK_VALUES.length * PICNIC_ITEMS.length) % PICNIC_ITEMS.length];
  return { id: index, item: item as PicnicItem, value };
}

export const sumOf = (cards: readonly PicnicCard[]): number => cards.reduce((sum, card) => sum + card.value, 0);

/** Whether a basket at `sum` can take `card` without going over `target`. */
export const fits = (card: PicnicCard, sum: number, target: number): boolean => sum + card.value <= target;

/** The moves of a basket: every blanket card that fits, or when none does, putting any basket card back. */
export function basketMoves(
  blanket: readonly PicnicCard[],
  basket: readonly PicnicCard[],
  target: number,
): PicnicMove[] {
  const sum = sumOf(basket);
  const takes = blanket
    .filter((card) => fits(card, sum, target))
    .map((card) => ({ kind: 'take' as const, card: card.id }));
  return takes.length > 0 ? takes : basket.map((card) => ({ kind: 'putBack' as const, card: card.id }));
}

/** The blanket and the basket after a move, and whether the fresh card was laid. */
export interface MovedCards {
  blanket: PicnicCard[];
  basket: PicnicCard[];
  refilled: boolean;
}

/**
 * Moves one card (the move must be legal). A taken card's place on the blanket is filled with `fresh` (the top of the
 * deck, null when it has run out) unless cards put back keep the blanket full; cards keep their places, so the picture
 * a child looks at changes in one spot only.
 */
export function moveCard(
  blanket: readonly PicnicCard[],
  basket: readonly PicnicCard[],
  move: PicnicMove,
  fresh: PicnicCard | null,
): MovedCards {
  if (move.kind === 'putBack') {
    const card = basket.find((each) => each.id === move.card) as PicnicCard;
    return { blanket: [...blanket, card], basket: basket.filter((each) => each !== card), refilled: false };
  }
  const takenAt = blanket.findIndex((card) => card.id === move.card);
  const card = blanket[takenAt] as PicnicCard;
  const refilled = fresh !== null && blanket.length <= PICNIC_BLANKET_SIZE;
  const rest = blanket.flatMap((each, i) => (i !== takenAt ? [each] : refilled && fresh ? [fresh] : []));
  return { blanket: rest, basket: [...basket, card], refilled };
}

export const sameMove = (a: PicnicMove, b: PicnicMove): boolean => a.kind === b.kind && a.card === b.card;
