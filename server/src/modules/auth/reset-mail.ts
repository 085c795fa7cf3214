import type { Locale } from '@umka/contracts';
import type { MailMessage } from '../../lib/mailer.ts';

const TEXTS: Record<Locale, { subject: string; body: (code: string, minutes: number) => string }> = {
  'ru-RU': {
    subject: 'Умка: код для восстановления пароля',
    body: (code, minutes) =>
      `Ваш код для восстановления пароля: ${code}\n\nКод действует ${minutes} минут. Если вы не запрашивали восстановление, просто проигнорируйте это письмо.`,
  },
  'en-US': {
    subject: 'Umka: your password reset code',
    body: (code, minutes) =>
      `Your password reset code: ${code}\n\nThe code is valid for ${minutes} minutes. If you did not ask to reset your password, just ignore this mail.`,
  },
  'uk-UA': {
    subject: 'Умка: код для відновлення пароля',
    body: (code, minutes) =>
      `Ваш код для відновлення пароля: ${code}\n\nКод дійсний ${minutes} хвилин. Якщо ви не запитували відновлення, просто проігноруйте цей лист.`,
  },
};

export function resetCodeMail(to: string, code: string, locale: Locale, minutes: number): MailMessage {
  const text = TEXTS[locale];
  return { to, subject: text.subject, text: text.body(code, minutes) };
}
