import type { FastifyInstance } from 'fastify';
import { invalidField } from './app-error.ts';

/**
 * JSON text can only carry U+0000 or a lone surrogate (half of a UTF-16 pair, which no UTF-8 text can hold)
 * escaped, so text without such an escape cannot hold one.
 */
const ESCAPED_UNSTORABLE = /\\u(0000|d[89a-f])/i;

/** A surrogate without its other half, which PostgreSQL cannot keep in text any more than U+0000. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function unstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

export function mayHoldNullCharacter(jsonText: string): boolean {
  return ESCAPED_UNSTORABLE.test(jsonText);
}

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string holding U+0000 or a lone surrogate in a parsed JSON value or query, or null. It walks with its
 * own stack and links each step to its parent instead of copying paths, so a deep or wide value costs one
 * small object per node and no recursion.
 */
export function nullCharacterPath(value: unknown): string[] | null {
  const pending: Visit[] = [{ value, key: '', parent: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const current = next.value;
    if (typeof current === 'string') {
      if (unstorable(current)) return pathOf(next);
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    const keys = Object.keys(current);
    // Pushed in reverse, so fields are looked at in the order the body gives them.
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string;
      const visit = { value: (current as Record<string, unknown>)[key], key, parent: next };
      if (unstorable(key)) return pathOf(visit);
      pending.push(visit);
    }
  }
  return null;
}

/** 422 naming the field of a parsed body or query that holds U+0000 or a lone surrogate. */
export function nullCharacterError(value: unknown, context: string) {
  const path = nullCharacterPath(value);
  return path ? invalidField(path.join('.') || context, 'FIELD_INVALID') : null;
}

/**
 * No person types U+0000, and PostgreSQL cannot store it in text (SQLite would keep it and hand it back
 * to every reader), and a lone surrogate would be stored as U+FFFD, so a request carrying either is refused
 * as invalid input before any route sees it.
 * JSON bodies are checked by their parser (json-body.ts), which reads their text first.
 */
export function refuseNullCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [context, value] of [
      ['params', request.params],
      ['querystring', request.query],
    ] as const) {
      const error = nullCharacterError(value, context);
      if (error) throw error;
    }
  });
}
