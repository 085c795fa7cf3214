import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { botRun } from '../testing/dino-bot.ts';
import { itObeysTrainerLaws } from '../testing/rule-laws.ts';
import { validateRound } from '../validate/validate-round.ts';
import { DINO_DURATIONS, DINO_MODES, type DinoSettings, type DinoTask, dinoRules } from './dino.ts';
import {
  ANSWER_FLOOR_TICKS,
  Course,
  MISS_PAUSE_TICKS,
  metres,
  type RunInputs,
  type RunPress,
  replayRun,
  startRun,
  stepRun,
  TICK_MS,
} from './physics.ts';

const settings: fc.Arbitrary<DinoSettings> = fc.record({
  seconds: fc.constantFrom(...DINO_DURATIONS),
  mode: fc.constantFrom(...DINO_MODES),
  level: fc.integer({ min: 1, max: 5 }),
});
const badSettings = fc.oneof(
  fc.constant({ seconds: 45 }),
  fc.constant({ seconds: 0 }),
  fc.constant({}),
  fc.constant({ seconds: 30, mode: 'fly' }),
  fc.constant({ seconds: 30, mode: 'learn', level: 9 }),
);
const PLAIN: DinoSettings = { seconds: 30, mode: 'run', level: 1 };

const honest = (task: DinoTask) => {
  const { inputs, end } = botRun(task.courseSeed, task.maxTicks, task.learnLevel);
  return { inputs, ticks: end.tick };
};

/** A learning run up to its first question, and the step it appeared at. */
function firstQuestion(seed: number, level: number) {
  const course = new Course(seed, level);
  let state = startRun();
  while (state.askedAt === null) state = stepRun(state, course, []);
  return { course, state, askedAt: state.askedAt };
}

describe('dino rules', () => {
  itObeysTrainerLaws({
    rules: dinoRules,
    settings,
    badSettings,
    trueAnswer: honest,
    // The same presses, claimed to have lasted a step longer or shorter than they do.
    wrongAnswer: (task, _s, salt) => {
      const answer = honest(task);
      return { ...answer, ticks: answer.ticks + (salt % 2 === 0 && answer.ticks < task.maxTicks ? 1 : -1) };
    },
  });

  it('replays a run step by step exactly as the player stepped it, on any machine', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { inputs, end } = botRun(seed, 1200);
        expect(replayRun(seed, inputs, 1200)).toEqual(end);
      }),
      { numRuns: 30 },
    );
  });

  it('lays every course so that a careful player runs the first half minute without a crash', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { end } = botRun(seed, 1800);
        expect(end.crashed).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it('ends a run that does not jump at the first cactus', () => {
    const course = new Course(4);
    let state = startRun();
    while (!state.crashed && state.tick < 600) state = stepRun(state, course, [] as RunPress[]);
    expect(state.crashed).toBe(true);
    expect(state.x).toBeLessThan(1000);
  });

  it('refuses a distance the presses cannot produce, and a run sent sooner than it could be run', () => {
    const seed = 21;
    const task = dinoRules.generate(seed, PLAIN)[0] as DinoTask;
    const run = honest(task);
    const claimLonger = { inputs: run.inputs.slice(0, 1), ticks: run.ticks };
    expect(dinoRules.check(task, claimLonger, PLAIN)).toBe(false);

    const played = run.ticks * TICK_MS;
    const fair = validateRound(dinoRules, {
      seed,
      settings: PLAIN,
      answers: [{ index: 0, answer: run, ms: played }],
      elapsedMs: played + 3000,
    });
    const hasty = validateRound(dinoRules, {
      seed,
      settings: PLAIN,
      answers: [{ index: 0, answer: run, ms: played / 2 }],
      elapsedMs: played + 3000,
    });
    expect(fair).toMatchObject({
      status: 'ok',
      outcome: { correct: 1, score: metres(replayRun(seed, run.inputs, run.ticks).x) },
    });
    expect(hasty).toMatchObject({ status: 'rejected', reason: 'too_fast' });
  });

  it('reads a run set before the learning run existed as a plain run', () => {
    expect(dinoRules.settings.parse({ seconds: 60 })).toEqual({ seconds: 60, mode: 'run', level: 1 });
  });

  it('lays the same plain course for a seed whether or not a learning course of that seed exists', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 5 }), (seed, level) => {
        const plain = new Course(seed).upTo(6000);
        const learning = new Course(seed, level).upTo(6000);
        expect(plain.every((obstacle) => obstacle.task === undefined)).toBe(true);
        expect(learning.every((obstacle) => obstacle.kind.startsWith('bird') === false && obstacle.task)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it('offers every quick task with its answer among different, never negative choices', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 5 }), (seed, level) => {
        for (const obstacle of new Course(seed, level).upTo(8000)) {
          const task = obstacle.task;
          if (!task) throw new Error('a learning obstacle without a task');
          expect(task.choices).toContain(task.answer);
          expect(new Set(task.choices).size).toBe(task.choices.length);
          expect(task.choices.every((choice) => choice >= 0)).toBe(true);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('stops the learning run before each obstacle and never lets it past one without the right answer', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 5 }), (seed, level) => {
        const course = new Course(seed, level);
        let state = startRun();
        for (let tick = 0; tick < 1200; tick++) state = stepRun(state, course, ['jump']);
        expect(state.passed).toBe(0);
        expect(state.askedAt).not.toBeNull();
        expect(state.x + 40).toBeLessThan(course.at(0).x);
        expect(state.crashed).toBe(false);
      }),
      { numRuns: 30 },
    );
  });

  it('jumps the obstacle on the right answer, and pauses after a wrong one before taking another', () => {
    const { course, state, askedAt } = firstQuestion(7, 2);
    const task = course.at(0).task;
    if (!task) throw new Error('no task');
    const wrong = task.choices.find((choice) => choice !== task.answer) as number;
    let now = state;
    while (now.tick < askedAt + ANSWER_FLOOR_TICKS) now = stepRun(now, course, []);
    now = stepRun(now, course, [wrong]);
    expect(now).toMatchObject({ misses: 1, passed: 0 });
    const missedAt = now.tick - 1;
    now = stepRun(now, course, [task.answer]);
    expect(now.passed).toBe(0);
    while (now.tick < missedAt + MISS_PAUSE_TICKS) now = stepRun(now, course, []);
    now = stepRun(now, course, [task.answer]);
    expect(now).toMatchObject({ passed: 1, askedAt: null });
    expect(now.y).toBeGreaterThan(0);
  });

  it('does not take an answer given before the question could be read', () => {
    const { course, state } = firstQuestion(11, 1);
    const answer = course.at(0).task?.answer as number;
    expect(stepRun(state, course, [answer]).passed).toBe(0);
  });

  it('goes further in the same time the quicker the answers come, and a replay of a learning run ends where it did', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 5 }), (seed, level) => {
        const sure = botRun(seed, 1800, level);
        const unsure = botRun(seed, 1800, level, true);
        expect(sure.end.passed).toBeGreaterThan(0);
        expect(sure.end.x).toBeGreaterThan(unsure.end.x);
        expect(replayRun(seed, unsure.inputs, 1800, level)).toEqual(unsure.end);
        expect(replayRun(seed, sure.inputs as RunInputs, 1800)).not.toEqual(sure.end);
      }),
      { numRuns: 20 },
    );
  });
});
