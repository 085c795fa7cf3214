import { type ErrorCode, errorMessage, type Locale } from '@umka/contracts';
import enUS from '../../web/src/locales/en-US.json';
import ruRU from '../../web/src/locales/ru-RU.json';
import ukUA from '../../web/src/locales/uk-UA.json';

/**
 * The interface texts the person reads, taken from the app's own locale files so a reworded
 * label changes here too; the journeys run in Russian, the default language.
 */
export const TEXT = { 'ru-RU': ruRU, 'en-US': enUS, 'uk-UA': ukUA } as const;
export const ru = ruRU;

/** A server message (error codes double as zod issue messages) as the person reads it. */
export function errorText(code: ErrorCode, locale: Locale = 'ru-RU'): string {
  return errorMessage(code)[locale];
}
