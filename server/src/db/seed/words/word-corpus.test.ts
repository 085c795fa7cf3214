import { isListWord, LOCALES } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { wordCorpus } from './word-corpus.ts';

describe.each(LOCALES)('the %s word list', (locale) => {
  const words = wordCorpus[locale];

  it('holds at least 250 words, each once', () => {
    expect(words.length).toBeGreaterThanOrEqual(250);
    expect(new Set(words).size).toBe(words.length);
  });

  it('writes every word in capitals of its alphabet, 3 to 9 letters long', () => {
    expect(words.filter((word) => !isListWord(locale, word))).toEqual([]);
  });

  it('has enough short words for the smallest grids', () => {
    expect(words.filter((word) => [...word].length <= 5).length).toBeGreaterThanOrEqual(80);
  });
});
