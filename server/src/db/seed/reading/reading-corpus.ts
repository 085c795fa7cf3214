import type { Locale } from '@umka/contracts';
import { enReadingTexts } from './en-US.ts';
import type { ReadingTextSeed } from './reading-text.ts';
import { ruReadingTexts } from './ru-RU.ts';
import { ukReadingTexts } from './uk-UA.ts';

/** The speed-reading corpus each interface language starts with: texts written for this platform, not borrowed. */
export const readingCorpus: Record<Locale, readonly ReadingTextSeed[]> = {
  'ru-RU': ruReadingTexts,
  'en-US': enReadingTexts,
  'uk-UA': ukReadingTexts,
};
