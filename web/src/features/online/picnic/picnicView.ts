import { type PicnicCard, type PicnicMove, type PicnicState, type PicnicView, picnic } from '@umka/games';

/**
 * The rules read a player's view as a state: whose turn, the legal moves and the outcome look only at the players and
 * the blanket, never at the hidden deck or the seed.
 */
const asState = (view: PicnicView): PicnicState => ({ ...view, seed: 0, deck: [] });

/** The moves open to the player whose turn it is; none once the game is over. */
export const legalMovesOf = (view: PicnicView): PicnicMove[] => picnic.legalMoves(asState(view));

export const isOver = (view: PicnicView): boolean => picnic.outcome(asState(view)).status !== 'playing';

/** A card wherever it lies now (the blanket, a basket, a full basket), to name it in the last move. */
export function findCard(view: PicnicView, id: number): PicnicCard | null {
  const everywhere = [
    ...view.blanket,
    ...view.players.flatMap((player) => [...player.basket, ...player.filled.flat()]),
  ];
  return everywhere.find((card) => card.id === id) ?? null;
}
