import fc from 'fast-check';
import { z } from 'zod';

/** Any UTF-16 code unit (control characters, quotes, backslashes and lone surrogates included), or a pair. */
const codeUnit = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('"', '\\', '\u2028', '😀'),
);

/** Short and long text, since a serializer escapes short strings by hand and hands long ones to JSON.stringify. */
const text = fc.oneof(
  { arbitrary: fc.string({ maxLength: 12 }), weight: 3 },
  { arbitrary: fc.string({ unit: codeUnit, maxLength: 12 }), weight: 3 },
  { arbitrary: fc.string({ unit: codeUnit, minLength: 40, maxLength: 200 }), weight: 1 },
);

function numberOf(schema: z.core.$ZodType): fc.Arbitrary<number> {
  const low = schema instanceof z.ZodNumber ? (schema.minValue ?? Number.NEGATIVE_INFINITY) : Number.NEGATIVE_INFINITY;
  const high = schema instanceof z.ZodNumber ? (schema.maxValue ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY;
  if (schema instanceof z.ZodNumber && schema.isInt) {
    return fc.integer({
      min: Math.max(Math.ceil(low), Number.MIN_SAFE_INTEGER),
      max: Math.min(Math.floor(high), Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({
    noNaN: true,
    noDefaultInfinity: true,
    ...(low === Number.NEGATIVE_INFINITY ? {} : { min: low }),
    ...(high === Number.POSITIVE_INFINITY ? {} : { max: high }),
  });
}

/** Keys a service may leave on a row that the contract does not name: serializing must drop every one. */
const strayKeys = fc.dictionary(fc.oneof(fc.constant('password_hash'), fc.string()), fc.jsonValue({ maxDepth: 1 }), {
  maxKeys: 2,
});

/**
 * Values `schema` accepts, as a service might hand them to a route: every object also carries stray keys.
 * Covers what json-schema-serializer.ts serializes itself; any other kind of schema throws.
 */
export function answerOf(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  const node = schema as z.core.$ZodTypes;
  const def = node._zod.def;
  switch (def.type) {
    case 'string':
      // Length bounds and formats are the contract's: a string it refuses is no answer.
      return text.filter((value) => z.safeParse(schema, value).success);
    case 'number':
      return numberOf(schema).filter((value) => z.safeParse(schema, value).success);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
    case 'enum':
      return fc.constantFrom(...(node._zod.values ?? []));
    case 'nullable':
      return fc.option(answerOf(def.innerType), { nil: null });
    case 'optional':
      return fc.option(answerOf(def.innerType), { nil: undefined });
    case 'union':
      return fc.oneof(...def.options.map(answerOf));
    case 'array': {
      const item = answerOf(def.element);
      const short = fc.array(item, { maxLength: 3 });
      // Past 128 strings fast-json-stringify writes an array through JSON.stringify.
      if (def.element._zod.def.type !== 'string') return short;
      return fc.oneof(
        { arbitrary: short, weight: 9 },
        { arbitrary: fc.array(item, { minLength: 128, maxLength: 130 }), weight: 1 },
      );
    }
    case 'object': {
      const shape = def.shape;
      const model = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, answerOf(field)]));
      const requiredKeys = Object.keys(shape).filter((key) => shape[key]?._zod.optout !== 'optional');
      return fc.tuple(fc.record(model, { requiredKeys }), strayKeys).map(([value, stray]) => {
        const extra = Object.fromEntries(Object.entries(stray).filter(([key]) => !Object.hasOwn(shape, key)));
        return { ...extra, ...value };
      });
    }
    default:
      throw new Error(`no answers of a ${def.type} schema`);
  }
}
