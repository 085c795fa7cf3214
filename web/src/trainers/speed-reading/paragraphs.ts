import { readingWords } from '@umka/contracts';

/** A paragraph's words, each with its place among the whole text's words (the place a found word is answered by). */
export interface PlacedWord {
  word: string;
  place: number;
}

/** The text's paragraphs (split at blank lines), their words numbered as `readingWords` numbers the whole text. */
export function placedParagraphs(text: string): PlacedWord[][] {
  let place = 0;
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => readingWords(paragraph).map((word) => ({ word, place: place++ })))
    .filter((paragraph) => paragraph.length > 0);
}
