import type { ReadingTextSeed } from './reading-corpus.ts';

export const ruReadingTexts: readonly ReadingTextSeed[] = [];
