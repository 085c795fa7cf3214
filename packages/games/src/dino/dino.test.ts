import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { botRun } from '../testing/dino-bot.ts';
import { itObeysTrainerLaws } from '../testing/rule-laws.ts';
import { validateRound } from '../validate/validate-round.ts';
import { DINO_DURATIONS, type DinoSettings, type DinoTask, dinoRules } from './dino.ts';
import { Course, metres, type RunAction, replayRun, startRun, stepRun, TICK_MS } from './physics.ts';

const settings: fc.Arbitrary<DinoSettings> = fc.record({ seconds: fc.constantFrom(...DINO_DURATIONS) });
const badSettings = fc.oneof(fc.constant({ seconds: 45 }), fc.constant({ seconds: 0 }), fc.constant({}));

const honest = (task: DinoTask) => {
  const { inputs, end } = botRun(task.courseSeed, task.maxTicks);
  return { inputs, ticks: end.tick };
};

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
    while (!state.crashed && state.tick < 600) state = stepRun(state, course, [] as RunAction[]);
    expect(state.crashed).toBe(true);
    expect(state.x).toBeLessThan(1000);
  });

  it('refuses a distance the presses cannot produce, and a run sent sooner than it could be run', () => {
    const seed = 21;
    const task = dinoRules.generate(seed, { seconds: 30 })[0] as DinoTask;
    const run = honest(task);
    const claimLonger = { inputs: run.inputs.slice(0, 1), ticks: run.ticks };
    expect(dinoRules.check(task, claimLonger, { seconds: 30 })).toBe(false);

    const played = run.ticks * TICK_MS;
    const fair = validateRound(dinoRules, {
      seed,
      settings: { seconds: 30 },
      answers: [{ index: 0, answer: run, ms: played }],
      elapsedMs: played + 3000,
    });
    const hasty = validateRound(dinoRules, {
      seed,
      settings: { seconds: 30 },
      answers: [{ index: 0, answer: run, ms: played / 2 }],
      elapsedMs: played + 3000,
    });
    expect(fair).toMatchObject({
      status: 'ok',
      outcome: { correct: 1, score: metres(replayRun(seed, run.inputs, run.ticks).x) },
    });
    expect(hasty).toMatchObject({ status: 'rejected', reason: 'too_fast' });
  });
});
