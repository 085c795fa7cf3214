import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itObeysTrainerLaws } from '../testing/rule-laws.ts';
import { validateRound } from '../validate/validate-round.ts';
import {
  ARTICULATION_ROUND_SIZES,
  type ArticulationSettings,
  type ArticulationTask,
  articulationMinMs,
  articulationRules,
} from './articulation.ts';
import {
  ARTICULATION_EXERCISE_KEYS,
  ARTICULATION_EXERCISES,
  ARTICULATION_POSES,
  guidedStepMs,
  MIN_BEAT_MS,
} from './exercises.ts';

const settings: fc.Arbitrary<ArticulationSettings> = fc.record({
  level: fc.integer({ min: 1, max: ARTICULATION_ROUND_SIZES.length }),
  exercises: fc.shuffledSubarray([...ARTICULATION_EXERCISE_KEYS], { minLength: 1 }),
});
const badSettings = fc.oneof(
  settings.map((s) => ({ ...s, level: 0 })),
  settings.map((s) => ({ ...s, level: ARTICULATION_ROUND_SIZES.length + 1 })),
  settings.map((s) => ({ ...s, exercises: [] })),
  settings.map((s) => ({ ...s, exercises: [...s.exercises, 'whistle'] })),
  settings.map((s) => ({ ...s, exercises: [...s.exercises, s.exercises[0]] })),
);
const floorOf = (task: ArticulationTask | undefined) => (task ? articulationMinMs(task) : 0);
const doneIn = (ms: (index: number) => number, s: ArticulationSettings, seed = 0) =>
  articulationRules.generate(seed, s).map((_task, index) => ({ index, answer: { done: true }, ms: ms(index) }));

describe('articulation rules', () => {
  itObeysTrainerLaws({
    rules: articulationRules,
    settings,
    badSettings,
    trueAnswer: () => ({ done: true }),
    wrongAnswer: () => ({ done: false }),
  });

  it('draws as many chosen exercises as the level asks, each once, in the order they are taught', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        const keys = articulationRules.generate(seed, s).map((task) => task.key);
        expect(keys).toHaveLength(Math.min(ARTICULATION_ROUND_SIZES[s.level - 1] ?? 0, s.exercises.length));
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys.every((key) => s.exercises.includes(key))).toBe(true);
        const taught = ARTICULATION_EXERCISE_KEYS.filter((key) => keys.includes(key));
        expect(keys).toEqual(taught);
      }),
    );
  });

  it('lets the seed vary which exercises a short round has', () => {
    const s: ArticulationSettings = { level: 1, exercises: [...ARTICULATION_EXERCISE_KEYS] };
    const rounds = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        articulationRules
          .generate(seed, s)
          .map((task) => task.key)
          .join(),
      ),
    );
    expect(rounds.size).toBeGreaterThan(1);
  });

  it('asks at least every hold and every movement at a human pace, and no more than the view guides', () => {
    for (const exercise of ARTICULATION_EXERCISES) {
      const holds = exercise.steps.reduce((sum, step) => sum + (step.kind === 'hold' ? step.seconds * 1000 : 0), 0);
      const moves = exercise.steps.reduce((sum, step) => sum + (step.kind === 'repeat' ? step.times : 0), 0);
      const guided = exercise.steps.reduce((sum, step) => sum + guidedStepMs(step), 0);
      expect(articulationRules.minAnswerMs(exercise, articulationRules.defaults), exercise.key).toBeGreaterThanOrEqual(
        holds + moves * MIN_BEAT_MS,
      );
      expect(articulationMinMs(exercise), exercise.key).toBeLessThanOrEqual(guided);
    }
  });

  it('has one to three steps per exercise, each step named once and drawn with known poses', () => {
    const stepKeys = ARTICULATION_EXERCISES.flatMap((exercise) => exercise.steps.map((step) => step.key));
    expect(new Set(stepKeys).size).toBe(stepKeys.length);
    for (const exercise of ARTICULATION_EXERCISES) {
      expect(exercise.steps.length, exercise.key).toBeGreaterThanOrEqual(1);
      expect(exercise.steps.length, exercise.key).toBeLessThanOrEqual(3);
      for (const step of exercise.steps) {
        const poses = step.kind === 'hold' ? [step.pose] : step.poses;
        expect(poses.every((pose) => ARTICULATION_POSES.includes(pose))).toBe(true);
        if (step.kind === 'repeat') expect(step.poses[0]).not.toBe(step.poses[1]);
      }
    }
  });

  it('scores the exercises done, however slowly, and counts a skipped one as not done', () => {
    const s: ArticulationSettings = { level: 3, exercises: [...ARTICULATION_EXERCISE_KEYS] };
    const tasks = articulationRules.generate(7, s);
    const slow = doneIn(() => 600_000, s, 7);
    const verdict = validateRound(articulationRules, { seed: 7, settings: s, answers: slow, elapsedMs: 7 * 600_000 });
    expect(verdict).toEqual({ status: 'ok', outcome: { correct: 7, total: 7, score: 7, won: true } });

    const skipped = doneIn((index) => floorOf(tasks[index]), s, 7);
    skipped[2] = { index: 2, answer: { done: false }, ms: 300 };
    const partly = validateRound(articulationRules, { seed: 7, settings: s, answers: skipped, elapsedMs: 120_000 });
    expect(partly).toEqual({ status: 'ok', outcome: { correct: 6, total: 7, score: 6, won: false } });
  });

  it('refuses an exercise reported done sooner than its holds and movements take', () => {
    fc.assert(
      fc.property(fc.integer(), settings, fc.integer({ min: 1, max: 5000 }), (seed, s, faster) => {
        const tasks = articulationRules.generate(seed, s);
        const answers = doneIn((index) => floorOf(tasks[index]), s, seed);
        const forged = answers[answers.length - 1];
        if (forged) forged.ms = Math.max(0, forged.ms - faster);
        const verdict = validateRound(articulationRules, { seed, settings: s, answers, elapsedMs: 600_000 });
        expect(verdict).toMatchObject({ status: 'rejected', reason: 'too_fast' });
      }),
      { numRuns: 50 },
    );
  });
});
