import { LOCALES } from '@umka/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng.ts';
import { itObeysTrainerLaws } from '../testing/rule-laws.ts';
import { testWordPool } from '../testing/word-pool.ts';
import { validateRound } from '../validate/validate-round.ts';
import { lettersOf } from '../words/grid.ts';
import { pickCoveringWords } from '../words/pick.ts';
import { WORD_GAME_LEVELS } from '../words/word-game.ts';
import {
  coveringPath,
  FILLWORD_MAX_LENGTH,
  FILLWORD_SIZES,
  type FillwordSettings,
  fillwordRules,
  isSnake,
} from './fillword.ts';

const settings: fc.Arbitrary<FillwordSettings> = fc
  .record({ locale: fc.constantFrom(...LOCALES), level: fc.constantFrom(...WORD_GAME_LEVELS), seed: fc.integer() })
  .map(({ locale, level, seed }) => {
    const size = FILLWORD_SIZES[level];
    const words = pickCoveringWords(createRng(seed), testWordPool[locale], size * size, FILLWORD_MAX_LENGTH[level]);
    if (!words) throw new Error('The test pool is too small');
    return { locale, level, words };
  });

const badSettings = fc.oneof(
  settings.map((s) => ({ ...s, level: 0 })),
  settings.map((s) => ({ ...s, words: s.words.slice(1) })),
  settings.map((s) => ({ ...s, words: [...s.words.slice(0, -1), `${s.words.at(-1)}X`] })),
  settings.map((s) => ({ ...s, words: [...s.words.slice(2), s.words[0], s.words[0]] })),
);

describe('fillword rules', () => {
  itObeysTrainerLaws({
    rules: fillwordRules,
    settings,
    badSettings,
    trueAnswer: (task) => ({ cells: task.cells.map(([r, c]) => [r, c] as [number, number]), misses: 0 }),
    // The same cells dragged the other way round.
    wrongAnswer: (task) => ({ cells: task.cells.map(([r, c]) => [r, c] as [number, number]).reverse(), misses: 0 }),
  });

  it('lays one path through every cell of the square, each step to a neighbour', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 7 }), (seed, size) => {
        const path = coveringPath(createRng(seed), size);
        expect(path).toHaveLength(size * size);
        expect(isSnake(path)).toBe(true);
      }),
    );
  });

  it('covers the square with the words, each a snake that reads as itself, so every square can be solved', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        const tasks = fillwordRules.generate(seed, s);
        const size = FILLWORD_SIZES[s.level];
        const covered = new Set<string>();
        for (const task of tasks) {
          expect(isSnake(task.cells)).toBe(true);
          expect(lettersOf(task.grid, task.cells)).toBe(task.word);
          for (const [r, c] of task.cells) covered.add(`${r}:${c}`);
        }
        expect(covered.size).toBe(size * size);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a path that only spells the word on other cells', () => {
    const s = fillwordRules.defaults;
    const [task] = fillwordRules.generate(3, s);
    if (!task) throw new Error('no task');
    const shifted = task.cells.map(([r, c]) => [r, (c + 1) % 5] as [number, number]);
    expect(fillwordRules.check(task, { cells: shifted, misses: 0 }, s)).toBe(false);
  });

  it('accepts an honest square solved in any order', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        const tasks = fillwordRules.generate(seed, s);
        const answers = tasks
          .map((task, index) => ({ index, answer: { cells: [...task.cells], misses: 1 }, ms: 3000 }))
          .reverse();
        const verdict = validateRound(fillwordRules, { seed, settings: s, answers, elapsedMs: 3000 * tasks.length });
        expect(verdict).toMatchObject({ status: 'ok', outcome: { correct: tasks.length, won: true } });
      }),
      { numRuns: 30 },
    );
  });
});
