import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itObeysTrainerLaws } from '../testing/rule-laws.ts';
import { validateRound } from '../validate/validate-round.ts';
import { type StroopSettings, stroopColours, stroopModes, stroopRules } from './stroop.ts';

const settings: fc.Arbitrary<StroopSettings> = fc.record({
  mode: fc.constantFrom(...stroopModes),
  colours: fc.integer({ min: 3, max: stroopColours.length }),
  count: fc.integer({ min: 10, max: 60 }),
  patterns: fc.boolean(),
});

const badSettings = fc.oneof(
  settings.chain((s) => fc.oneof(fc.integer({ max: 2 }), fc.integer({ min: 7 })).map((colours) => ({ ...s, colours }))),
  settings.chain((s) => fc.oneof(fc.integer({ max: 9 }), fc.integer({ min: 61 })).map((count) => ({ ...s, count }))),
  settings.map((s) => ({ ...s, mode: 'shape' })),
  settings.map((s) => ({ ...s, patterns: 'yes' })),
);

const rightOf = (task: { word: string; ink: string }, s: StroopSettings) => (s.mode === 'ink' ? task.ink : task.word);

describe('stroop rules', () => {
  itObeysTrainerLaws({
    rules: stroopRules,
    settings,
    badSettings,
    trueAnswer: (task, s) => (s.mode === 'ink' ? task.ink : task.word),
    // The other of the two colours on the card: the classic slip of reading instead of naming.
    wrongAnswer: (task, s) => (s.mode === 'ink' ? task.word : task.ink),
  });

  it('prints every word in another colour’s ink, with exactly one right answer among the options', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        for (const task of stroopRules.generate(seed, s)) {
          expect(task.ink).not.toBe(task.word);
          expect(task.options).toEqual(stroopColours.slice(0, s.colours));
          expect(task.options).toContain(task.ink);
          expect(task.options).toContain(task.word);
          const right = task.options.filter((option) => stroopRules.check(task, option, s));
          expect(right).toEqual([rightOf(task, s)]);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('never shows the same card twice in a row', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        const tasks = stroopRules.generate(seed, s);
        for (let i = 1; i < tasks.length; i++) {
          expect(`${tasks[i]?.word}/${tasks[i]?.ink}`).not.toBe(`${tasks[i - 1]?.word}/${tasks[i - 1]?.ink}`);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('scores accuracy times the pace of the median right answer', () => {
    const s: StroopSettings = { mode: 'ink', colours: 4, count: 10, patterns: false };
    const tasks = stroopRules.generate(11, s);
    const answers = tasks.map((task, index) => ({
      index,
      // Eight right at 600–1300 ms (median 900), two slips.
      answer: index < 8 ? task.ink : task.word,
      ms: index < 8 ? 600 + index * 100 : 700,
    }));
    const verdict = validateRound(stroopRules, { seed: 11, settings: s, answers, elapsedMs: 30_000 });
    expect(verdict).toEqual({
      status: 'ok',
      outcome: { correct: 8, total: 10, score: Math.round((0.8 * 60_000) / 900), won: false },
    });
  });

  it('refuses an answer faster than a reaction', () => {
    const s = stroopRules.defaults;
    const tasks = stroopRules.generate(4, s);
    const answers = tasks.map((task, index) => ({ index, answer: task.ink, ms: 150 }));
    const verdict = validateRound(stroopRules, { seed: 4, settings: s, answers, elapsedMs: 60_000 });
    expect(verdict.status === 'rejected' && verdict.reason).toBe('too_fast');
  });
});
