import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itObeysTrainerLaws } from '../testing/rule-laws.ts';
import { validateRound } from '../validate/validate-round.ts';
import {
  SCHULTE_MAX_LETTER_SIZE,
  SCHULTE_MISS_PENALTY_MS,
  type SchulteSettings,
  schulteRules,
  schulteSymbols,
  schulteTargets,
  schulteVariants,
} from './schulte.ts';

const settings: fc.Arbitrary<SchulteSettings> = fc
  .record({
    size: fc.integer({ min: 3, max: 7 }),
    variant: fc.constantFrom(...schulteVariants),
    symbols: fc.constantFrom(...schulteSymbols),
  })
  .map((s) => (s.symbols === 'numbers' ? s : { ...s, size: Math.min(s.size, SCHULTE_MAX_LETTER_SIZE) }));

const badSettings = fc.oneof(
  settings.chain((s) => fc.oneof(fc.integer({ max: 2 }), fc.integer({ min: 8 })).map((size) => ({ ...s, size }))),
  settings.map((s) => ({ ...s, variant: 'spiral' })),
  settings.map((s) => ({ ...s, symbols: 'emoji' })),
  fc.constantFrom(...schulteSymbols.filter((symbols) => symbols !== 'numbers')).map((symbols) => ({
    size: 6,
    variant: 'classic',
    symbols,
  })),
);

const honest = (tasks: ReturnType<typeof schulteRules.generate>, ms = 700) =>
  tasks.map((task, index) => ({ index, answer: { cell: task.cell, misses: [] as number[] }, ms }));

describe('schulte rules', () => {
  itObeysTrainerLaws({
    rules: schulteRules,
    settings,
    badSettings,
    trueAnswer: (task) => ({ cell: task.cell, misses: [] }),
    wrongAnswer: (task, _s, salt) => ({
      cell: (task.cell + 1 + (salt % (task.cells.length - 1))) % task.cells.length,
      misses: [],
    }),
  });

  it('fills every table with each target exactly once, so every table can be finished', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        const tasks = schulteRules.generate(seed, s);
        expect(tasks).toHaveLength(s.size * s.size);
        for (const task of tasks) {
          expect(task.cells).toHaveLength(s.size * s.size);
          const keys = task.cells.map((cell) => `${cell.color}:${cell.label}`);
          expect(new Set(keys).size).toBe(keys.length);
          expect(task.cells[task.cell]).toEqual(task.target);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('keeps one table through the round unless the variant shuffles it after each hit', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        const tables = new Set(schulteRules.generate(seed, s).map((task) => JSON.stringify(task.cells)));
        if (s.variant === 'shuffle') expect(tables.size).toBeGreaterThan(1);
        else expect(tables.size).toBe(1);
      }),
      { numRuns: 100 },
    );
  });

  it('seeks black upwards and red downwards, alternately, in the red-black table', () => {
    const order = schulteTargets({ size: 3, variant: 'redBlack', symbols: 'numbers' });
    expect(order.map((cell) => `${cell.color === 'red' ? 'r' : 'b'}${cell.label}`)).toEqual([
      'b1',
      'r4',
      'b2',
      'r3',
      'b3',
      'r2',
      'b4',
      'r1',
      'b5',
    ]);
  });

  it('writes letters in the alphabet of the chosen language', () => {
    expect(
      schulteTargets({ size: 3, variant: 'classic', symbols: 'lettersRu' })
        .map((c) => c.label)
        .join(''),
    ).toBe('АБВГДЕЁЖЗ');
    expect(schulteTargets({ size: 3, variant: 'classic', symbols: 'lettersUk' }).at(-1)?.label).toBe('Ж');
    expect(schulteTargets({ size: 5, variant: 'classic', symbols: 'lettersEn' }).at(-1)?.label).toBe('Y');
  });

  it('refuses a wrong click claimed on the target’s own cell', () => {
    const [task] = schulteRules.generate(1, schulteRules.defaults);
    if (!task) throw new Error('no task');
    expect(schulteRules.check(task, { cell: task.cell, misses: [task.cell] }, schulteRules.defaults)).toBe(false);
    expect(schulteRules.check(task, { cell: task.cell, misses: [task.cells.length] }, schulteRules.defaults)).toBe(
      false,
    );
  });

  it('scores the search speed from the playing time, each wrong click costing a second', () => {
    const s: SchulteSettings = { size: 3, variant: 'classic', symbols: 'numbers' };
    const tasks = schulteRules.generate(7, s);
    const clean = validateRound(schulteRules, {
      seed: 7,
      settings: s,
      answers: honest(tasks, 1000),
      elapsedMs: 20_000,
    });
    // Nine cells in nine seconds of play: 60 a minute, whatever the countdown and the network added.
    expect(clean).toEqual({ status: 'ok', outcome: { correct: 9, total: 9, score: 60, won: true } });

    const answers = honest(tasks, 1000);
    const first = answers[0];
    if (!first) throw new Error('no answer');
    const wrong = (tasks[0]?.cell ?? 0) === 0 ? 1 : 0;
    answers[0] = { ...first, answer: { cell: first.answer.cell, misses: [wrong, wrong, wrong] } };
    const missed = validateRound(schulteRules, { seed: 7, settings: s, answers, elapsedMs: 20_000 });
    expect(missed.outcome.score).toBe(Math.round((60_000 * 9) / (9000 + 3 * SCHULTE_MISS_PENALTY_MS)));
  });

  it('refuses a table found faster than a person can look and click', () => {
    const s = schulteRules.defaults;
    const tasks = schulteRules.generate(3, s);
    const verdict = validateRound(schulteRules, {
      seed: 3,
      settings: s,
      answers: honest(tasks, 120),
      elapsedMs: 60_000,
    });
    expect(verdict.status === 'rejected' && verdict.reason).toBe('too_fast');
  });

  it('refuses targets claimed out of order against the seeded table', () => {
    const s = schulteRules.defaults;
    const tasks = schulteRules.generate(5, s);
    const answers = honest(tasks);
    const [a, b] = [answers[0], answers[1]];
    if (!a || !b) throw new Error('no answers');
    // The clicks of the first two targets swapped: each points at the other target's cell.
    answers[0] = { ...a, answer: b.answer };
    answers[1] = { ...b, answer: a.answer };
    const verdict = validateRound(schulteRules, { seed: 5, settings: s, answers, elapsedMs: 60_000 });
    expect(verdict.outcome.correct).toBe(tasks.length - 2);
    expect(verdict.outcome.won).toBe(false);
  });
});
