import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itObeysTrainerLaws } from '../testing/rule-laws.ts';
import {
  displayMentalExpression,
  type MentalTestSettings,
  mentalTestRules,
  normalizeMentalExpression,
  solveMentalTask,
} from './mental-test.ts';

const SIGNS = ['+', '-', '*', '×', 'x', 'х', ':', '÷', '/'] as const;

/** A whole-answer task as an admin writes it, with any of the school signs. */
const task: fc.Arbitrary<string> = fc
  .record({
    a: fc.integer({ min: 0, max: 999 }),
    b: fc.integer({ min: 1, max: 99 }),
    sign: fc.constantFrom(...SIGNS),
    spaced: fc.boolean(),
  })
  .map(({ a, b, sign, spaced }) => {
    const gap = spaced ? ' ' : '';
    if (sign === '-') return `${a + b}${gap}-${gap}${b}`;
    if (sign === ':' || sign === '÷' || sign === '/') return `${a * b}${gap}${sign}${gap}${b}`;
    return `${a}${gap}${sign}${gap}${b}`;
  });

const settings: fc.Arbitrary<MentalTestSettings> = fc.record({
  testId: fc.integer({ min: 1, max: 10_000 }),
  tasks: fc.array(task, { minLength: 1, maxLength: 30 }),
  timeLimitSec: fc.integer({ min: 10, max: 3600 }),
});

const badSettings = fc.oneof(
  settings.map((s) => ({ ...s, tasks: [] })),
  settings.map((s) => ({ ...s, tasks: [...s.tasks, 'a + 1'] })),
  settings.map((s) => ({ ...s, tasks: [...s.tasks, '3 - 5'] })),
  settings.map((s) => ({ ...s, tasks: [...s.tasks, '7 : 2'] })),
  settings.chain((s) => fc.integer({ max: 9 }).map((timeLimitSec) => ({ ...s, timeLimitSec }))),
  settings.chain((s) => fc.integer({ min: 3601 }).map((timeLimitSec) => ({ ...s, timeLimitSec }))),
  settings.map(({ testId: _, ...rest }) => rest),
);

describe('mentalTest rules', () => {
  itObeysTrainerLaws({
    rules: mentalTestRules,
    settings,
    badSettings,
    trueAnswer: (t) => t.answer,
    wrongAnswer: (t, _s, salt) => t.answer + salt,
  });

  it("plays exactly the admin's tasks in the admin's order, whatever the seed", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), settings, (one, other, s) => {
        const tasks = mentalTestRules.generate(one, s);
        expect(tasks.map((t) => t.expression)).toEqual(s.tasks);
        expect(mentalTestRules.generate(other, s)).toEqual(tasks);
      }),
      { numRuns: 50 },
    );
  });

  it('reads the school signs ×, x, ÷ and : as multiplication and division', () => {
    expect(solveMentalTask('7 × 8')).toEqual({ ok: true, answer: 56 });
    expect(solveMentalTask('7 x 8')).toEqual({ ok: true, answer: 56 });
    expect(solveMentalTask('7х8')).toEqual({ ok: true, answer: 56 });
    expect(solveMentalTask('56 : 7')).toEqual({ ok: true, answer: 8 });
    expect(solveMentalTask('(20 ÷ 4 + 1) * 3')).toEqual({ ok: true, answer: 18 });
    expect(normalizeMentalExpression('  3 X 4 ')).toBe('3 * 4');
    expect(displayMentalExpression('12 x 3 - 4 / 2')).toBe('12 × 3 − 4 ÷ 2');
  });

  it('refuses variables and junk as invalid expressions, and answers a child cannot type as not whole', () => {
    for (const expression of ['a + 1', '2 +', '2 ** 3', 'alert(1)', '(1 + 2', '']) {
      expect(solveMentalTask(expression)).toEqual({ ok: false, problem: 'EXPRESSION_INVALID' });
    }
    for (const expression of ['3 - 5', '7 : 2', '1 / 0', '0,1 + 0,2', '99999999 * 99999999 * 99999']) {
      expect(solveMentalTask(expression)).toEqual({ ok: false, problem: 'ANSWER_NOT_WHOLE' });
    }
  });

  it('gives the whole test its time limit and refuses an answer typed faster than a person can', () => {
    const s: MentalTestSettings = { testId: 1, tasks: ['100 + 23'], timeLimitSec: 90 };
    expect(mentalTestRules.timeLimitMs(s)).toBe(90_000);
    const [only] = mentalTestRules.generate(0, s);
    if (!only) throw new Error('no task');
    expect(mentalTestRules.minAnswerMs(only, s)).toBeGreaterThanOrEqual(200 + 3 * 40);
  });
});
