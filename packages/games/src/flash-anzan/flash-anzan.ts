import { z } from 'zod';
import { accuracyOutcome, typingFloorMs } from '../common/human.ts';
import { digitRange } from '../common/pick.ts';
import { createRng, type Rng } from '../rng.ts';
import type { TrainerRules } from '../trainer.ts';

export const flashAnzanSettings = z.object({
  digits: z.number().int().min(1).max(5),
  count: z.number().int().min(2).max(50),
  speedMs: z.number().int().min(100).max(3000),
  operations: z.enum(['add', 'addSub']),
  allowNegative: z.boolean(),
  /** How many sums make one round. */
  problems: z.number().int().min(1).max(20),
});
export type FlashAnzanSettings = z.infer<typeof flashAnzanSettings>;

/** The numbers in flashing order, signed: a negative number is subtracted. */
export interface FlashAnzanTask {
  numbers: number[];
}

/** Time to think and type after the last number, beyond the typing floor itself. */
const THINKING_ALLOWANCE_MS = 60_000;

function generateNumbers(rng: Rng, settings: FlashAnzanSettings): number[] {
  const [min, max] = digitRange(settings.digits);
  const numbers: number[] = [];
  let total = 0;
  for (let i = 0; i < settings.count; i++) {
    const magnitude = rng.int(min, max);
    const wantsMinus = settings.operations === 'addSub' && i > 0 && rng.next() < 0.5;
    const minus = wantsMinus && (settings.allowNegative || total - magnitude >= 0);
    const value = minus ? -magnitude : magnitude;
    numbers.push(value);
    total += value;
  }
  return numbers;
}

export function sumOf(task: FlashAnzanTask): number {
  return task.numbers.reduce((sum, n) => sum + n, 0);
}

export const flashAnzanRules: TrainerRules<FlashAnzanSettings, FlashAnzanTask, number> = {
  component: 'flashAnzan',
  settings: flashAnzanSettings,
  defaults: { digits: 1, count: 5, speedMs: 1000, operations: 'add', allowNegative: false, problems: 5 },
  answer: z.number().int(),
  generate(seed, settings) {
    const rng = createRng(seed);
    return Array.from({ length: settings.problems }, () => ({ numbers: generateNumbers(rng, settings) }));
  },
  check: (task, answer) => sumOf(task) === answer,
  minAnswerMs: (task, settings) => task.numbers.length * settings.speedMs + typingFloorMs(sumOf(task)),
  timeLimitMs: (settings) => settings.problems * (settings.count * settings.speedMs + THINKING_ALLOWANCE_MS),
  outcome: (correct, total) => accuracyOutcome(correct, total),
};
