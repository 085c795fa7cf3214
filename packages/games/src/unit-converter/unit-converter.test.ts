import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itObeysTrainerLaws } from '../testing/rule-laws.ts';
import {
  convertUnits,
  MAX_TIME_VALUE,
  solveUnitTask,
  type UnitAnswer,
  type UnitConverterSettings,
  unitConverterRules,
  unitTaskKinds,
} from './unit-converter.ts';
import { quantities, unitsOf } from './units.ts';

const settings: fc.Arbitrary<UnitConverterSettings> = fc.record({
  quantities: fc.uniqueArray(fc.constantFrom(...quantities), { minLength: 1, maxLength: 4 }),
  kind: fc.constantFrom(...unitTaskKinds),
  count: fc.integer({ min: 1, max: 30 }),
});

const badSettings = fc.oneof(
  settings.map((s) => ({ ...s, quantities: [] })),
  settings.map((s) => ({ ...s, quantities: ['temperature'] })),
  settings.map((s) => ({ ...s, kind: 'guess' })),
  settings.chain((s) => fc.integer({ min: 31 }).map((count) => ({ ...s, count }))),
);

function perturb(answer: UnitAnswer, salt: number): UnitAnswer {
  return typeof answer === 'number' ? answer + salt : answer === 'km' ? 'm' : 'km';
}

describe('unitConverter rules', () => {
  itObeysTrainerLaws({
    rules: unitConverterRules,
    settings,
    badSettings,
    trueAnswer: (task) => solveUnitTask(task),
    wrongAnswer: (task, _s, salt) => perturb(solveUnitTask(task), salt),
  });

  it('asks only about the chosen quantities, with whole-number values and answers', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        for (const task of unitConverterRules.generate(seed, s)) {
          expect(s.quantities).toContain(task.quantity);
          expect(Number.isInteger(task.value)).toBe(true);
          expect(Number.isInteger(convertUnits(task.quantity, task.value, task.from, task.to))).toBe(true);
          expect(unitsOf(task.quantity)).toContain(task.to);
          expect(task.from).not.toBe(task.to);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('offers the right unit among the options, and only one option gives the shown result', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        for (const task of unitConverterRules.generate(seed, { ...s, kind: 'chooseUnit' })) {
          if (task.kind !== 'chooseUnit') throw new Error('expected a choose-the-unit task');
          const fitting = task.options.filter(
            (u) => convertUnits(task.quantity, task.value, task.from, u) === task.result,
          );
          expect(fitting).toEqual([task.to]);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('keeps time tasks to numbers a child can multiply: none above 36000', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        for (const task of unitConverterRules.generate(seed, { ...s, quantities: ['time'] })) {
          const shown = Math.max(task.value, convertUnits(task.quantity, task.value, task.from, task.to));
          expect(shown).toBeLessThanOrEqual(MAX_TIME_VALUE);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('converts 3 km to 3000 m and 7200 s to 2 h', () => {
    expect(convertUnits('length', 3, 'km', 'm')).toBe(3000);
    expect(convertUnits('time', 7200, 's', 'h')).toBe(2);
  });
});
