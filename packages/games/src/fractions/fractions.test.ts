import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itObeysTrainerLaws } from '../testing/rule-laws.ts';
import { gcd, isReduced, reduce } from './fraction.ts';
import {
  FRACTION_LEVEL_MAX_DENOMINATOR,
  type FractionAnswer,
  type FractionsSettings,
  fractionOperations,
  fractionsRules,
  judgeFraction,
  solveFraction,
} from './fractions.ts';

const settings: fc.Arbitrary<FractionsSettings> = fc.record({
  operation: fc.constantFrom(...fractionOperations),
  level: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
  count: fc.integer({ min: 1, max: 30 }),
});

const badSettings = fc.oneof(
  settings.map((s) => ({ ...s, operation: 'multiply' })),
  settings.chain((s) => fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 5 })).map((level) => ({ ...s, level }))),
  settings.chain((s) => fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 31 })).map((count) => ({ ...s, count }))),
);

function perturb(answer: FractionAnswer, salt: number): FractionAnswer {
  if (typeof answer === 'string') return answer === '<' ? '>' : '<';
  return { numerator: answer.numerator + salt, denominator: answer.denominator };
}

describe('fractions rules', () => {
  itObeysTrainerLaws({
    rules: fractionsRules,
    settings,
    badSettings,
    trueAnswer: (task) => solveFraction(task),
    wrongAnswer: (task, _s, salt) => perturb(solveFraction(task), salt),
  });

  it('keeps every shown denominator within the level and shows simplify tasks that can be simplified', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        const max = FRACTION_LEVEL_MAX_DENOMINATOR[s.level];
        for (const task of fractionsRules.generate(seed, s)) {
          const shown = task.operation === 'simplify' ? [task.value] : [task.left, task.right];
          for (const f of shown) {
            expect(f.denominator).toBeGreaterThanOrEqual(2);
            expect(f.denominator).toBeLessThanOrEqual(max);
            expect(f.numerator).toBeGreaterThan(0);
          }
          if (task.operation === 'simplify') expect(isReduced(task.value)).toBe(false);
          else expect(shown.every(isReduced)).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('asks for a positive difference at every level: neither negative nor 1/2 − 1/2 = 0', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        for (const task of fractionsRules.generate(seed, { ...s, operation: 'subtract' })) {
          const result = solveFraction(task);
          expect(typeof result !== 'string' && result.numerator > 0).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a correct but unreduced value with its own reason', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 9 }), (seed, factor) => {
        for (const task of fractionsRules.generate(seed, { operation: 'add', level: 2, count: 5 })) {
          const right = solveFraction(task);
          if (typeof right === 'string') continue;
          const unreduced = { numerator: right.numerator * factor, denominator: right.denominator * factor };
          expect(judgeFraction(task, unreduced)).toBe('not_reduced');
          expect(fractionsRules.check(task, unreduced, fractionsRules.defaults)).toBe(false);
        }
      }),
    );
  });

  it('refuses a relation given for a fraction task and a fraction for a comparison', () => {
    const half = { numerator: 1, denominator: 2 };
    expect(judgeFraction({ operation: 'simplify', value: { numerator: 2, denominator: 4 } }, '=')).toBe('wrong_kind');
    expect(judgeFraction({ operation: 'compare', left: half, right: half }, half)).toBe('wrong_kind');
  });

  it('reduces to lowest terms with the same value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -500, max: 500 }), fc.integer({ min: 1, max: 500 }), (numerator, denominator) => {
        const r = reduce({ numerator, denominator });
        expect(gcd(r.numerator, r.denominator)).toBe(1);
        expect(r.numerator * denominator).toBe(numerator * r.denominator);
      }),
    );
  });
});
