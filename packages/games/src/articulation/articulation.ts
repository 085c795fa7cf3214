import { z } from 'zod';
import { accuracyOutcome } from '../common/human.ts';
import { createRng } from '../rng.ts';
import type { TrainerRules } from '../trainer.ts';
import { shuffled } from '../words/grid.ts';
import {
  ARTICULATION_EXERCISE_KEYS,
  ARTICULATION_EXERCISES,
  type ArticulationExercise,
  minStepMs,
} from './exercises.ts';

/** Exercises in a round by level: a short warm-up for the youngest, a full gymnastics later. */
export const ARTICULATION_ROUND_SIZES = [3, 5, 7] as const;

export const articulationSettings = z.object({
  level: z.number().int().min(1).max(ARTICULATION_ROUND_SIZES.length),
  /** The exercises a round draws from (a speech therapist may pick a few); a round never has more than these. */
  exercises: z
    .array(z.enum(ARTICULATION_EXERCISE_KEYS))
    .min(1)
    .max(ARTICULATION_EXERCISE_KEYS.length)
    .refine((keys) => new Set(keys).size === keys.length, { message: 'FIELD_INVALID' }),
});
export type ArticulationSettings = z.infer<typeof articulationSettings>;

/** One exercise to do, its steps one after another. */
export type ArticulationTask = ArticulationExercise;

/** Done after its last step, or skipped (false) by a child who could not do it today: no shame, just not counted. */
export const articulationAnswer = z.object({ done: z.boolean() });
export type ArticulationAnswer = z.infer<typeof articulationAnswer>;

export const articulationRoundSize = (settings: ArticulationSettings): number =>
  Math.min(ARTICULATION_ROUND_SIZES[settings.level - 1] ?? ARTICULATION_ROUND_SIZES[0], settings.exercises.length);

/** The least time an exercise takes when every hold is held and every movement made at a human pace. */
export const articulationMinMs = (task: ArticulationTask): number =>
  task.steps.reduce((sum, step) => sum + minStepMs(step), 0);

/**
 * Articulation gymnastics: a few exercises drawn from the chosen ones by the seed, done in the order a speech
 * therapist teaches them (lips before the tongue). Each is answered "done" after its steps, and no faster than its
 * holds and movements take; the score is the exercises done, whatever the pace, so a slow careful child loses nothing.
 */
export const articulationRules: TrainerRules<ArticulationSettings, ArticulationTask, ArticulationAnswer> = {
  component: 'articulation',
  settings: articulationSettings,
  defaults: { level: 1, exercises: [...ARTICULATION_EXERCISE_KEYS] },
  answer: articulationAnswer,
  generate(seed, settings) {
    const drawn = new Set(shuffled(createRng(seed), settings.exercises).slice(0, articulationRoundSize(settings)));
    return ARTICULATION_EXERCISES.filter((exercise) => drawn.has(exercise.key));
  },
  check: (_task, answer) => answer.done,
  minAnswerMs: (task) => articulationMinMs(task),
  timeLimitMs: () => null,
  outcome: (correct, total) => accuracyOutcome(correct, total),
};
