import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../expression/evaluate.ts';
import { parseExpression } from '../expression/parse.ts';
import { itObeysTrainerLaws } from '../testing/rule-laws.ts';
import { type EquationsSettings, type EquationTask, equationLevels, equationsRules } from './equations.ts';

const settings: fc.Arbitrary<EquationsSettings> = fc.record({
  level: fc.constantFrom(...equationLevels),
  count: fc.integer({ min: 1, max: 30 }),
});

const badSettings = fc.oneof(
  settings.map((s) => ({ ...s, level: 'quadratic' })),
  settings.chain((s) => fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 31 })).map((count) => ({ ...s, count }))),
);

/** Evaluates one side of a displayed equation at x, reading `3x` and `3(` as multiplication. */
function side(text: string, x: number): number {
  return evaluate(parseExpression(text.replace(/(\d)(?=[x(])/g, '$1*')), { x });
}

function holdsAt(task: EquationTask, x: number): boolean {
  const [left = '', right = ''] = task.display.split(' = ');
  return Math.abs(side(left, x) - side(right, x)) < 1e-9;
}

describe('equations rules', () => {
  itObeysTrainerLaws({
    rules: equationsRules,
    settings,
    badSettings,
    trueAnswer: (task) => task.solution,
    wrongAnswer: (task, _s, salt) => task.solution + salt / 100,
  });

  it('shows an equation that its solution satisfies, and only its solution', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        for (const task of equationsRules.generate(seed, s)) {
          expect(task.level).toBe(s.level);
          expect(holdsAt(task, task.solution)).toBe(true);
          expect(holdsAt(task, task.solution + 1)).toBe(false);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('has solutions with at most 2 decimals and no `+ -` on screen', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        for (const task of equationsRules.generate(seed, s)) {
          expect(Math.abs(task.solution * 100 - Math.round(task.solution * 100))).toBeLessThan(1e-9);
          expect(task.display).not.toMatch(/[+-] -/);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('writes no zero term (`6x + 0`) and keeps one-step answers within the times table', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        for (const task of equationsRules.generate(seed, s)) {
          expect(task.display).not.toMatch(/[+-] 0(?!\d)/);
          if (task.level === 'oneStep') expect(Math.abs(task.solution)).toBeLessThanOrEqual(100);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('accepts an answer that rounds to the solution at 2 digits and refuses one that does not', () => {
    const task: EquationTask = { level: 'oneStep', display: '4x = 7', solution: 1.75 };
    const s = equationsRules.defaults;
    expect(equationsRules.check(task, 1.7549, s)).toBe(true);
    expect(equationsRules.check(task, 1.7451, s)).toBe(true);
    expect(equationsRules.check(task, 1.76, s)).toBe(false);
    expect(equationsRules.check({ ...task, display: '3x = 1', solution: 1 / 3 }, 0.33, s)).toBe(true);
  });
});
