import { createRequire } from 'node:module';
import { z } from 'zod';

type FastJson = typeof import('fast-json-stringify').default;

let fastJson: FastJson | undefined;
/**
 * fast-json-stringify and its Ajv take ~0.1 s and ~13 MB to load: a process loads them with the first answer it
 * writes fast, not at start. A CommonJS module, so it loads synchronously, as a serializer must.
 */
function compileSchema(schema: Record<string, unknown>) {
  fastJson ??= createRequire(import.meta.url)('fast-json-stringify') as FastJson;
  return fastJson(schema);
}

export type FastSerializer = (value: unknown) => string;

/** A serializer that writes exactly what zod's parse plus `JSON.stringify` write, or why there is none. */
export type FastSerializerResult = { serialize: FastSerializer } | { reason: string };

/** Checks that only refuse a value: what zod outputs is its input, so a serializer that ignores them agrees. */
const REFUSING_CHECKS = new Set([
  'min_length',
  'max_length',
  'length_equals',
  'string_format',
  'greater_than',
  'less_than',
  'multiple_of',
  'number_format',
]);

type JsonPrimitive = string | number | boolean | null;

const isPrimitiveLiteral = (value: unknown): value is JsonPrimitive =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null;

const jsonType = (value: JsonPrimitive) =>
  value === null ? 'null' : typeof value === 'string' ? 'string' : typeof value === 'number' ? 'number' : 'boolean';

/**
 * What in `schema` fast-json-stringify would not write as zod does, or null. Anything not known to agree is
 * refused: transforms, pipes, defaults, dates, records, unions other than of literals, `unknown` (zod keeps a field
 * that holds undefined, fast-json-stringify refuses it), catchalls, refinements (`custom`) and overwrites (`trim`).
 */
function unsupportedPart(schema: z.core.$ZodType, path = 'answer'): string | null {
  const node = schema as z.core.$ZodTypes;
  const def = node._zod.def;
  const check = def.checks?.find((c) => !REFUSING_CHECKS.has(c._zod.def.check));
  if (check) return `${path}: a ${check._zod.def.check} check`;
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      return null;
    case 'literal':
    case 'enum':
      return [...(node._zod.values ?? [])].every(isPrimitiveLiteral) ? null : `${path}: a ${def.type} of other values`;
    case 'nullable':
    case 'optional':
      return unsupportedPart(def.innerType, path);
    case 'array':
      return unsupportedPart(def.element, `${path}[]`);
    case 'union':
      return def.options.every((option) => option._zod.def.type === 'literal' && !unsupportedPart(option))
        ? null
        : `${path}: a union of other than literals`;
    case 'object':
      return unsupportedObjectPart(def, path);
    default:
      return `${path}: ${def.type}`;
  }
}

function unsupportedObjectPart(def: z.core.$ZodObjectDef, path: string): string | null {
  if (def.catchall) return `${path}: an object that keeps unknown keys`;
  let optionalSeen = false;
  for (const [key, field] of Object.entries(def.shape)) {
    // The generated code reads `value["__proto__"]`, the prototype, where zod reads the own key.
    if (key === '__proto__') return `${path}: a __proto__ key`;
    const optional = field._zod.optout === 'optional';
    // fast-json-stringify writes the required keys first; zod writes the shape's order.
    if (optionalSeen && !optional) return `${path}.${key}: a required key after an optional one`;
    optionalSeen ||= optional;
    const reason = unsupportedPart(field, `${path}.${key}`);
    if (reason) return reason;
  }
  return null;
}

const VALIDATION_KEYWORDS = [
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
] as const;

/** No metadata: an `id` in the global registry would turn into a `$ref`, a description into noise. */
const NO_METADATA = new z.core.$ZodRegistry<Record<string, unknown>>();

/** The JSON Schema that fast-json-stringify compiles: zod's own, in the form it serializes without Ajv. */
function toSerializationSchema(schema: z.core.$ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, {
    // OpenAPI 3.0 writes a nullable as `nullable: true` beside the type, not as an `anyOf` Ajv would decide.
    target: 'openapi-3.0',
    io: 'output',
    unrepresentable: 'throw',
    cycles: 'throw',
    reused: 'inline',
    metadata: NO_METADATA,
    override: ({ zodSchema, jsonSchema }) => {
      const def = (zodSchema as z.core.$ZodTypes)._zod.def;
      if (def.type === 'union') {
        // A union of literals is one enum, written by type; as an `anyOf` every answer would be run through Ajv.
        const values = def.options.flatMap((option) => [...(option._zod.values ?? [])]).filter(isPrimitiveLiteral);
        const types = new Set(values.map(jsonType));
        delete jsonSchema.anyOf;
        jsonSchema.enum = values;
        if (types.size === 1) jsonSchema.type = [...types][0];
      }
      // Bounds, patterns and formats only refuse values. fast-json-stringify would format a Date for `date-time`,
      // and refuses OpenAPI 3.0's boolean `exclusiveMinimum` as an invalid schema.
      for (const keyword of VALIDATION_KEYWORDS) delete jsonSchema[keyword];
    },
  }) as Record<string, unknown>;
}

/** Compiled once per shape: every app built in one process (the tests build hundreds) shares them. */
const compiled = new Map<string, FastSerializer>();

function compile(jsonSchema: Record<string, unknown>): FastSerializer {
  const key = JSON.stringify(jsonSchema);
  let serialize = compiled.get(key);
  if (!serialize) {
    serialize = compileSchema(jsonSchema) as FastSerializer;
    compiled.set(key, serialize);
  }
  return serialize;
}

/** A string that needs escaping, fitted to the schema's length bounds. */
function witnessString(schema: z.core.$ZodType): string {
  const text = 'Ab "\\ é\n\u2028';
  if (!(schema instanceof z.ZodString)) return text;
  return text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? undefined);
}

/** 1, or an integer at the schema's bounds when 1 is out of them. */
function witnessNumber(schema: z.core.$ZodType): number {
  if (!(schema instanceof z.ZodNumber)) return 1;
  const low = schema.minValue ?? Number.NEGATIVE_INFINITY;
  const high = schema.maxValue ?? Number.POSITIVE_INFINITY;
  const candidates = [1, Math.ceil(low), Math.floor(low) + 1, Math.floor(high), Math.ceil(high) - 1];
  return candidates.find((value) => z.safeParse(schema, value, { jitless: true }).success) ?? 1;
}

/** The item counts an array's checks allow (`.min`, `.max`, `.length`). */
function arrayBounds(def: z.core.$ZodArrayDef): { min: number; max: number } {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  for (const check of def.checks ?? []) {
    const rule = check._zod.def as { check: string; minimum?: number; maximum?: number; length?: number };
    if (rule.check === 'min_length') min = Math.max(min, rule.minimum ?? 0);
    if (rule.check === 'max_length') max = Math.min(max, rule.maximum ?? max);
    if (rule.check === 'length_equals') [min, max] = [rule.length ?? 0, rule.length ?? 0];
  }
  return { min, max };
}

/** Full: two items (one full, one sparse, and so on), or as near two as the bounds allow; sparse: the fewest. */
function witnessArray(def: z.core.$ZodArrayDef, full: boolean): unknown[] {
  const { min, max } = arrayBounds(def);
  const length = full ? Math.min(Math.max(2, min), max) : min;
  return Array.from({ length }, (_, index) => witness(def.element, full && index % 2 === 0));
}

/**
 * A value the schema accepts with every optional field present, every nullable set and two items in every
 * array (`full`), or with optionals absent, nullables null and arrays as short as allowed; every object carries
 * a key the schema does not know, which both serializers must drop.
 */
function witness(schema: z.core.$ZodType, full: boolean): unknown {
  const node = schema as z.core.$ZodTypes;
  const def = node._zod.def;
  switch (def.type) {
    case 'string':
      return witnessString(schema);
    case 'number':
      return witnessNumber(schema);
    case 'boolean':
      return full;
    case 'literal':
    case 'enum': {
      const values = [...(node._zod.values ?? [])];
      return full ? values.at(-1) : values[0];
    }
    case 'nullable':
      return full ? witness(def.innerType, full) : null;
    case 'optional':
      return full ? witness(def.innerType, full) : undefined;
    case 'array':
      return witnessArray(def, full);
    case 'union': {
      const option = full ? def.options.at(-1) : def.options[0];
      return option ? witness(option, full) : undefined;
    }
    case 'object': {
      const value: Record<string, unknown> = { password_hash: 'not in the contract' };
      for (const [key, field] of Object.entries(def.shape)) {
        const item = witness(field, full);
        if (item !== undefined) value[key] = item;
      }
      return value;
    }
    default:
      // z.null(): unsupportedPart refused every other kind.
      return null;
  }
}

/** Why fast-json-stringify wrote `value` otherwise than zod did (`expected`: its parse, stringified), or null. */
export function disagreement(expected: string, serialize: FastSerializer, value: unknown): string | null {
  let actual: string;
  try {
    actual = serialize(value);
  } catch (error) {
    return `fast-json-stringify threw "${(error as Error).message}" where zod wrote ${expected}`;
  }
  return actual === expected ? null : `fast-json-stringify wrote ${actual} where zod wrote ${expected}`;
}

/**
 * fast-json-stringify from the schema's JSON Schema, kept only when the schema holds nothing it would write
 * differently from zod, the conversion succeeds, and both write the same for the schema's two witnesses.
 */
export function fastSerializerFor(schema: z.core.$ZodType): FastSerializerResult {
  let result = results.get(schema);
  if (!result) {
    result = decide(schema);
    results.set(schema, result);
  }
  return result;
}

/** A schema shared by many routes (the failure envelope) is decided once. */
const results = new WeakMap<z.core.$ZodType, FastSerializerResult>();

let decisions = 0;

/** How many schemas this process has decided (checked, converted, compiled, witnessed): none before an answer. */
export const schemasDecided = (): number => decisions;

function decide(schema: z.core.$ZodType): FastSerializerResult {
  decisions += 1;
  const unsupported = unsupportedPart(schema);
  if (unsupported) return { reason: unsupported };
  let serialize: FastSerializer;
  try {
    serialize = compile(toSerializationSchema(schema));
  } catch (error) {
    return { reason: `no JSON Schema: ${(error as Error).message}` };
  }
  for (const full of [true, false]) {
    const value = witness(schema, full);
    // Without zod's compiled fast path: compiling it would cost the boot ~1 ms per schema for one parse.
    const parsed = z.safeParse(schema, value, { jitless: true });
    if (!parsed.success) return { reason: `the contract refuses its ${full ? 'full' : 'sparse'} witness` };
    const differs = disagreement(JSON.stringify(parsed.data), serialize, value);
    if (differs) return { reason: differs };
  }
  return { serialize };
}
