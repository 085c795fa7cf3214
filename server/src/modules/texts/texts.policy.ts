import {
  errorMessage,
  type FieldError,
  LOCALES,
  type Locale,
  type LocalizedText,
  textPlaceholders,
} from '@umka/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { ShippedText } from './shipped-texts.ts';

/** The catalogue's text with the placeholder's name after it: "… : {{code}}". */
function naming(code: 'TEXT_PLACEHOLDER_MISSING' | 'TEXT_PLACEHOLDER_UNKNOWN', name: string): LocalizedText {
  const text = errorMessage(code);
  return Object.fromEntries(LOCALES.map((locale) => [locale, `${text[locale]}: {{${name}}}`])) as LocalizedText;
}

/**
 * An override keeps the {{placeholders}} of the shipped ru-RU text: one left out would show a blank where the code or
 * the name belongs. It adds none that neither the ru-RU text nor its own locale's shipped text has (a plural form of
 * one language may name the count where ru-RU's does not): an unknown one would show as written. Refuses with every
 * locale at fault, each naming its first missing (or unknown) placeholder.
 */
export function assertSamePlaceholders(shipped: ShippedText, values: Partial<Record<Locale, string>>): void {
  const fields: FieldError[] = [];
  for (const locale of LOCALES) {
    const value = values[locale];
    if (value === undefined) continue;
    const used = textPlaceholders(value);
    const missing = shipped.placeholders.find((name) => !used.includes(name));
    const known = new Set([...shipped.placeholders, ...textPlaceholders(shipped.texts[locale] ?? '')]);
    const unknown = used.find((name) => !known.has(name));
    if (missing !== undefined) {
      fields.push({
        field: locale,
        code: 'TEXT_PLACEHOLDER_MISSING',
        message: naming('TEXT_PLACEHOLDER_MISSING', missing),
      });
    } else if (unknown !== undefined) {
      fields.push({
        field: locale,
        code: 'TEXT_PLACEHOLDER_UNKNOWN',
        message: naming('TEXT_PLACEHOLDER_UNKNOWN', unknown),
      });
    }
  }
  if (fields.length) throw new AppError('VALIDATION_FAILED', { fields });
}
