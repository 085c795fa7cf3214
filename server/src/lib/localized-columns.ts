import type { LocalizedText } from '@umka/contracts';

/** Tables keep a text per interface language in `<name>_ru`, `<name>_en` and `<name>_uk` columns. */
export interface LocalizedTitleColumns {
  title_ru: string;
  title_en: string;
  title_uk: string;
}

export function titleOf(row: LocalizedTitleColumns): LocalizedText {
  return { 'ru-RU': row.title_ru, 'en-US': row.title_en, 'uk-UA': row.title_uk };
}

export function titleColumns(title: LocalizedText): LocalizedTitleColumns {
  return { title_ru: title['ru-RU'], title_en: title['en-US'], title_uk: title['uk-UA'] };
}
