import type { Mailing, MailingAudience, MailMessage, MailTemplate, PartialLocalizedText } from '@umka/contracts';
import type { DialectName } from '../../db/database.ts';
import { readJson } from '../../db/json-column.ts';
import type { MailListRow } from './mail.repo.ts';
import type { MailingRow } from './mailing.repo.ts';

type Texts = { ru: string | null; en: string | null; uk: string | null };

/** The languages a text was written in; an empty one counts as missing, so the web falls back to ru-RU. */
export function localized(texts: Texts): PartialLocalizedText {
  const text: PartialLocalizedText = {};
  if (texts.ru) text['ru-RU'] = texts.ru;
  if (texts.en) text['en-US'] = texts.en;
  if (texts.uk) text['uk-UA'] = texts.uk;
  return text;
}

/** The `{key}` places a text asks to be filled. */
export function placesOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

/** `{key}` places filled from the letter's parameters; an unknown place stays as written. */
export function fill(text: string, params: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (place, key: string) => params[key] ?? place);
}

function letterText(row: MailListRow): Texts {
  if (row.template_id !== null) return { ru: row.template_ru, en: row.template_en, uk: row.template_uk };
  if (row.mailing_id !== null) return { ru: row.mailing_ru, en: row.mailing_en, uk: row.mailing_uk };
  return { ru: row.text_ru, en: row.text_en, uk: row.text_uk };
}

export function toMailMessage(dialect: DialectName, row: MailListRow): MailMessage {
  const params = readJson(dialect, row.params) as Record<string, string>;
  const text = localized(letterText(row));
  for (const locale of Object.keys(text) as (keyof PartialLocalizedText)[]) {
    text[locale] = fill(text[locale] ?? '', params);
  }
  return {
    id: row.id,
    is_read: Boolean(row.is_read),
    created_at: new Date(row.created_at).toISOString(),
    type_id: row.type_id === 1 || row.type_id === 2 ? row.type_id : 3,
    author:
      row.author_id !== null && row.author_first_name !== null
        ? { id: row.author_id, name: `${row.author_first_name} ${row.author_last_name ?? ''}`.trim() }
        : null,
    character:
      row.character_code !== null && row.character_image !== null
        ? {
            code: row.character_code,
            title: localized({ ru: row.character_ru, en: row.character_en, uk: row.character_uk }),
            image: row.character_image,
          }
        : null,
    template: { text },
  };
}

export function toMailTemplate(row: {
  id: number;
  code: string;
  text_ru: string | null;
  text_en: string | null;
  text_uk: string | null;
}): MailTemplate {
  return { id: row.id, code: row.code, text: localized({ ru: row.text_ru, en: row.text_en, uk: row.text_uk }) };
}

export function toMailing(dialect: DialectName, row: MailingRow): Mailing {
  return {
    id: row.id,
    text: localized({ ru: row.text_ru, en: row.text_en, uk: row.text_uk }),
    template_id: row.template_id,
    audience: readJson(dialect, row.audience) as MailingAudience,
    status: row.status,
    total: row.total,
    sent: row.sent,
    created_by:
      row.created_by !== null && row.creator_first_name !== null
        ? { id: row.created_by, name: `${row.creator_first_name} ${row.creator_last_name ?? ''}`.trim() }
        : null,
    created_at: new Date(row.created_at).toISOString(),
    finished_at: row.finished_at === null ? null : new Date(row.finished_at).toISOString(),
  };
}
