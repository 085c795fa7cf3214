import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itObeysTrainerLaws } from '../testing/rule-laws.ts';
import { validateFields } from '../validate/validate-messages.ts';
import { validateRound } from '../validate/validate-round.ts';
import { formatSpeedTask, type SpeedTestSettings, speedOperations, speedTestRules } from './speed-test.ts';

const settings: fc.Arbitrary<SpeedTestSettings> = fc.record({
  durationSec: fc.integer({ min: 30, max: 300 }),
  operations: fc.uniqueArray(fc.constantFrom(...speedOperations), { minLength: 1, maxLength: 4 }),
  maxOperand: fc.integer({ min: 5, max: 100 }),
});

const badSettings = fc.oneof(
  settings.chain((s) =>
    fc.oneof(fc.integer({ max: 29 }), fc.integer({ min: 301 })).map((durationSec) => ({ ...s, durationSec })),
  ),
  settings.map((s) => ({ ...s, operations: [] })),
  settings.map((s) => ({ ...s, operations: ['^'] })),
  settings.chain((s) => fc.integer({ min: 101 }).map((maxOperand) => ({ ...s, maxOperand }))),
);

describe('speedTest rules', () => {
  itObeysTrainerLaws({
    rules: speedTestRules,
    settings,
    badSettings,
    trueAnswer: (task) => task.answer,
    wrongAnswer: (task, _s, salt) => task.answer + salt,
  });

  it('uses only the chosen operations, with whole non-negative answers within the operand bound', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        for (const task of speedTestRules.generate(seed, s)) {
          expect(s.operations).toContain(task.operation);
          expect(Number.isInteger(task.answer) && task.answer >= 0).toBe(true);
          if (task.operation === '+' || task.operation === '-') {
            expect(Math.max(task.left, task.right)).toBeLessThanOrEqual(s.maxOperand);
          }
          expect(formatSpeedTask(task)).toContain(task.operation);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('holds more tasks than the fastest honest player can answer in the time', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        const tasks = speedTestRules.generate(seed, s);
        const fastest = tasks.reduce((sum, t) => sum + speedTestRules.minAnswerMs(t, s), 0);
        expect(fastest).toBeGreaterThanOrEqual(s.durationSec * 1000);
      }),
      { numRuns: 30 },
    );
  });

  it('counts correct answers out of those answered, validated with a status and a message', () => {
    const s = speedTestRules.defaults;
    const tasks = speedTestRules.generate(5, s).slice(0, 12);
    const answers = tasks.map((task, index) => ({ index, answer: index < 10 ? task.answer : -1, ms: 2000 }));
    const verdict = validateRound(speedTestRules, { seed: 5, settings: s, answers, elapsedMs: 58_000 });
    expect(verdict).toEqual({ status: 'ok', outcome: { correct: 10, total: 12, score: 10, won: false } });
    expect(validateFields(verdict)).toMatchObject({ validate_status: 'ok' });
  });

  it('refuses a speed test posted long after its duration', () => {
    const s = speedTestRules.defaults;
    const answers = [{ index: 0, answer: speedTestRules.generate(5, s)[0]?.answer, ms: 2000 }];
    const verdict = validateRound(speedTestRules, { seed: 5, settings: s, answers, elapsedMs: 200_000 });
    expect(validateFields(verdict)).toMatchObject({
      validate_status: 'rejected',
      validate_message: { 'en-US': 'Time is out' },
    });
  });
});
