import { LOCALES, type Locale, type LocalizedText, type NewsItem, type StudentNews } from '@umka/contracts';
import type { NewsRow, NewsValues } from './news.repo.ts';

const SUFFIX: Record<Locale, 'ru' | 'en' | 'uk'> = { 'ru-RU': 'ru', 'en-US': 'en', 'uk-UA': 'uk' };

function localized(row: NewsRow, name: 'title' | 'text'): LocalizedText {
  return {
    'ru-RU': row[`${name}_${SUFFIX['ru-RU']}`],
    'en-US': row[`${name}_${SUFFIX['en-US']}`],
    'uk-UA': row[`${name}_${SUFFIX['uk-UA']}`],
  };
}

/** What a reader sees: a language the admin left out shows the ru-RU words. */
function filled(text: LocalizedText): LocalizedText {
  const ru = text['ru-RU'];
  return { 'ru-RU': ru, 'en-US': text['en-US'] || ru, 'uk-UA': text['uk-UA'] || ru };
}

/** The languages written by the admin: ru-RU always, another when its title or text is there. */
function languages(row: NewsRow): Locale[] {
  const title = localized(row, 'title');
  const text = localized(row, 'text');
  return LOCALES.filter((locale) => title[locale] !== '' || text[locale] !== '');
}

const flag = (value: boolean | number): 0 | 1 => (value ? 1 : 0);

export function toAdminNewsRow(row: NewsRow) {
  return {
    id: row.id,
    subject_id: row.subject_id,
    title: localized(row, 'title'),
    picture: row.picture,
    is_required: flag(row.is_required),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The admin edits the words as written. */
export function toAdminNewsItem(row: NewsRow): NewsItem {
  return { ...toAdminNewsRow(row), text: localized(row, 'text'), lang: languages(row), is_read: null };
}

export function toReaderNewsItem(row: NewsRow, isRead: boolean): NewsItem {
  return {
    ...toAdminNewsRow(row),
    title: filled(localized(row, 'title')),
    text: filled(localized(row, 'text')),
    lang: languages(row),
    is_read: isRead,
  };
}

export function toStudentNews(row: NewsRow, isRead: boolean): StudentNews {
  return {
    id: row.id,
    subject_id: row.subject_id,
    title: filled(localized(row, 'title')),
    lang: languages(row),
    picture: row.picture,
    is_required: flag(row.is_required),
    is_read: isRead,
    created_at: row.created_at,
  };
}

export function newsColumns(content: {
  subject_id: number;
  title: LocalizedText;
  text: LocalizedText;
  picture: string | null;
  is_required: 0 | 1;
  updated_at: string;
}): NewsValues {
  return {
    subject_id: content.subject_id,
    title_ru: content.title['ru-RU'],
    title_en: content.title['en-US'],
    title_uk: content.title['uk-UA'],
    text_ru: content.text['ru-RU'],
    text_en: content.text['en-US'],
    text_uk: content.text['uk-UA'],
    picture: content.picture,
    is_required: content.is_required === 1,
    updated_at: content.updated_at,
  };
}
