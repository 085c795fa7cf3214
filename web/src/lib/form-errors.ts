import { type ErrorCode, errorMessage, isErrorCode, type LocalizedText } from '@umka/contracts';
import type { ZodError } from 'zod';
import { isApiError } from './api-error.ts';

/** Field name → its error text in every locale; render an entry with useLocalized(). */
export type FormErrors = Partial<Record<string, LocalizedText>>;

/** Contract schemas use error codes as issue messages, so client-side checks speak the server's words. */
export function zodFormErrors(error: ZodError): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (errors[field]) continue;
    const code: ErrorCode = isErrorCode(issue.message) ? issue.message : 'FIELD_INVALID';
    errors[field] = errorMessage(code);
  }
  return errors;
}

/** The `fields` of a failed call, or an empty object when the failure was not about fields. */
export function apiFormErrors(error: unknown): FormErrors {
  const errors: FormErrors = {};
  if (!isApiError(error)) return errors;
  for (const field of error.fields ?? []) errors[field.field] ??= field.message;
  return errors;
}

export function hasFormErrors(errors: FormErrors): boolean {
  return Object.keys(errors).length > 0;
}
