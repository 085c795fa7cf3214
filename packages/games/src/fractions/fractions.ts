import { z } from 'zod';
import { accuracyOutcome, typingFloorMs } from '../common/human.ts';
import { createRng, type Rng } from '../rng.ts';
import type { TrainerRules } from '../trainer.ts';
import { add, compare, type Fraction, formatFraction, fractionSchema, gcd, isReduced, reduce } from './fraction.ts';

export const fractionOperations = ['compare', 'add', 'subtract', 'simplify'] as const;
export type FractionOperation = (typeof fractionOperations)[number];

/** Difficulty levels as the largest denominator shown: halves to tenths up to fiftieths. */
export const FRACTION_LEVEL_MAX_DENOMINATOR = { 1: 6, 2: 10, 3: 20, 4: 50 } as const;

export const fractionsSettings = z.object({
  operation: z.enum(fractionOperations),
  level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  count: z.number().int().min(1).max(30),
});
export type FractionsSettings = z.infer<typeof fractionsSettings>;

export type FractionTask =
  | { operation: 'compare'; left: Fraction; right: Fraction }
  | { operation: 'add' | 'subtract'; left: Fraction; right: Fraction }
  | { operation: 'simplify'; value: Fraction };

export const relationSchema = z.enum(['<', '=', '>']);
export const fractionAnswer = z.union([relationSchema, fractionSchema]);
export type FractionAnswer = z.infer<typeof fractionAnswer>;

/** Why an answer was refused: a right but unreduced value gets its own hint on screen. */
export type FractionJudgement = 'correct' | 'wrong' | 'not_reduced' | 'wrong_kind';

const RELATION = { '-1': '<', '0': '=', '1': '>' } as const;

export function solveFraction(task: FractionTask): FractionAnswer {
  if (task.operation === 'compare') return RELATION[compare(task.left, task.right)];
  if (task.operation === 'simplify') return reduce(task.value);
  return add(task.left, task.right, task.operation === 'add' ? 1 : -1);
}

export function judgeFraction(task: FractionTask, answer: FractionAnswer): FractionJudgement {
  const expected = solveFraction(task);
  if (typeof expected === 'string' || typeof answer === 'string') {
    if (typeof expected !== typeof answer) return 'wrong_kind';
    return expected === answer ? 'correct' : 'wrong';
  }
  if (compare(expected, answer) !== 0) return 'wrong';
  return isReduced(answer) ? 'correct' : 'not_reduced';
}

/** A proper fraction in lowest terms with a denominator from 2 to `max`. */
function properFraction(rng: Rng, max: number): Fraction {
  const denominator = rng.int(2, max);
  let numerator = rng.int(1, denominator - 1);
  while (gcd(numerator, denominator) !== 1) numerator--;
  return { numerator, denominator };
}

function makeTask(rng: Rng, operation: FractionOperation, max: number): FractionTask {
  if (operation === 'simplify') {
    // The shown fraction stays within the level's denominators, so the reduced one has room to shrink.
    const base = properFraction(rng, Math.floor(max / 2));
    const factor = rng.int(2, Math.floor(max / base.denominator));
    return { operation, value: { numerator: base.numerator * factor, denominator: base.denominator * factor } };
  }
  const a = properFraction(rng, max);
  let b = properFraction(rng, max);
  if (operation === 'subtract') {
    // 1/2 − 1/2 would ask for a "0/1" that no pupil writes; at level 1 it came up in one task of nine.
    while (compare(a, b) === 0) b = properFraction(rng, max);
    // Pupils subtract the smaller from the larger: no negative results at this stage.
    const [left, right] = compare(a, b) > 0 ? [a, b] : [b, a];
    return { operation, left, right };
  }
  return { operation, left: a, right: b };
}

function answerText(task: FractionTask): string {
  const answer = solveFraction(task);
  return typeof answer === 'string' ? answer : formatFraction(answer);
}

export const fractionsRules: TrainerRules<FractionsSettings, FractionTask, FractionAnswer> = {
  component: 'fractions',
  settings: fractionsSettings,
  defaults: { operation: 'compare', level: 1, count: 10 },
  answer: fractionAnswer,
  generate(seed, settings) {
    const rng = createRng(seed);
    const max = FRACTION_LEVEL_MAX_DENOMINATOR[settings.level];
    return Array.from({ length: settings.count }, () => makeTask(rng, settings.operation, max));
  },
  check: (task, answer) => judgeFraction(task, answer) === 'correct',
  // Comparing or adding fractions needs a common denominator worked out before typing.
  minAnswerMs: (task) => 500 + typingFloorMs(answerText(task)),
  timeLimitMs: () => null,
  outcome: (correct, total) => accuracyOutcome(correct, total),
};
