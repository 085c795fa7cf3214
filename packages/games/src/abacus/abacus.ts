import { z } from 'zod';
import { accuracyOutcome, REACTION_FLOOR_MS, typingFloorMs } from '../common/human.ts';
import { createRng } from '../rng.ts';
import type { TrainerRules } from '../trainer.ts';
import { MAX_RODS, numberFromBeads, rodSchema, tapsToSet } from './beads.ts';

export const abacusModes = ['read', 'set', 'mixed'] as const;

export const abacusSettings = z.object({
  rods: z.number().int().min(1).max(MAX_RODS),
  displayMs: z.number().int().min(200).max(10_000),
  count: z.number().int().min(1).max(30),
  /** read: the soroban shows a number to type; set: a number is shown and the beads are set by clicking. */
  mode: z.enum(abacusModes),
});
export type AbacusSettings = z.infer<typeof abacusSettings>;

export interface AbacusTask {
  value: number;
  mode: 'read' | 'set';
}

/** A typed number, or the bead positions of every rod as the student set them. */
export const abacusAnswer = z.union([z.number().int().min(0), z.array(rodSchema).min(1).max(MAX_RODS)]);
export type AbacusAnswer = z.infer<typeof abacusAnswer>;

/** One tap moving a bead group (a rod half) across. */
const CLICK_FLOOR_MS = 80;

export const abacusRules: TrainerRules<AbacusSettings, AbacusTask, AbacusAnswer> = {
  component: 'abacus',
  settings: abacusSettings,
  defaults: { rods: 2, displayMs: 2000, count: 10, mode: 'read' },
  answer: abacusAnswer,
  generate(seed, settings) {
    const rng = createRng(seed);
    // With more than one rod the leading digit is not zero, so every rod shows a digit worth reading.
    const min = settings.rods === 1 ? 0 : 10 ** (settings.rods - 1);
    return Array.from({ length: settings.count }, () => ({
      value: rng.int(min, 10 ** settings.rods - 1),
      mode: settings.mode === 'mixed' ? (rng.next() < 0.5 ? 'read' : 'set') : settings.mode,
    }));
  },
  check(task, answer, settings) {
    if (typeof answer === 'number') return answer === task.value;
    return answer.length === settings.rods && numberFromBeads(answer) === task.value;
  },
  minAnswerMs(task, settings) {
    if (task.mode === 'read') return settings.displayMs + typingFloorMs(task.value);
    // Only the taps this number needs: a rod left at zero takes none, so asking for two per rod would refuse a quick child.
    return REACTION_FLOOR_MS + tapsToSet(task.value, settings.rods) * CLICK_FLOOR_MS;
  },
  timeLimitMs: () => null,
  outcome: (correct, total) => accuracyOutcome(correct, total),
};
