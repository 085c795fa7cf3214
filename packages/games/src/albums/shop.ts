import type { PuzzlePrices } from '@umka/contracts';
import type { Rng } from '../rng.ts';

/**
 * What a purchase costs by the price list (spec §9): a random pack is sold only in the listed sizes; chosen pieces
 * cost the chosen price each, less one each while the bargain crystal is active (never below one). Null: no such pack.
 */
export function puzzlePrice(
  prices: PuzzlePrices,
  purchase: { is_random: boolean; count: number },
  bargain = false,
): number | null {
  if (purchase.is_random) return prices.random.find((pack) => pack.size === purchase.count)?.price ?? null;
  if (purchase.count < 1) return null;
  return purchase.count * Math.max(1, prices.chosen - (bargain ? 1 : 0));
}

/**
 * Draws `count` pieces for a random pack from the open album's pieces. Duplicates happen (and are tradeable); while the
 * luck crystal is active, pieces the student does not own yet come first, each at most once, then the draw goes on
 * as usual.
 */
export function drawPuzzles(
  rng: Rng,
  candidates: readonly number[],
  owned: ReadonlySet<number>,
  count: number,
  luck: boolean,
): number[] {
  if (candidates.length === 0) return [];
  const drawn: number[] = [];
  if (luck) {
    const missing = candidates.filter((id) => !owned.has(id));
    while (drawn.length < count && missing.length > 0) {
      const [id] = missing.splice(rng.int(0, missing.length - 1), 1);
      if (id !== undefined) drawn.push(id);
    }
  }
  while (drawn.length < count) drawn.push(candidates[rng.int(0, candidates.length - 1)] as number);
  return drawn;
}
