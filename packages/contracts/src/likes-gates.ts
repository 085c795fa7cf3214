import { LIKES_TO_OPEN_ONLINE, LIKES_TO_OPEN_SHOP } from './constants.ts';

/**
 * Likes gates of spec §6/§9. They count likes earned in the subject, not the balance: spending
 * likes in the shop must not lock the shop again.
 */
export const LIKES_GATES = { shop: LIKES_TO_OPEN_SHOP, online: LIKES_TO_OPEN_ONLINE } as const;
export type LikesGate = keyof typeof LIKES_GATES;

/** How many more likes open the gate; 0 when it is open. */
export function likesStillNeeded(gate: LikesGate, earned: number): number {
  return Math.max(0, LIKES_GATES[gate] - earned);
}
