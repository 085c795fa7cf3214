import { z } from 'zod';
import { accuracyOutcome, hundredths, typingFloorMs } from '../common/human.ts';
import { pick } from '../common/pick.ts';
import { createRng, type Rng } from '../rng.ts';
import type { TrainerRules } from '../trainer.ts';

export const equationLevels = ['oneStep', 'twoSteps', 'brackets', 'bothSides'] as const;
export type EquationLevel = (typeof equationLevels)[number];

export const equationsSettings = z.object({
  level: z.enum(equationLevels),
  count: z.number().int().min(1).max(30),
});
export type EquationsSettings = z.infer<typeof equationsSettings>;

/** `display` is what the student sees, in x; `solution` has at most 2 decimals. */
export interface EquationTask {
  level: EquationLevel;
  display: string;
  solution: number;
}

/** Reading an equation and solving it in the head takes longer than reading a sum. */
const SOLVING_FLOOR_MS = 800;

/** `a + b` with a signed b written as a subtraction, so no `+ -3` and no `+ 0` reaches the screen. */
function plus(left: string, b: number): string {
  if (b === 0) return left;
  return b < 0 ? `${left} - ${-b}` : `${left} + ${b}`;
}

function times(a: number, x: string): string {
  if (a === 1) return x;
  if (a === -1) return `-${x}`;
  return `${a}${x}`;
}

const nonZero = (rng: Rng, min: number, max: number): number => {
  const value = rng.int(min, max - 1);
  return value >= 0 ? value + 1 : value;
};

function oneStep(rng: Rng): EquationTask {
  const form = rng.int(0, 3);
  if (form === 3) {
    // a·x = b with a in {2, 4, 5} gives solutions with at most 2 decimals, e.g. 4x = 7 → 1.75.
    const a = pick(rng, [2, 4, 5]);
    const b = nonZero(rng, -40, 40);
    return { level: 'oneStep', display: `${a}x = ${b}`, solution: b / a };
  }
  const x = rng.int(-20, 20);
  const a = rng.int(2, 20);
  if (form === 0) return { level: 'oneStep', display: `${plus('x', a)} = ${x + a}`, solution: x };
  if (form === 1) return { level: 'oneStep', display: `${plus('x', -a)} = ${x - a}`, solution: x };
  // One step is one times-table fact (x / 7 = −6 → −42), not a long multiplication like 17 · 19.
  const divisor = rng.int(2, 10);
  const quotient = rng.int(-10, 10);
  return { level: 'oneStep', display: `x / ${divisor} = ${quotient}`, solution: quotient * divisor };
}

function twoSteps(rng: Rng): EquationTask {
  const x = rng.int(-12, 12);
  const a = pick(rng, [-5, -4, -3, -2, 2, 3, 4, 5, 6, 7, 8, 9]);
  const b = nonZero(rng, -20, 20);
  return { level: 'twoSteps', display: `${plus(times(a, 'x'), b)} = ${a * x + b}`, solution: x };
}

function brackets(rng: Rng): EquationTask {
  const x = rng.int(-10, 10);
  const a = pick(rng, [-4, -3, -2, 2, 3, 4, 5, 6]);
  const b = nonZero(rng, -9, 9);
  return { level: 'brackets', display: `${a}(${plus('x', b)}) = ${a * (x + b)}`, solution: x };
}

function bothSides(rng: Rng): EquationTask {
  const x = rng.int(-10, 10);
  const c = rng.int(1, 6);
  const a = c + rng.int(1, 5);
  const b = nonZero(rng, -15, 15);
  const d = a * x + b - c * x;
  const [left, right] = [plus(times(a, 'x'), b), plus(times(c, 'x'), d)];
  // Which side carries the larger coefficient varies, so the x is not always collected on the left.
  const display = rng.next() < 0.5 ? `${left} = ${right}` : `${right} = ${left}`;
  return { level: 'bothSides', display, solution: x };
}

const makers: Record<EquationLevel, (rng: Rng) => EquationTask> = { oneStep, twoSteps, brackets, bothSides };

export const equationsRules: TrainerRules<EquationsSettings, EquationTask, number> = {
  component: 'equations',
  settings: equationsSettings,
  defaults: { level: 'oneStep', count: 10 },
  answer: z.number().finite(),
  generate(seed, settings) {
    const rng = createRng(seed);
    return Array.from({ length: settings.count }, () => makers[settings.level](rng));
  },
  // Spec §5: equation answers are compared after rounding to 2 digits.
  check: (task, answer) => hundredths(task.solution) === hundredths(answer),
  minAnswerMs: (task) => SOLVING_FLOOR_MS + typingFloorMs(task.solution),
  timeLimitMs: () => null,
  outcome: (correct, total) => accuracyOutcome(correct, total),
};
