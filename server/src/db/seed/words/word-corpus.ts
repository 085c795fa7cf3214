import type { Locale } from '@umka/contracts';
import { enWords } from './en-US.ts';
import { ruWords } from './ru-RU.ts';
import { ukWords } from './uk-UA.ts';

/**
 * The words the word search and the fillword hide, per interface language: common nouns a child of 7 knows, in the
 * singular, written in capitals of the locale's alphabet alone (no hyphens, apostrophes, Ё or Ъ), 3 to 9 letters.
 */
export const wordCorpus: Record<Locale, readonly string[]> = {
  'ru-RU': ruWords,
  'en-US': enWords,
  'uk-UA': ukWords,
};
