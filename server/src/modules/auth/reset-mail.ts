import type { Locale } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import type { TextsPort } from '../texts/texts.port.ts';

/** The password reset mail from its template (texts/mail-texts.ts `passwordReset`, overridable in /admin/texts). */
export async function resetCodeMail(
  db: Kysely<DB>,
  texts: Pick<TextsPort, 'composeMail'>,
  mail: { to: string; code: string; locale: Locale; minutes: number },
): Promise<MailMessage> {
  const composed = await texts.composeMail(db, 'passwordReset', mail.locale, {
    code: mail.code,
    minutes: String(mail.minutes),
  });
  return { to: mail.to, ...composed };
}
