/**
 * The letters words are written in, per interface language, in capitals. Russian leaves out Ё and Ъ, which no word of
 * the lists needs and which would only make a grid's filler harder to read.
 */
export const WORD_ALPHABETS = {
  'ru-RU': 'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЫЬЭЮЯ',
  'uk-UA': 'АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯ',
  'en-US': 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
} as const;
export type WordLocale = keyof typeof WORD_ALPHABETS;

export const MIN_WORD_LENGTH = 3;
export const MAX_WORD_LENGTH = 9;

/** Whether `word` is a list word of `locale`: its capitals only, 3 to 9 of them. */
export function isListWord(locale: WordLocale, word: string): boolean {
  const letters = [...word];
  return (
    letters.length >= MIN_WORD_LENGTH &&
    letters.length <= MAX_WORD_LENGTH &&
    letters.every((letter) => WORD_ALPHABETS[locale].includes(letter))
  );
}
