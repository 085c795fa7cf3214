import type { Locale, MailMessage, PartialLocalizedText } from '@umka/contracts';

/** A letter's text in the interface language, else in Russian; null when it has neither (shown as 'error', §8). */
export function letterText(text: PartialLocalizedText, locale: Locale): string | null {
  return text[locale] || text['ru-RU'] || null;
}

/** Who signed the letter: a teacher's name, the student's character, or null for the platform itself. */
export function senderName(letter: Pick<MailMessage, 'type_id' | 'author' | 'character'>, locale: Locale) {
  if (letter.type_id === 1 && letter.author) return letter.author.name;
  if (letter.type_id === 2 && letter.character) return letterText(letter.character.title, locale);
  return null;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Spec §3 Message (mail): DD.MM.YYYY hh.mm.ss on the reader's clock. */
export function mailStamp(value: string): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const day = `${two(at.getDate())}.${two(at.getMonth() + 1)}.${at.getFullYear()}`;
  return `${day} ${two(at.getHours())}.${two(at.getMinutes())}.${two(at.getSeconds())}`;
}
