import { type ChildWeek, type ChildWeekSubject, fillPlaceholders, type Locale } from '@umka/contracts';
import type { MailMessage } from '../../lib/mailer.ts';
import { DIGEST_TEXTS, type DigestTexts, type PluralText } from './digest-texts.ts';

/** The cabinet's pages the mail points to (web/src/app/routeMeta.ts: parentChild, parentSettings). */
export const childPagePath = (childId: number) => `/parent/children/${childId}`;
export const SETTINGS_PATH = '/parent/settings';

export interface DigestChild {
  id: number;
  first_name: string;
  last_name: string;
  week: ChildWeek;
}

function plural(locale: Locale, forms: PluralText, count: number): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  return fillPlaceholders(form, { count: String(count) });
}

/** Monday to Sunday of the week, as the locale writes days ("30 ноября – 6 декабря 2026 г."). */
export function periodLabel(locale: Locale, from: Date, to: Date): string {
  const lastDay = new Date(to.getTime() - 24 * 60 * 60_000);
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return format.formatRange(from, lastDay);
}

const hasNews = (subject: ChildWeekSubject) =>
  subject.rounds > 0 ||
  subject.likes_earned > 0 ||
  subject.likes_spent > 0 ||
  subject.marks.length > 0 ||
  subject.homework.done + subject.homework.open + subject.homework.overdue > 0;

function subjectLine(locale: Locale, texts: DigestTexts, subject: ChildWeekSubject): string {
  const facts: string[] = [];
  if (subject.rounds > 0)
    facts.push(`${plural(locale, texts.minutes, subject.minutes)}, ${plural(locale, texts.rounds, subject.rounds)}`);
  const { done, open, overdue } = subject.homework;
  if (done + open + overdue > 0)
    facts.push(fillPlaceholders(texts.homework, { done: String(done), open: String(open), overdue: String(overdue) }));
  if (subject.likes_earned > 0 || subject.likes_spent > 0)
    facts.push(
      fillPlaceholders(texts.likes, { earned: String(subject.likes_earned), spent: String(subject.likes_spent) }),
    );
  if (subject.marks.length > 0)
    facts.push(fillPlaceholders(texts.marks, { marks: subject.marks.map((entry) => entry.mark).join(', ') }));
  return fillPlaceholders(texts.subjectLine, { subject: subject.title[locale], facts: facts.join('; ') });
}

function childBlock(locale: Locale, texts: DigestTexts, child: DigestChild): string {
  const name = `${child.first_name} ${child.last_name}`.trim();
  const lines = [fillPlaceholders(texts.child, { child: name, link: childPagePath(child.id) })];
  const active = child.week.subjects.filter(hasNews);
  for (const subject of active) lines.push(`  ${subjectLine(locale, texts, subject)}`);
  if (child.week.certificates.length > 0)
    lines.push(
      `  ${fillPlaceholders(texts.certificates, {
        titles: child.week.certificates.map((certificate) => `«${certificate.title}»`).join(', '),
      })}`,
    );
  if (active.length === 0 && child.week.certificates.length === 0) lines.push(`  ${texts.quiet}`);
  return lines.join('\n');
}

/** The weekly digest mail of one parent in their locale: one block per child, then where to turn it off. */
export function digestMail(input: {
  email: string;
  parentName: string;
  locale: Locale;
  week: { from: Date; to: Date };
  children: readonly DigestChild[];
}): MailMessage {
  const { locale } = input;
  const texts = DIGEST_TEXTS[locale];
  const period = periodLabel(locale, input.week.from, input.week.to);
  const text = [
    fillPlaceholders(texts.greeting, { name: input.parentName }),
    fillPlaceholders(texts.intro, { period }),
    ...input.children.map((child) => childBlock(locale, texts, child)),
    fillPlaceholders(texts.footer, { settings: SETTINGS_PATH }),
  ].join('\n\n');
  return { to: input.email, subject: fillPlaceholders(texts.subject, { period }), text };
}
