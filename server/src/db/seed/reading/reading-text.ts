/** Reading levels by school years: 1 for years 1–2, 2 for 3–4, 3 for 5–7, 4 for 8 and up. */
export const READING_LEVELS = [1, 2, 3, 4] as const;
export type ReadingLevel = (typeof READING_LEVELS)[number];

export interface ReadingQuestionSeed {
  question: string;
  /** Four choices, one of them right. */
  options: readonly string[];
  /** The index of the right choice in `options`. */
  answer: number;
}

/** A speed-reading text as written in the repo; admins edit the stored copies from then on. */
export interface ReadingTextSeed {
  /** Stable within its locale, so that seeding again updates nothing twice. */
  slug: string;
  level: ReadingLevel;
  title: string;
  /** Paragraphs separated by a blank line. */
  text: string;
  questions: readonly ReadingQuestionSeed[];
}
