import { z } from 'zod';
import { accuracyOutcome, REACTION_FLOOR_MS, typingFloorMs } from '../common/human.ts';
import { createRng, type Rng } from '../rng.ts';
import type { TrainerRules } from '../trainer.ts';
import { ALL_UNITS, type Quantity, quantities, type UnitId, unitSize, unitsOf } from './units.ts';

export const unitTaskKinds = ['convert', 'chooseUnit', 'mixed'] as const;

export const unitConverterSettings = z.object({
  quantities: z.array(z.enum(quantities)).min(1).max(quantities.length),
  kind: z.enum(unitTaskKinds),
  count: z.number().int().min(1).max(30),
});
export type UnitConverterSettings = z.infer<typeof unitConverterSettings>;

/**
 * convert: `value from = ? to`, answered with a number.
 * chooseUnit: `value from = result ?`, answered by picking the unit among `options`.
 */
export type UnitTask =
  | { kind: 'convert'; quantity: Quantity; value: number; from: UnitId; to: UnitId }
  | {
      kind: 'chooseUnit';
      quantity: Quantity;
      value: number;
      from: UnitId;
      result: number;
      options: UnitId[];
      to: UnitId;
    };

export const unitAnswer = z.union([z.number().finite(), z.enum(ALL_UNITS as [UnitId, ...UnitId[]])]);
export type UnitAnswer = z.infer<typeof unitAnswer>;

function pickFrom<T>(rng: Rng, items: readonly T[]): T {
  const item = items[rng.int(0, items.length - 1)];
  if (item === undefined) throw new RangeError('cannot pick from an empty list');
  return item;
}

/** Converts exactly: sizes are integers, and values are built so the result is an integer too. */
export function convertUnits(quantity: Quantity, value: number, from: UnitId, to: UnitId): number {
  const [a, b] = [unitSize(quantity, from), unitSize(quantity, to)];
  return a >= b ? value * (a / b) : value / (b / a);
}

/** Pairs further apart (mg ↔ t) give numbers too long to read; an hour in seconds is the widest step. */
const MAX_RATIO = 3600;

/** The largest number a time task shows: 10 h = 36000 s, 25 days = 36000 min. */
export const MAX_TIME_VALUE = 36_000;

const isPowerOfTen = (n: number): boolean => Number.isInteger(Math.log10(n));

function ratio(quantity: Quantity, a: UnitId, b: UnitId): number {
  const [x, y] = [unitSize(quantity, a), unitSize(quantity, b)];
  return Math.max(x / y, y / x);
}

function makeTask(rng: Rng, quantity: Quantity, kind: 'convert' | 'chooseUnit'): UnitTask {
  const units = unitsOf(quantity);
  const from = pickFrom(rng, units);
  const to = pickFrom(
    rng,
    units.filter((u) => u !== from && ratio(quantity, u, from) <= MAX_RATIO),
  );
  const [fromSize, toSize] = [unitSize(quantity, from), unitSize(quantity, to)];
  // Times 3600 or 1440 is long multiplication: 99 h = 356400 s is arithmetic, not units. Powers of
  // ten only shift digits, so there any count up to 99 stays readable.
  const step = ratio(quantity, from, to);
  const count = rng.int(1, isPowerOfTen(step) ? 99 : Math.min(99, Math.floor(MAX_TIME_VALUE / step)));
  // Going down (km → m) any whole value works; going up (m → km) the value is a whole number of `to`.
  const value = fromSize >= toSize ? count : count * step;
  if (kind === 'convert') return { kind, quantity, value, from, to };
  const result = convertUnits(quantity, value, from, to);
  // Offer every unit of the quantity except `from`: the same number of options for every task of it.
  return { kind, quantity, value, from, result, to, options: units.filter((u) => u !== from) };
}

export function solveUnitTask(task: UnitTask): UnitAnswer {
  return task.kind === 'convert' ? convertUnits(task.quantity, task.value, task.from, task.to) : task.to;
}

export const unitConverterRules: TrainerRules<UnitConverterSettings, UnitTask, UnitAnswer> = {
  component: 'unitConverter',
  settings: unitConverterSettings,
  defaults: { quantities: ['length', 'mass'], kind: 'mixed', count: 10 },
  answer: unitAnswer,
  generate(seed, settings) {
    const rng = createRng(seed);
    return Array.from({ length: settings.count }, () => {
      const kind = settings.kind === 'mixed' ? (rng.next() < 0.5 ? 'convert' : 'chooseUnit') : settings.kind;
      return makeTask(rng, pickFrom(rng, settings.quantities), kind);
    });
  },
  check(task, answer) {
    const expected = solveUnitTask(task);
    if (typeof expected === 'number' && typeof answer === 'number') {
      return Math.abs(expected - answer) <= 1e-9 * Math.max(1, Math.abs(expected));
    }
    return expected === answer;
  },
  minAnswerMs: (task) => (task.kind === 'convert' ? typingFloorMs(solveUnitTask(task)) : REACTION_FLOOR_MS + 100),
  timeLimitMs: () => null,
  outcome: (correct, total) => accuracyOutcome(correct, total),
};
