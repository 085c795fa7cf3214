import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, SPEECH_ART_KEYS, SPEECH_ART_NAMES, SPEECH_SOUNDS, speechImageBodySchema } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { SPEECH_ART_SOUNDS, speechArtCards } from './speech-art.ts';

const ART_DIR = join(import.meta.dirname, '../../../../web/public/speech-art');
const readArt = (key: string) => readFileSync(join(ART_DIR, `${key}.svg`), 'utf8');
/** Served as they are, so they hold nothing a browser would run or fetch: no script, handler or outside link. */
const ACTIVE_SVG = /<script|<foreignObject|<image|\son[a-z]+\s*=|(?:xlink:)?href\s*=|url\(\s*["']?(?!#)/i;
/** A child names the picture; a word in it would give the answer away. */
const TEXT_IN_SVG = /<text|<tspan/i;
const MIN_CARDS = 10;

describe('the repo’s speech pictures', () => {
  it('has a file for every picture key and no file that no key names', () => {
    const files = readdirSync(ART_DIR).filter((name) => !name.startsWith('.'));

    expect(files.sort()).toEqual(SPEECH_ART_KEYS.map((key) => `${key}.svg`).sort());
    expect(Object.keys(SPEECH_ART_SOUNDS).sort()).toEqual([...SPEECH_ART_KEYS].sort());
  });

  it('uses every picture in the cards of some language', () => {
    const used = new Set(LOCALES.flatMap((locale) => speechArtCards(locale).map((card) => card.art_key)));

    expect([...used].sort()).toEqual([...SPEECH_ART_KEYS].sort());
  });

  it.each(SPEECH_ART_KEYS)('draws %s small and self-contained, in a 120 × 120 box, with no words', (key) => {
    const svg = readArt(key);

    expect(Buffer.byteLength(svg)).toBeLessThan(3 * 1024);
    expect(/^<svg\b[^>]*>/.exec(svg)?.[0]).toContain('viewBox="0 0 120 120"');
    expect(svg).not.toMatch(ACTIVE_SVG);
    expect(svg).not.toMatch(TEXT_IN_SVG);
  });

  it.each(LOCALES)('gives %s at least ten cards for each sound, each word once per sound', (locale) => {
    const cards = speechArtCards(locale);

    for (const sound of SPEECH_SOUNDS) {
      const words = cards.filter((card) => card.sound === sound).map((card) => card.word);
      expect(words.length, sound).toBeGreaterThanOrEqual(MIN_CARDS);
      expect(new Set(words).size, sound).toBe(words.length);
    }
  });

  it.each(LOCALES)('names every picture in %s as an admin would have to write it, by the card rules', (locale) => {
    for (const key of SPEECH_ART_KEYS) {
      const word = SPEECH_ART_NAMES[key][locale];
      const parsed = speechImageBodySchema.safeParse({ locale, sound: 'r', word, art_key: key });
      expect(parsed.success, word).toBe(true);
      expect(parsed.data?.word, word).toBe(word);
    }
  });

  it('writes each Russian and Ukrainian word with the letter of every sound it is a card for', () => {
    const letters = { r: 'р', l: 'л', sh: 'ш', s: 'с' } as const;
    for (const locale of ['ru-RU', 'uk-UA'] as const) {
      for (const card of speechArtCards(locale)) {
        expect(card.word, `${card.word} (${card.sound})`).toContain(letters[card.sound]);
      }
    }
  });
});
