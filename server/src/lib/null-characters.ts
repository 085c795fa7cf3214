import type { FastifyInstance } from 'fastify';
import { invalidField } from './app-error.ts';

/** The path of the first string holding U+0000 in a parsed JSON value or query, or null. */
export function nullCharacterPath(value: unknown, path: readonly string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? [...path] : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = nullCharacterPath(inner, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * No person types U+0000, and PostgreSQL cannot store it in text (SQLite would keep it and hand it back
 * to every reader), so a request carrying one is refused as invalid input before any route sees it.
 */
export function refuseNullCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [context, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const path = nullCharacterPath(value);
      if (path) throw invalidField(path.join('.') || context, 'FIELD_INVALID');
    }
  });
}
