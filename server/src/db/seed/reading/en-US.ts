import type { ReadingTextSeed } from './reading-corpus.ts';

export const enReadingTexts: readonly ReadingTextSeed[] = [];
