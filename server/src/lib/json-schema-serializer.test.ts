import {
  errorEnvelopeSchema,
  meSchema,
  okEnvelope,
  paginated,
  roleIdSchema,
  subjectDataSchema,
  userSchema,
} from '@umka/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerOf } from '../test/answer-arbitrary.ts';
import { type FastSerializer, fastSerializerFor } from './json-schema-serializer.ts';

function fastSerializer(schema: z.core.$ZodType): FastSerializer {
  const result = fastSerializerFor(schema);
  if (!('serialize' in result)) throw new Error(`expected the fast path, got: ${result.reason}`);
  return result.serialize;
}

const reasonFor = (schema: z.core.$ZodType) => {
  const result = fastSerializerFor(schema);
  return 'reason' in result ? result.reason : null;
};

const zodWrites = (schema: z.core.$ZodType, value: unknown) => JSON.stringify(z.parse(schema, value));

function meAnswer() {
  return {
    user: {
      id: 7,
      role_id: 3,
      name: 'Ann Lee',
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      phone: null,
      is_active: true,
      avatar: null,
      property: { age: 9, guides: [] },
      locale: 'ru-RU',
      created_at: '2026-11-27 10:00:00',
      password_hash: '$argon2id$v=19$secret',
    },
    student: {
      subjects: [],
      groups: [{ id: 1, title: '3A', subject_id: 1, teacher_id: 2, password_hash: '$argon2id$teacher' }],
    },
  };
}

describe('the fast serializer of a contract schema', () => {
  const contracts = {
    '/api/me': okEnvelope(meSchema),
    'a failure': errorEnvelopeSchema,
    'a page of users': okEnvelope(paginated(userSchema)),
    "a student's subject": okEnvelope(subjectDataSchema),
  };

  for (const [name, schema] of Object.entries(contracts)) {
    it(`writes ${name} exactly as zod's parse and JSON.stringify do, for any answer the contract accepts`, () => {
      const serialize = fastSerializer(schema);
      fc.assert(
        fc.property(answerOf(schema), (answer) => {
          expect(serialize(answer)).toBe(zodWrites(schema, answer));
        }),
        { numRuns: 300 },
      );
    });
  }

  it('never writes a field the contract does not name, such as a password hash, at any depth', () => {
    const schema = okEnvelope(meSchema);
    const answer = { status: true, data: meAnswer(), token: 'secret' };
    const written = fastSerializer(schema)(answer);
    expect(written).not.toMatch(/password_hash|argon2|token/);
    expect(written).toBe(zodWrites(schema, answer));
  });

  it('writes a role, a union of literals, as the number it is, and null where it may be null', () => {
    const serialize = fastSerializer(z.object({ role_id: roleIdSchema.nullable() }));
    expect([1, 2, 3, null].map((role_id) => serialize({ role_id }))).toEqual([
      '{"role_id":1}',
      '{"role_id":2}',
      '{"role_id":3}',
      '{"role_id":null}',
    ]);
  });

  it('takes the fast path for arrays of a fixed or bounded length, such as the ten slots of a picture', () => {
    const slots = z.object({ slots: z.array(z.number().nullable()).length(10), tags: z.array(z.string()).min(3) });
    const value = { slots: [1, null, 3, null, 5, null, 7, null, 9, null], tags: ['a', 'b', 'c'] };
    expect(fastSerializer(slots)(value)).toBe(zodWrites(slots, value));
  });

  it('refuses an answer without a required field, as zod does', () => {
    const { email: _, ...user } = meAnswer().user;
    expect(() => fastSerializer(userSchema)(user)).toThrow(/email/);
  });
});

describe('a schema the fast path cannot write as zod does', () => {
  const cases: [string, z.core.$ZodType, RegExp][] = [
    ['a transform', z.object({ id: z.number().transform(String) }), /answer\.id: pipe/],
    ['a pipe', z.object({ id: z.string().pipe(z.coerce.number()) }), /pipe/],
    ['a default', z.object({ page: z.number().default(1) }), /default/],
    ['a date', z.object({ at: z.date() }), /date/],
    ['a record', z.record(z.string(), z.number()), /record/],
    ['a union of objects', z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]), /union/],
    ['a discriminated union', z.discriminatedUnion('t', [z.object({ t: z.literal('a') })]), /union/],
    ['an unknown value', z.object({ settings: z.unknown() }), /unknown/],
    ['an object that keeps unknown keys', z.looseObject({ id: z.number() }), /unknown keys/],
    ['a strict object', z.strictObject({ id: z.number() }), /unknown keys/],
    ['a refinement', z.object({ id: z.number() }).refine((value) => value.id > 0), /custom/],
    ['a trimmed string', z.object({ name: z.string().trim() }), /answer\.name: a overwrite check/],
    ['a custom type', z.custom<string>((value) => typeof value === 'string'), /custom/],
    ['a required key after an optional one', z.object({ a: z.string().optional(), b: z.string() }), /answer\.b/],
    ['a __proto__ key', z.object({ ['__proto__']: z.string() }), /__proto__/],
    ['a string its witness cannot match', z.object({ at: z.string().regex(/^\d\d:\d\d$/) }), /witness/],
  ];

  for (const [name, schema, reason] of cases) {
    it(`keeps zod for ${name}, and says why`, () => {
      expect(reasonFor(schema)).toMatch(reason);
    });
  }
});
