import type { ReadingLevel, ReadingQuestion } from '@umka/contracts';

/** A speed-reading text as written in the repo; admins edit the stored copies from then on. */
export interface ReadingTextSeed {
  /** Stable within its locale, so that seeding again adds nothing twice. */
  slug: string;
  level: ReadingLevel;
  title: string;
  /** Paragraphs separated by a blank line. */
  text: string;
  questions: readonly ReadingQuestion[];
}
