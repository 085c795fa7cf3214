import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonShapeProblem } from './json-body.ts';
import { mayHoldNullCharacter, nullCharacterPath } from './null-characters.ts';

function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const inner = Object.values(value).map(depthOf);
  return 1 + (inner.length > 0 ? Math.max(...inner) : 0);
}

function valuesOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 1;
  return 1 + Object.values(value).reduce<number>((sum, inner) => sum + valuesOf(inner), 0);
}

const deeper = (text: string, maxDepth: number) =>
  jsonShapeProblem(text, { maxDepth, maxValues: Number.MAX_SAFE_INTEGER }) === 'BODY_TOO_DEEP';

describe('jsonShapeProblem', () => {
  it('agrees with the depth of any JSON value it is given as text', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 10 }), (value, limit) => {
        expect(deeper(JSON.stringify(value), limit)).toBe(depthOf(value) > limit);
      }),
    );
  });

  it('refuses a limit below the number of values a JSON text holds, and takes one twice as large', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 4 }).filter((value) => valuesOf(value) > 1),
        (value) => {
          const text = JSON.stringify(value);
          const count = valuesOf(value);
          expect(jsonShapeProblem(text, { maxDepth: 100, maxValues: count - 1 })).toBe('BODY_TOO_MANY_VALUES');
          expect(jsonShapeProblem(text, { maxDepth: 100, maxValues: 2 * count })).toBeNull();
        },
      ),
    );
    expect(jsonShapeProblem('[1,2,3]', { maxDepth: 5, maxValues: 4 })).toBeNull();
    expect(jsonShapeProblem('[1,2,3,4]', { maxDepth: 5, maxValues: 4 })).toBe('BODY_TOO_MANY_VALUES');
  });

  it('does not count brackets or commas inside strings, escaped quotes included', () => {
    expect(deeper(JSON.stringify({ a: '[[[[{{{{', b: 'say \\"[[[[" ok' }), 1)).toBe(false);
    expect(deeper(JSON.stringify(['\\', [[]]]), 2)).toBe(true);
    expect(jsonShapeProblem(JSON.stringify({ a: ',,,,,,' }), { maxDepth: 5, maxValues: 3 })).toBeNull();
  });

  it('reads a megabyte of brackets without recursion', () => {
    expect(jsonShapeProblem('['.repeat(1_048_576))).toBe('BODY_TOO_DEEP');
    expect(jsonShapeProblem('"'.concat('['.repeat(1_048_576), '"'))).toBeNull();
    expect(jsonShapeProblem(`[${'0,'.repeat(30_000)}0]`)).toBe('BODY_TOO_MANY_VALUES');
  });
});

describe('nullCharacterPath', () => {
  it('names the field holding U+0000, nested or not', () => {
    expect(nullCharacterPath({ a: 'x', b: { c: ['ok', 'n\u0000o'] } })).toEqual(['b', 'c', '1']);
    expect(nullCharacterPath({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(nullCharacterPath({ a: 'fine', b: [1, null, true] })).toBeNull();
  });

  it('is only needed for JSON text that holds the escape of U+0000', () => {
    expect(mayHoldNullCharacter(JSON.stringify({ a: 'n\u0000o' }))).toBe(true);
    expect(mayHoldNullCharacter(JSON.stringify({ a: 'no \\u0000 here', b: 'ok' }))).toBe(true);
    expect(mayHoldNullCharacter(JSON.stringify({ a: 'plain', b: [1, 2] }))).toBe(false);
  });

  it('walks a value deeper than any body may be without overflowing the stack', () => {
    let value: unknown = 'n\u0000o';
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(() => nullCharacterPath(value)).not.toThrow();
  });
});
