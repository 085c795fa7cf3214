import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itObeysTrainerLaws } from '../testing/rule-laws.ts';
import { type FlashAnzanSettings, flashAnzanRules, sumOf } from './flash-anzan.ts';

const settings: fc.Arbitrary<FlashAnzanSettings> = fc.record({
  digits: fc.integer({ min: 1, max: 5 }),
  count: fc.integer({ min: 2, max: 50 }),
  speedMs: fc.integer({ min: 100, max: 3000 }),
  operations: fc.constantFrom('add' as const, 'addSub' as const),
  allowNegative: fc.boolean(),
  problems: fc.integer({ min: 1, max: 20 }),
});

const badSettings = fc.oneof(
  settings.chain((s) => fc.integer({ min: 6, max: 100 }).map((digits) => ({ ...s, digits }))),
  settings.chain((s) => fc.integer({ min: -5, max: 1 }).map((count) => ({ ...s, count }))),
  settings.chain((s) => fc.integer({ min: 51, max: 500 }).map((count) => ({ ...s, count }))),
  settings.chain((s) => fc.integer({ min: 0, max: 99 }).map((speedMs) => ({ ...s, speedMs }))),
  settings.chain((s) => fc.integer({ min: 3001, max: 99_999 }).map((speedMs) => ({ ...s, speedMs }))),
  settings.map((s) => ({ ...s, operations: 'mul' })),
  settings.map((s) => ({ ...s, digits: 2.5 })),
);

describe('flashAnzan rules', () => {
  itObeysTrainerLaws({
    rules: flashAnzanRules,
    settings,
    badSettings,
    trueAnswer: (task) => sumOf(task),
    wrongAnswer: (task, _s, salt) => sumOf(task) + salt,
  });

  it('flashes count numbers of exactly the chosen digits', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        for (const task of flashAnzanRules.generate(seed, s)) {
          expect(task.numbers).toHaveLength(s.count);
          for (const n of task.numbers) expect(String(Math.abs(n))).toHaveLength(s.digits);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('only subtracts when operations allow it, and never below zero unless negatives are allowed', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        for (const task of flashAnzanRules.generate(seed, s)) {
          let total = 0;
          for (const n of task.numbers) {
            if (s.operations === 'add') expect(n).toBeGreaterThan(0);
            total += n;
            if (!s.allowNegative) expect(total).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('counts the flashing time of every number into the fastest honest answer', () => {
    const s = { ...flashAnzanRules.defaults, count: 10, speedMs: 2000 };
    const [task] = flashAnzanRules.generate(7, s);
    expect(task && flashAnzanRules.minAnswerMs(task, s)).toBeGreaterThan(20_000);
  });
});
