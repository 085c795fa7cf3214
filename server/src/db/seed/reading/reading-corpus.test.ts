import { LOCALES, type Locale, READING_LEVELS, type ReadingLevel } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { readingCorpus } from './reading-corpus.ts';

/** The words a text of each level holds: short for a first-year reader, a page for a teenager. */
const WORDS_BY_LEVEL: Record<ReadingLevel, [number, number]> = {
  1: [40, 110],
  2: [90, 180],
  3: [150, 280],
  4: [220, 420],
};

/** Letters a text of a locale may not hold: the other scripts, and the letters only the neighbouring language has. */
const FOREIGN_LETTERS: Record<Locale, RegExp> = {
  'ru-RU': /[a-zA-Zіїєґ]/iu,
  'uk-UA': /[a-zA-Zыэъё]/iu,
  'en-US': /[а-яёіїєґ]/iu,
};

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /\p{L}|\d/u.test(word)).length;

describe.each(LOCALES)('the %s reading corpus', (locale) => {
  const texts = readingCorpus[locale];

  it('holds at least 30 texts, at least 6 of each level, with slugs unique in the locale', () => {
    expect(texts.length).toBeGreaterThanOrEqual(30);
    for (const level of READING_LEVELS) {
      expect(texts.filter((text) => text.level === level).length).toBeGreaterThanOrEqual(6);
    }
    expect(new Set(texts.map((text) => text.slug)).size).toBe(texts.length);
  });

  it('keeps every text within the length of its level, titled', () => {
    const outOfRange = texts.filter((text) => {
      const [min, max] = WORDS_BY_LEVEL[text.level];
      const count = wordCount(text.text);
      return count < min || count > max || text.title.trim() === '' || text.title.length > 80;
    });
    expect(outOfRange.map((text) => `${text.slug}: ${wordCount(text.text)}`)).toEqual([]);
  });

  it('writes titles, texts and questions in the locale’s own letters', () => {
    const strings = texts.flatMap((text) => [
      text.title,
      text.text,
      ...text.questions.flatMap((question) => [question.question, ...question.options]),
    ]);
    expect(strings.filter((value) => FOREIGN_LETTERS[locale].test(value))).toEqual([]);
  });

  it('asks three questions a text, each with four different choices and one right answer', () => {
    for (const text of texts) {
      expect(text.questions).toHaveLength(3);
      for (const question of text.questions) {
        expect(question.question.trim()).not.toBe('');
        expect(question.options).toHaveLength(4);
        expect(new Set(question.options.map((option) => option.trim().toLowerCase())).size).toBe(4);
        expect(Number.isInteger(question.answer) && question.answer >= 0 && question.answer < 4).toBe(true);
      }
    }
  });

  it('puts the right answer in every position, so that guessing one position does not pay', () => {
    const positions = texts.flatMap((text) => text.questions.map((question) => question.answer));
    for (const position of [0, 1, 2, 3]) {
      expect(positions.filter((answer) => answer === position).length).toBeGreaterThanOrEqual(positions.length / 8);
    }
  });
});
