import { MAIL_TYPE, type MailTemplateCode } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { findTemplateByCode, insertMessage } from './mail.repo.ts';

/* Test data of mail: letters written straight into a mailbox, and templates with some languages missing. */

let sequence = 0;

/** A system letter from a seeded template, written for `userId` at `createdAt`. */
export async function giveLetter(
  db: Kysely<DB>,
  userId: number,
  options: { code?: MailTemplateCode; templateId?: number; subjectId?: number | null; createdAt?: string } = {},
): Promise<number> {
  const templateId = options.templateId ?? (await findTemplateByCode(db, options.code ?? 'albumCompleted'))?.id;
  if (templateId === undefined) throw new Error('the mail templates are not seeded');
  return insertMessage(db, {
    user_id: userId,
    subject_id: options.subjectId ?? null,
    type_id: MAIL_TYPE.system,
    author_id: null,
    character_code: null,
    template_id: templateId,
    params: { name: 'Ann' },
    mailing_id: null,
    created_at: options.createdAt ?? new Date().toISOString(),
  });
}

/** A template with only the languages given (the others are left out). */
export async function buildTemplate(db: Kysely<DB>, texts: { ru?: string; en?: string; uk?: string }): Promise<number> {
  const row = await db
    .insertInto('mail_templates')
    .values({
      code: `test-${++sequence}-${Date.now()}`,
      text_ru: texts.ru ?? null,
      text_en: texts.en ?? null,
      text_uk: texts.uk ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
