import { READING_LEVELS, type ReadingLevel } from '@umka/contracts';
import type { TFunction } from 'i18next';

export function isReadingLevel(value: number): value is ReadingLevel {
  return (READING_LEVELS as readonly number[]).includes(value);
}

/** "Level 2 · years 3–4": a level alone means nothing to an admin without the school years it is for. */
export function levelLabel(t: TFunction, level: ReadingLevel): string {
  return t('adminReadingTexts.levelOption', { level, years: t(`adminReadingTexts.levels.${level}`) });
}
