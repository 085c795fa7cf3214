import { LOCALES, WORD_ALPHABETS } from '@umka/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng.ts';
import { itObeysTrainerLaws } from '../testing/rule-laws.ts';
import { testWordPool } from '../testing/word-pool.ts';
import { validateRound } from '../validate/validate-round.ts';
import { lettersOf } from '../words/grid.ts';
import { pickSearchWords } from '../words/pick.ts';
import { WORD_GAME_LEVELS, WORD_MISS_PENALTY_MS } from '../words/word-game.ts';
import {
  straightLine,
  WORD_SEARCH_LEVEL_SHAPES,
  type WordSearchSettings,
  type WordSearchTask,
  wordSearchRules,
} from './word-search.ts';

const settings: fc.Arbitrary<WordSearchSettings> = fc
  .record({ locale: fc.constantFrom(...LOCALES), level: fc.constantFrom(...WORD_GAME_LEVELS), seed: fc.integer() })
  .map(({ locale, level, seed }) => {
    const shape = WORD_SEARCH_LEVEL_SHAPES[level];
    const words = pickSearchWords(createRng(seed), testWordPool[locale], shape.words, {
      min: shape.minLength,
      max: shape.maxLength,
    });
    if (!words) throw new Error('The test pool is too small');
    return { locale, level, words };
  });

const badSettings = fc.oneof(
  settings.map((s) => ({ ...s, level: 4 })),
  settings.map((s) => ({ ...s, words: s.words.slice(1) })),
  settings.map((s) => ({ ...s, words: [...s.words.slice(1), 'ABCDEFGHIJKL'] })),
  settings.map((s) => ({ ...s, words: [...s.words.slice(1), s.locale === 'en-US' ? 'КОТ' : 'CAT'] })),
  settings.map((s) => ({ ...s, words: [...s.words.slice(1), s.words[1]] })),
  settings.map((s) => ({ ...s, words: [...s.words.slice(1), `${s.words[1]}`.slice(0, 3)] })),
  settings.map((s) => ({ ...s, locale: 'de-DE' })),
);

const trueAnswer = (task: WordSearchTask) => ({
  from: task.cells[0] as [number, number],
  to: task.cells[task.cells.length - 1] as [number, number],
  misses: 0,
});

describe('word search rules', () => {
  itObeysTrainerLaws({
    rules: wordSearchRules,
    settings,
    badSettings,
    trueAnswer,
    // One letter short of the word: never the word itself.
    wrongAnswer: (task) => ({ ...trueAnswer(task), to: task.cells[task.cells.length - 2] as [number, number] }),
  });

  it('hides every word on a straight line of its level’s directions, where it reads as itself', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        const shape = WORD_SEARCH_LEVEL_SHAPES[s.level];
        for (const task of wordSearchRules.generate(seed, s)) {
          expect(lettersOf(task.grid, task.cells)).toBe(task.word);
          const first = task.cells[0] as [number, number];
          const last = task.cells[task.cells.length - 1] as [number, number];
          expect(straightLine(first, last)).toEqual(task.cells);
          const step = [Math.sign(last[0] - first[0]), Math.sign(last[1] - first[1])];
          expect(shape.directions).toContainEqual(step);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('fills the whole square with letters of the locale', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        const [task] = wordSearchRules.generate(seed, s);
        const size = WORD_SEARCH_LEVEL_SHAPES[s.level].size;
        expect(task?.grid).toHaveLength(size);
        for (const row of task?.grid ?? []) {
          expect(row).toHaveLength(size);
          for (const letter of row) expect(WORD_ALPHABETS[s.locale]).toContain(letter);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('counts a word selected from its last letter to its first only on a grid that hides it backwards', () => {
    const s: WordSearchSettings = { locale: 'en-US', level: 1, words: ['CAT', 'FROG', 'LAMP', 'BEAR', 'KITE', 'MILK'] };
    for (const task of wordSearchRules.generate(7, s)) {
      const { from, to } = trueAnswer(task);
      expect(wordSearchRules.check(task, { from: to, to: from, misses: 0 }, s)).toBe(false);
    }
  });

  it('refuses a selection that is not a straight line', () => {
    expect(straightLine([0, 0], [1, 2])).toBeNull();
    expect(straightLine([2, 2], [0, 0])).toEqual([
      [2, 2],
      [1, 1],
      [0, 0],
    ]);
  });

  it('accepts an honest round found in any order and refuses one found faster than a finger drags', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        const tasks = wordSearchRules.generate(seed, s);
        const answers = tasks.map((task, index) => ({ index, answer: trueAnswer(task), ms: 4000 })).reverse();
        const verdict = validateRound(wordSearchRules, { seed, settings: s, answers, elapsedMs: 4000 * tasks.length });
        expect(verdict.status).toBe('ok');
        expect(verdict.outcome.correct).toBe(tasks.length);
        const hasty = answers.map((answer) => ({ ...answer, ms: 100 }));
        expect(validateRound(wordSearchRules, { seed, settings: s, answers: hasty, elapsedMs: 60_000 }).status).toBe(
          'rejected',
        );
      }),
      { numRuns: 30 },
    );
  });

  it('counts a claimed word at the wrong place as not found', () => {
    const s = wordSearchRules.defaults;
    const tasks = wordSearchRules.generate(11, s);
    const wrongPlace = { from: tasks[1]?.cells[0], to: tasks[1]?.cells.at(-1), misses: 0 };
    const verdict = validateRound(wordSearchRules, {
      seed: 11,
      settings: s,
      answers: [{ index: 0, answer: wrongPlace, ms: 5000 }],
      elapsedMs: 6000,
    });
    expect(verdict).toMatchObject({ status: 'ok', outcome: { correct: 0 } });
  });

  it('scores faster searches higher and charges two seconds a wrong selection', () => {
    const facts = (playedMs: number, misses: number) => ({ playedMs, misses, rightAnswerMs: [], points: 0 });
    const fast = wordSearchRules.outcome(6, 6, 0, wordSearchRules.defaults, facts(60_000, 0)).score;
    const slow = wordSearchRules.outcome(6, 6, 0, wordSearchRules.defaults, facts(120_000, 0)).score;
    const missing = wordSearchRules.outcome(6, 6, 0, wordSearchRules.defaults, facts(60_000, 5)).score;
    expect(fast).toBe(60);
    expect(slow).toBe(30);
    expect(missing).toBe(Math.round(3_600_000 / (60_000 + 5 * WORD_MISS_PENALTY_MS)));
  });
});
