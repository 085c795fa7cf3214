import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng.ts';
import { testWordPool } from '../testing/word-pool.ts';
import { wordsOverlap } from './grid.ts';
import { pickCoveringWords, pickSearchWords } from './pick.ts';

describe('picking the words of a game', () => {
  it('takes as many words as asked, of the lengths asked, none inside another', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 10 }), (seed, count) => {
        const words = pickSearchWords(createRng(seed), testWordPool['en-US'], count, { min: 4, max: 6 });
        expect(words).toHaveLength(count);
        for (const word of words ?? []) expect(word.length >= 4 && word.length <= 6).toBe(true);
        expect(wordsOverlap(words ?? [])).toBe(false);
      }),
    );
  });

  it('covers a square’s letters exactly', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(25, 36, 49), (seed, letters) => {
        const words = pickCoveringWords(createRng(seed), testWordPool['ru-RU'], letters, 8);
        expect(words?.reduce((sum, word) => sum + word.length, 0)).toBe(letters);
        expect(wordsOverlap(words ?? [])).toBe(false);
      }),
    );
  });

  it('says so when the list cannot make the game', () => {
    expect(pickSearchWords(createRng(1), ['CAT', 'DOG'], 3, { min: 3, max: 5 })).toBeNull();
    expect(pickCoveringWords(createRng(1), ['CAT', 'DOG'], 25, 6)).toBeNull();
  });
});
