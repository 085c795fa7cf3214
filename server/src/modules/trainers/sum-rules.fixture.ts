import type { TrainerRules } from '@umka/games';
import { createRng } from '@umka/games';
import { z } from 'zod';
import type { AnyTrainerRules } from './trainer-rules.ts';

/** A tiny trainer for the server's tests: add two numbers. Real rules live in packages/games. */
export const sumSettings = z.object({
  count: z.number({ error: 'FIELD_INVALID' }).int().min(1).max(20),
  limitMs: z.number().int().min(1000).nullable(),
});
export type SumSettings = z.infer<typeof sumSettings>;
export interface SumTask {
  a: number;
  b: number;
}

export const SUM_FLOOR_MS = 300;

export const sumRules: TrainerRules<SumSettings, SumTask, number> = {
  component: 'sumTest',
  settings: sumSettings,
  defaults: { count: 5, limitMs: null },
  answer: z.number(),
  generate(seed, settings) {
    const rng = createRng(seed);
    return Array.from({ length: settings.count }, () => ({ a: rng.int(1, 9), b: rng.int(1, 9) }));
  },
  check: (task, answer) => task.a + task.b === answer,
  minAnswerMs: () => SUM_FLOOR_MS,
  timeLimitMs: (settings) => settings.limitMs,
  outcome: (correct, total) => ({ correct, total, score: correct * 10, won: total > 0 && correct === total }),
};

/** The same rules seen through the registry's untyped view, as the server looks them up. */
export const anySumRules: AnyTrainerRules = sumRules;

/** The right answers of a round, each given `ms` after its task appeared. */
export function rightAnswers(seed: number, settings: SumSettings, ms = 500) {
  return sumRules.generate(seed, settings).map((task, index) => ({ index, answer: task.a + task.b, ms }));
}
