import type { Locale } from '@umka/contracts';

/** A count's words by the locale's plural category (Intl.PluralRules); `other` serves every category left out. */
export type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export interface DigestTexts {
  subject: string;
  greeting: string;
  intro: string;
  /** A child's heading line and the address of their page in the parent cabinet. */
  child: string;
  subjectLine: string;
  minutes: PluralText;
  rounds: PluralText;
  homework: string;
  likes: string;
  marks: string;
  certificates: string;
  /** A child with nothing in the week: a short friendly line instead of empty numbers. */
  quiet: string;
  /** Where to turn the mail off. */
  footer: string;
}

/**
 * The digest mail as the server writes it, per locale, with {{placeholders}} filled in like the mail templates of
 * texts/mail-texts.ts. It is a letter of many repeated lines rather than one body, so it lives here, whole.
 */
export const DIGEST_TEXTS: Record<Locale, DigestTexts> = {
  'ru-RU': {
    subject: 'Умка: как прошла неделя {{period}}',
    greeting: 'Здравствуйте, {{name}}!',
    intro: 'Вот как прошла неделя {{period}} на Умке.',
    child: '{{child}} — подробнее в кабинете родителя: {{link}}',
    subjectLine: '{{subject}}: {{facts}}',
    minutes: {
      one: '{{count}} минута в тренажёрах',
      few: '{{count}} минуты в тренажёрах',
      other: '{{count}} минут в тренажёрах',
    },
    rounds: { one: '{{count}} раунд', few: '{{count}} раунда', other: '{{count}} раундов' },
    homework: 'домашние задания: выполнено {{done}}, в работе {{open}}, просрочено {{overdue}}',
    likes: 'лайки: +{{earned}} / −{{spent}}',
    marks: 'оценки: {{marks}}',
    certificates: 'Новые сертификаты: {{titles}}',
    quiet: 'На этой неделе занятий не было — самое время вместе заглянуть в Умку.',
    footer:
      'Это письмо приходит раз в неделю, по понедельникам. Отключить его можно в кабинете родителя, в разделе «Настройки»: {{settings}}',
  },
  'en-US': {
    subject: 'Umka: how the week of {{period}} went',
    greeting: 'Hello, {{name}}!',
    intro: 'Here is how the week of {{period}} went on Umka.',
    child: '{{child}} — more in the parent cabinet: {{link}}',
    subjectLine: '{{subject}}: {{facts}}',
    minutes: { one: '{{count}} minute in trainers', other: '{{count}} minutes in trainers' },
    rounds: { one: '{{count}} round', other: '{{count}} rounds' },
    homework: 'homework: {{done}} done, {{open}} in progress, {{overdue}} overdue',
    likes: 'likes: +{{earned}} / −{{spent}}',
    marks: 'marks: {{marks}}',
    certificates: 'New certificates: {{titles}}',
    quiet: 'No activity this week — a good moment to look into Umka together.',
    footer:
      'This mail comes once a week, on Mondays. You can turn it off in the parent cabinet, under "Settings": {{settings}}',
  },
  'uk-UA': {
    subject: 'Умка: як минув тиждень {{period}}',
    greeting: 'Вітаємо, {{name}}!',
    intro: 'Ось як минув тиждень {{period}} на Умці.',
    child: '{{child}} — докладніше в кабінеті батьків: {{link}}',
    subjectLine: '{{subject}}: {{facts}}',
    minutes: {
      one: '{{count}} хвилина в тренажерах',
      few: '{{count}} хвилини в тренажерах',
      other: '{{count}} хвилин у тренажерах',
    },
    rounds: { one: '{{count}} раунд', few: '{{count}} раунди', other: '{{count}} раундів' },
    homework: 'домашні завдання: виконано {{done}}, в роботі {{open}}, прострочено {{overdue}}',
    likes: 'лайки: +{{earned}} / −{{spent}}',
    marks: 'оцінки: {{marks}}',
    certificates: 'Нові сертифікати: {{titles}}',
    quiet: 'Цього тижня занять не було — саме час разом зазирнути в Умку.',
    footer:
      'Цей лист приходить раз на тиждень, щопонеділка. Вимкнути його можна в кабінеті батьків, у розділі «Налаштування»: {{settings}}',
  },
};
