import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FlashAnzanSettings, flashAnzanRules, sumOf } from '../flash-anzan/flash-anzan.ts';
import type { PlayedAnswer } from '../trainer.ts';
import { validateFields } from './validate-messages.ts';
import { ROUND_GRACE_MS, validateRound } from './validate-round.ts';

const settings: FlashAnzanSettings = { ...flashAnzanRules.defaults, problems: 4, count: 3, speedMs: 500 };
const seed = 42;
const tasks = flashAnzanRules.generate(seed, settings);

function honestAnswers(): PlayedAnswer<unknown>[] {
  return tasks.map((task, index) => ({ index, answer: sumOf(task), ms: flashAnzanRules.minAnswerMs(task, settings) }));
}
const honestMs = honestAnswers().reduce((sum, a) => sum + a.ms, 0);

describe('validateRound', () => {
  it('accepts an honest perfect round and scores every task', () => {
    const verdict = validateRound(flashAnzanRules, { seed, settings, answers: honestAnswers(), elapsedMs: honestMs });
    expect(verdict).toEqual({ status: 'ok', outcome: { correct: 4, total: 4, score: 4, won: true } });
    expect(validateFields(verdict)).toEqual({ validate_status: 'ok', validate_message: null });
  });

  it('counts wrong and missing answers as not correct, without rejecting the round', () => {
    const answers = honestAnswers().slice(0, 3);
    answers[0] = { ...answers[0], index: 0, answer: sumOf(tasks[0] ?? { numbers: [] }) + 1, ms: 5000 };
    const verdict = validateRound(flashAnzanRules, { seed, settings, answers, elapsedMs: 60_000 });
    expect(verdict).toEqual({ status: 'ok', outcome: { correct: 2, total: 4, score: 2, won: false } });
  });

  it('refuses any right answer claimed faster than the fastest honest answer', () => {
    fc.assert(
      fc.property(fc.nat(3), fc.integer({ min: 1, max: 10_000 }), (index, faster) => {
        const answers = honestAnswers();
        const forged = answers[index];
        if (forged) forged.ms = Math.max(0, forged.ms - faster);
        const verdict = validateRound(flashAnzanRules, { seed, settings, answers, elapsedMs: honestMs });
        expect(verdict).toMatchObject({ status: 'rejected', reason: 'too_fast', outcome: { score: 0 } });
      }),
    );
  });

  it('counts a quick wrong guess as a miss, not as a forged round', () => {
    fc.assert(
      fc.property(fc.nat(3), fc.nat(200), (index, ms) => {
        const answers = honestAnswers();
        const task = tasks[index];
        answers[index] = { index, answer: sumOf(task ?? { numbers: [] }) + 1, ms };
        const verdict = validateRound(flashAnzanRules, { seed, settings, answers, elapsedMs: honestMs });
        expect(verdict).toEqual({ status: 'ok', outcome: { correct: 3, total: 4, score: 3, won: false } });
      }),
    );
  });

  it('refuses a task answered twice', () => {
    const answers = [...honestAnswers(), ...honestAnswers().slice(0, 1)];
    const verdict = validateRound(flashAnzanRules, { seed, settings, answers, elapsedMs: honestMs * 2 });
    expect(verdict).toMatchObject({ status: 'rejected', reason: 'duplicate_index' });
  });

  it('refuses answers to tasks that do not exist', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: 4 }), fc.double({ noInteger: true })),
        (index) => {
          const answers = [{ index, answer: 1, ms: 10_000 }];
          const verdict = validateRound(flashAnzanRules, { seed, settings, answers, elapsedMs: 20_000 });
          expect(verdict).toMatchObject({ status: 'rejected', reason: 'index_out_of_range' });
        },
      ),
    );
  });

  it('refuses answers of the wrong shape and invalid times', () => {
    const shape = [{ index: 0, answer: '12', ms: 10_000 }];
    expect(validateRound(flashAnzanRules, { seed, settings, answers: shape, elapsedMs: 20_000 })).toMatchObject({
      reason: 'bad_answer',
    });
    const time = [{ index: 0, answer: 12, ms: Number.NaN }];
    expect(validateRound(flashAnzanRules, { seed, settings, answers: time, elapsedMs: 20_000 })).toMatchObject({
      reason: 'bad_timing',
    });
  });

  it('refuses answers whose times add up to more than the round took', () => {
    const verdict = validateRound(flashAnzanRules, {
      seed,
      settings,
      answers: honestAnswers(),
      elapsedMs: honestMs - 1,
    });
    expect(verdict).toMatchObject({ status: 'rejected', reason: 'timing_mismatch' });
  });

  it('refuses a round posted after its time limit and grace', () => {
    const limit = flashAnzanRules.timeLimitMs(settings) ?? 0;
    const late = validateRound(flashAnzanRules, {
      seed,
      settings,
      answers: honestAnswers(),
      elapsedMs: limit + ROUND_GRACE_MS + 1,
    });
    expect(late).toMatchObject({ status: 'rejected', reason: 'over_time' });
    const inTime = validateRound(flashAnzanRules, { seed, settings, answers: honestAnswers(), elapsedMs: limit });
    expect(inTime.status).toBe('ok');
  });

  it('refuses settings outside the bounds with a localized message', () => {
    const verdict = validateRound(flashAnzanRules, {
      seed,
      settings: { ...settings, digits: 9 },
      answers: [],
      elapsedMs: 1,
    });
    expect(verdict).toMatchObject({ status: 'rejected', reason: 'bad_settings' });
    expect(validateFields(verdict).validate_message?.['en-US']).toMatch(/settings/);
  });
});
