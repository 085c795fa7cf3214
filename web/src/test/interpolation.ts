import type { i18n as I18n } from 'i18next';

/** A text shown with a placeholder left in it ("{{max}}") is a bug a child would read: it fails the test. */
export function throwOnMissingValue(text: string, match: RegExpExecArray): never {
  throw new Error(`"${text}" was shown without a value for ${match[0]}`);
}

/** The app's own i18n instance, made strict the same way for whole-app tests (its interpolator reads these options). */
export function failOnMissingValues(instance: I18n): void {
  instance.options.missingInterpolationHandler = throwOnMissingValue;
}
