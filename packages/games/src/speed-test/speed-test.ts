import { z } from 'zod';
import { typingFloorMs } from '../common/human.ts';
import { createRng, type Rng } from '../rng.ts';
import type { TrainerRules } from '../trainer.ts';

export const speedOperations = ['+', '-', '×', '÷'] as const;
export type SpeedOperation = (typeof speedOperations)[number];

export const speedTestSettings = z.object({
  durationSec: z.number().int().min(30).max(300),
  operations: z.array(z.enum(speedOperations)).min(1).max(speedOperations.length),
  /** The largest operand of + and −, and the largest factor of × and ÷. */
  maxOperand: z.number().int().min(5).max(100),
});
export type SpeedTestSettings = z.infer<typeof speedTestSettings>;

export interface SpeedTask {
  left: number;
  operation: SpeedOperation;
  right: number;
  answer: number;
}

/**
 * A round holds more tasks than anyone can answer in its time (one per typing floor of a one-digit
 * answer), so nobody runs out, and the server regenerates the same list.
 */
const FASTEST_TASK_MS = typingFloorMs(0);

function makeTask(rng: Rng, operation: SpeedOperation, max: number): SpeedTask {
  const a = rng.int(1, max);
  const b = rng.int(1, max);
  if (operation === '+') return { left: a, operation, right: b, answer: a + b };
  if (operation === '-') return { left: Math.max(a, b), operation, right: Math.min(a, b), answer: Math.abs(a - b) };
  // Factors stay within the times table up to the bound, so products are not beyond mental reach.
  const [x, y] = [rng.int(1, Math.min(max, 12)), rng.int(1, Math.min(max, 12))];
  if (operation === '×') return { left: x, operation, right: y, answer: x * y };
  return { left: x * y, operation, right: y, answer: x };
}

export const formatSpeedTask = (task: SpeedTask): string => `${task.left} ${task.operation} ${task.right}`;

export const speedTestRules: TrainerRules<SpeedTestSettings, SpeedTask, number> = {
  component: 'speedTest',
  settings: speedTestSettings,
  defaults: { durationSec: 60, operations: ['+', '-'], maxOperand: 20 },
  answer: z.number().int(),
  openEnded: true,
  generate(seed, settings) {
    const rng = createRng(seed);
    const length = Math.ceil((settings.durationSec * 1000) / FASTEST_TASK_MS);
    return Array.from({ length }, () => {
      const operation = settings.operations[rng.int(0, settings.operations.length - 1)] ?? '+';
      return makeTask(rng, operation, settings.maxOperand);
    });
  },
  check: (task, answer) => task.answer === answer,
  minAnswerMs: (task) => typingFloorMs(task.answer),
  timeLimitMs: (settings) => settings.durationSec * 1000,
  /** The score is the count of correct answers; a round is won with at least one and no mistake. */
  outcome: (correct, total) => ({ correct, total, score: correct, won: correct > 0 && correct === total }),
};
