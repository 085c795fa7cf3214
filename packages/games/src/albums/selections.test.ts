import { EXCHANGE_SIZE, MAX_LEGENDARY_SELECTION, MAX_LOT_ITEMS } from '@umka/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exchangeRefusal, legendaryRefusal, lotItemsRefusal } from './selections.ts';

const ordinary = (n: number) => Array.from({ length: n }, () => ({ is_legendary: false }));

describe('making puzzles legendary', () => {
  it('accepts one to five ordinary pieces', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_LEGENDARY_SELECTION }), (n) => {
        expect(legendaryRefusal(ordinary(n))).toBeNull();
      }),
    );
  });

  it('refuses an empty selection (AlbumsStoreNotify2) and more than five (Notify5)', () => {
    expect(legendaryRefusal([])).toBe('LEGENDARY_NONE_SELECTED');
    fc.assert(
      fc.property(fc.integer({ min: MAX_LEGENDARY_SELECTION + 1, max: 50 }), (n) => {
        expect(legendaryRefusal(ordinary(n))).toBe('LEGENDARY_TOO_MANY');
      }),
    );
  });

  it('refuses a selection holding an already legendary piece (Notify4)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: MAX_LEGENDARY_SELECTION }), (flags) => {
        fc.pre(flags.some(Boolean));
        expect(legendaryRefusal(flags.map((is_legendary) => ({ is_legendary })))).toBe('PUZZLE_ALREADY_LEGENDARY');
      }),
    );
  });
});

describe('exchanging puzzles for a random one', () => {
  it('takes exactly three ordinary pieces', () => {
    expect(exchangeRefusal(ordinary(EXCHANGE_SIZE))).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), (n) => {
        fc.pre(n !== EXCHANGE_SIZE);
        expect(exchangeRefusal(ordinary(n))).toBe('EXCHANGE_NOT_ENOUGH');
      }),
    );
  });

  it('never lets a legendary piece into the random selection', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 10 }), (flags) => {
        fc.pre(flags.some(Boolean));
        expect(exchangeRefusal(flags.map((is_legendary) => ({ is_legendary })))).toBe('LEGENDARY_NOT_EXCHANGEABLE');
      }),
    );
  });
});

describe('the items of a lot', () => {
  const item = fc.record({
    item_type: fc.constantFrom('puzzle_student', 'crystal_student'),
    id: fc.integer({ min: 1, max: 1000 }),
  });

  it('are one to four, no piece named twice', () => {
    fc.assert(
      fc.property(fc.uniqueArray(item, { selector: (x) => x.id, minLength: 1, maxLength: MAX_LOT_ITEMS }), (items) => {
        expect(lotItemsRefusal(items)).toBeNull();
      }),
    );
  });

  it('refuse none, a fifth, and a piece named twice', () => {
    expect(lotItemsRefusal([])).toBe('LOT_EMPTY');
    fc.assert(
      fc.property(fc.array(item, { minLength: MAX_LOT_ITEMS + 1, maxLength: 12 }), (items) => {
        expect(lotItemsRefusal(items)).toBe('LOT_TOO_MANY_ITEMS');
      }),
    );
    const piece = { item_type: 'puzzle_student', id: 7 };
    expect(lotItemsRefusal([piece, piece])).toBe('FIELD_INVALID');
  });

  it('may hold two copies of one crystal', () => {
    const crystal = { item_type: 'crystal_student', id: 3 };
    expect(lotItemsRefusal([crystal, crystal])).toBeNull();
  });
});
