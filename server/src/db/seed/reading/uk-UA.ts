import type { ReadingTextSeed } from './reading-corpus.ts';

export const ukReadingTexts: readonly ReadingTextSeed[] = [];
