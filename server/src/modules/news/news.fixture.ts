import type { NewsBody } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/* Test data of news: a body as the admin's form sends it, and an item written straight into the table. */

let sequence = 0;

export function newsBody(overrides: Partial<NewsBody> = {}): NewsBody {
  const n = ++sequence;
  return {
    subject_id: 1,
    title: { 'ru-RU': `Новость ${n}`, 'en-US': `News ${n}`, 'uk-UA': '' },
    text: { 'ru-RU': `<p>Текст ${n}</p>`, 'en-US': `<p>Text ${n}</p>`, 'uk-UA': '' },
    is_required: 0,
    ...overrides,
  };
}

export async function buildNews(
  db: Kysely<DB>,
  options: { subjectId?: number; isRequired?: boolean; deleted?: boolean } = {},
): Promise<number> {
  const n = ++sequence;
  const at = new Date().toISOString();
  const row = await db
    .insertInto('news')
    .values({
      subject_id: options.subjectId ?? 1,
      title_ru: `Новость ${n}`,
      title_en: '',
      title_uk: '',
      text_ru: `<p>Текст ${n}</p>`,
      text_en: '',
      text_uk: '',
      picture: null,
      is_required: options.isRequired ?? false,
      created_by: null,
      created_at: at,
      updated_at: at,
      deleted_at: options.deleted ? at : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
