import fc from 'fast-check';
import { createRng } from '../../rng.ts';
import { PICNIC_MAX_PLAYERS, PICNIC_MIN_PLAYERS, type PicnicState, picnic } from './picnic.ts';
import type { PicnicCard, PicnicMove } from './picnic-cards.ts';

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

export const players = fc.integer({ min: PICNIC_MIN_PLAYERS, max: PICNIC_MAX_PLAYERS });
export const seed = fc.integer({ min: 0, max: 2 ** 32 - 1 });

/** Every card of a game, wherever it lies now, in id order. */
export function allCards(state: PicnicState): PicnicCard[] {
  return [
    ...state.blanket,
    ...state.deck,
    ...state.players.flatMap((player) => [...player.basket, ...player.filled.flat()]),
  ].sort((a, b) => a.id - b.id);
}

/** Random legal play (skipped turns included) from `state` to the end, every state on the way included. */
export function playRandomly(state: PicnicState, rngSeed: number, skipRate = 0.1): PicnicState[] {
  const rng = createRng(rngSeed);
  const states = [state];
  let current = state;
  for (let guard = 0; guard < 1000 && picnic.outcome(current).status === 'playing'; guard++) {
    const moves = picnic.legalMoves(current);
    const seat = picnic.toMove(current);
    current =
      rng.next() < skipRate
        ? (picnic.timeout?.(current, seat) ?? current)
        : picnic.apply(current, seat, moves[rng.int(0, moves.length - 1)] as PicnicMove);
    states.push(current);
  }
  return states;
}
