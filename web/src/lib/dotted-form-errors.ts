import { type ErrorCode, errorMessage, isErrorCode } from '@umka/contracts';
import type { ZodError } from 'zod';
import type { FormErrors } from './form-errors.ts';

/**
 * Issues keyed by their whole dotted path (`title.ru-RU`, `tasks.3.expression`), the way the server
 * names fields, so a client-side check and a server answer land on the same input. `rename` maps the
 * first path segment when the checked shape spells a field differently from the wire.
 */
export function dottedFormErrors(error: ZodError, rename: Readonly<Record<string, string>> = {}): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const [head = '', ...rest] = issue.path.map(String);
    const field = [rename[head] ?? head, ...rest].join('.');
    if (errors[field]) continue;
    const code: ErrorCode = isErrorCode(issue.message) ? issue.message : 'FIELD_INVALID';
    errors[field] = errorMessage(code);
  }
  return errors;
}

/** Drops the error of a field and of everything nested under it, once the admin edits that field. */
export function withoutField(errors: FormErrors, field: string): FormErrors {
  const kept: FormErrors = {};
  for (const [key, text] of Object.entries(errors)) {
    if (key !== field && !key.startsWith(`${field}.`)) kept[key] = text;
  }
  return kept;
}

/** The error of a field itself, else the first one of its parts (`variables.2` shows on the variables input). */
export function errorUnder(errors: FormErrors, field: string): FormErrors[string] {
  const own = errors[field];
  if (own) return own;
  const nested = Object.keys(errors).find((key) => key.startsWith(`${field}.`));
  return nested === undefined ? undefined : errors[nested];
}
