import type { Locale } from '@umka/contracts';

/**
 * The mail the server composes itself, as shipped: each template's subject and body per locale, with
 * {{placeholders}} the sender fills in. An admin overrides them under the same keys (`mail.<template>.subject`,
 * `mail.<template>.body`) in /admin/texts; the web's own `mail.*` interface keys never take these names.
 */
export const MAIL_TEMPLATES = {
  passwordReset: {
    subject: {
      'ru-RU': 'Умка: код для восстановления пароля',
      'en-US': 'Umka: your password reset code',
      'uk-UA': 'Умка: код для відновлення пароля',
    },
    body: {
      'ru-RU':
        'Ваш код для восстановления пароля: {{code}}\n\nКод действует {{minutes}} минут. Если вы не запрашивали восстановление, просто проигнорируйте это письмо.',
      'en-US':
        'Your password reset code: {{code}}\n\nThe code is valid for {{minutes}} minutes. If you did not ask to reset your password, just ignore this mail.',
      'uk-UA':
        'Ваш код для відновлення пароля: {{code}}\n\nКод дійсний {{minutes}} хвилин. Якщо ви не запитували відновлення, просто проігноруйте цей лист.',
    },
  },
} as const satisfies Record<string, { subject: Record<Locale, string>; body: Record<Locale, string> }>;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;

/** The override keys of a template's two parts. */
export const mailTextKeys = (template: MailTemplateName) => ({
  subject: `mail.${template}.subject`,
  body: `mail.${template}.body`,
});
