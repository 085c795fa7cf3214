import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { mayHoldNullCharacter, nullCharacterError } from './null-characters.ts';

/** No request of ours nests deeper than a handful of levels; 64 leaves room without letting a body cost a stack. */
export const MAX_JSON_DEPTH = 64;
/**
 * The largest request of ours (a homework, a mental test, a diary page) holds a few thousand values; parsing
 * a megabyte of tiny ones holds the event loop for tens of milliseconds before any rule could refuse them.
 */
export const MAX_JSON_VALUES = 20_000;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

export type JsonShapeProblem = 'BODY_TOO_DEEP' | 'BODY_TOO_MANY_VALUES';

/**
 * What makes JSON text too costly to parse and walk: nesting deeper than `maxDepth`, or more than `maxValues`
 * values (counted by the commas and brackets that separate and open them). One pass over the characters with
 * no recursion, so a megabyte costs a millisecond and no stack. Brackets and commas inside strings do not
 * count; malformed text is left for the parser to refuse.
 */
export function jsonShapeProblem(
  text: string,
  limits: { maxDepth: number; maxValues: number } = { maxDepth: MAX_JSON_DEPTH, maxValues: MAX_JSON_VALUES },
): JsonShapeProblem | null {
  let depth = 0;
  let values = 1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      if (++depth > limits.maxDepth) return 'BODY_TOO_DEEP';
      if (++values > limits.maxValues) return 'BODY_TOO_MANY_VALUES';
    } else if (char === COMMA) {
      if (++values > limits.maxValues) return 'BODY_TOO_MANY_VALUES';
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) {
      depth--;
    }
  }
  return null;
}

/**
 * Fastify's own JSON parser (with its prototype-poisoning guard), behind a shape check, so every later walk
 * over a body can rely on a bounded depth and size; a body whose text holds no escaped U+0000 is not walked for one.
 */
export function parseJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    const problem = jsonShapeProblem(text);
    if (problem) {
      done(new AppError(problem), undefined);
      return;
    }
    parse(request, text, (error, value) => {
      if (error) return done(error, undefined);
      const nul = mayHoldNullCharacter(text) ? nullCharacterError(value, 'body') : null;
      done(nul, nul ? undefined : value);
    });
  });
}
