import type { PuzzlePrices } from '@umka/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng.ts';
import { drawPuzzles, puzzlePrice } from './shop.ts';

const prices: PuzzlePrices = {
  random: [
    { size: 1, price: 1 },
    { size: 10, price: 8 },
    { size: 20, price: 15 },
  ],
  chosen: 2,
};

describe('the price of puzzles', () => {
  it('follows the price list for random packs and sells no other size', () => {
    expect(puzzlePrice(prices, { is_random: true, count: 1 })).toBe(1);
    expect(puzzlePrice(prices, { is_random: true, count: 10 })).toBe(8);
    expect(puzzlePrice(prices, { is_random: true, count: 20 })).toBe(15);
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 100 }), (count) => {
        fc.pre(![1, 10, 20].includes(count));
        expect(puzzlePrice(prices, { is_random: true, count })).toBeNull();
      }),
    );
  });

  it('costs two a chosen piece, one while the bargain crystal is active', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), (count) => {
        expect(puzzlePrice(prices, { is_random: false, count })).toBe(2 * count);
        expect(puzzlePrice(prices, { is_random: false, count }, true)).toBe(count);
      }),
    );
  });
});

describe('drawing a random pack', () => {
  const args = fc.record({
    seed: fc.integer(),
    candidates: fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 60 }),
    ownedShare: fc.double({ min: 0, max: 1, noNaN: true }),
    count: fc.integer({ min: 1, max: 21 }),
  });

  it('gives as many pieces as asked, all of the open album', () => {
    fc.assert(
      fc.property(args, fc.boolean(), ({ seed, candidates, count }, luck) => {
        const drawn = drawPuzzles(createRng(seed), candidates, new Set(), count, luck);
        expect(drawn).toHaveLength(count);
        for (const id of drawn) expect(candidates).toContain(id);
      }),
    );
  });

  it('with luck, gives missing pieces first, each once', () => {
    fc.assert(
      fc.property(args, ({ seed, candidates, ownedShare, count }) => {
        const owned = new Set(candidates.slice(0, Math.floor(candidates.length * ownedShare)));
        const missing = candidates.filter((id) => !owned.has(id));
        const drawn = drawPuzzles(createRng(seed), candidates, owned, count, true);
        const first = drawn.slice(0, Math.min(count, missing.length));
        expect(new Set(first).size).toBe(first.length);
        for (const id of first) expect(owned.has(id)).toBe(false);
      }),
    );
  });

  it('is the same for the same seed', () => {
    fc.assert(
      fc.property(args, ({ seed, candidates, count }) => {
        const a = drawPuzzles(createRng(seed), candidates, new Set(), count, false);
        expect(drawPuzzles(createRng(seed), candidates, new Set(), count, false)).toEqual(a);
      }),
    );
  });
});
