import { MEMO_KINDS, MEMO_MAX_LENGTH, MEMO_MIN_LENGTH } from '@umka/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itObeysTrainerLaws } from '../testing/rule-laws.ts';
import { validateRound } from '../validate/validate-round.ts';
import { type MemoSettings, memoRules, memoShowMs, memoWordsNeeded } from './memo.ts';

const WORDS =
  'ЛИСА КОТ ДОМ МЯЧ ЛУНА РЫБА ГРУША ЗАЙКА КНИГА ЛОДКА ОЗЕРО ПОЕЗД ШКОЛА ПАРТА ОБЛАКО ВЕТЕР ЗВЕЗДА ПЕСОК ЦВЕТОК ЛИМОН ТИГР ЖИРАФ СЛОН ГРИБ'.split(
    ' ',
  );

const settings: fc.Arbitrary<MemoSettings> = fc
  .record({
    kind: fc.constantFrom(...MEMO_KINDS),
    length: fc.integer({ min: MEMO_MIN_LENGTH, max: MEMO_MAX_LENGTH }),
    showMs: fc.integer({ min: 1000, max: 5000 }),
    locale: fc.constant('ru-RU' as const),
  })
  .map((s) => ({ ...s, words: s.kind === 'words' ? WORDS.slice(0, memoWordsNeeded(s.length)) : [] }));

const badSettings = fc.oneof(
  settings.map((s) => ({ ...s, length: 13 })),
  settings.map((s) => ({ ...s, showMs: 200 })),
  settings.map((s) => ({ ...s, kind: 'smells' })),
  settings.map((s) => ({ ...s, kind: 'words', words: ['ЛИСА', 'ЛИСА', 'КОТ'] })),
);

describe('mnemonics rules', () => {
  itObeysTrainerLaws({
    rules: memoRules,
    settings,
    badSettings,
    trueAnswer: (task) => ({ pick: task.answer }),
    wrongAnswer: (task, _s, salt) => ({
      pick: (task.answer + 1 + (salt % (task.board.length - 1))) % task.board.length,
    }),
  });

  it('puts every card of the sequence on the board once, among others, so every place can be recalled', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        const tasks = memoRules.generate(seed, s);
        expect(tasks).toHaveLength(s.length);
        const board = tasks[0]?.board ?? [];
        expect(new Set(board).size).toBe(board.length);
        expect(board.length).toBeGreaterThan(s.length);
        for (const task of tasks) expect(task.board[task.answer]).toBe(task.sequence[task.position]);
      }),
    );
  });

  it('refuses a round recalled faster than its sequence was shown', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        const tasks = memoRules.generate(seed, s);
        const answers = (firstMs: number) =>
          tasks.map((task, index) => ({ index, answer: { pick: task.answer }, ms: index === 0 ? firstMs : 600 }));
        const elapsedMs = memoShowMs(s) + 600 * tasks.length + 5000;
        expect(validateRound(memoRules, { seed, settings: s, answers: answers(600), elapsedMs }).status).toBe(
          'rejected',
        );
        expect(
          validateRound(memoRules, { seed, settings: s, answers: answers(memoShowMs(s) + 600), elapsedMs }),
        ).toMatchObject({ status: 'ok', outcome: { correct: s.length, score: s.length } });
      }),
      { numRuns: 50 },
    );
  });
});
