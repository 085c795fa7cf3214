import { fillPlaceholders, type Locale } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { MAIL_TEMPLATES, type MailTemplateName, mailTextKeys } from './mail-texts.ts';
import { findKeyOverrides } from './texts.repo.ts';

export interface ComposedMail {
  subject: string;
  text: string;
}

/**
 * A mail template in the recipient's locale, as an admin last saved it or else as shipped, with its placeholders
 * filled in. Read from the database on each send (a rare event), so a save shows in the next mail on every instance.
 */
async function composeMail(
  db: Kysely<DB>,
  template: MailTemplateName,
  locale: Locale,
  values: Readonly<Record<string, string>>,
): Promise<ComposedMail> {
  const keys = mailTextKeys(template);
  const rows = await findKeyOverrides(db, [keys.subject, keys.body], locale);
  const override = (key: string) => rows.find((row) => row.key === key)?.value;
  const shipped = MAIL_TEMPLATES[template];
  return {
    subject: fillPlaceholders(override(keys.subject) ?? shipped.subject[locale], values),
    text: fillPlaceholders(override(keys.body) ?? shipped.body[locale], values),
  };
}

/** What other modules may ask of texts: the mail they send, composed from its template. */
export const textsPort = { composeMail };

export type TextsPort = typeof textsPort;
