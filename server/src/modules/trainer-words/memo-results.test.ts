import { memoSettingsShape, trainerResultSchema } from '@umka/contracts';
import { memoRules, memoSettings, memoShowMs, rejectMessage } from '@umka/games';
import { beforeAll, expect, it } from 'vitest';
import { insertWordLists } from '../../db/seed/words/insert-word-lists.ts';
import { wordCorpus } from '../../db/seed/words/word-corpus.ts';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { catalogueTrainerId, openSession } from '../trainers/trainer-rounds.fixture.ts';

const start = (t: TestContext, student: TestUser, trainerId: number, settings: object) =>
  openSession(t, student, trainerId, 2, settings);

describeEachDatabase('mnemonics results', (t) => {
  let trainerId: number;

  beforeAll(async () => {
    await insertWordLists(t.database.db, new Date().toISOString());
    trainerId = await catalogueTrainerId(t, 'memo');
  });

  it('deals a word round its words from the language’s list and a picture round none, whatever the client sends', async () => {
    const student = await t.factories.buildStudent({ subjects: [2] });

    const words = await start(t, student, trainerId, { kind: 'words', length: 6, showMs: 1500, locale: 'uk-UA' });
    const pictures = await start(t, student, trainerId, {
      kind: 'pictures',
      length: 4,
      showMs: 2000,
      locale: 'uk-UA',
      words: ['ХИТРІСТЬ'],
    });

    const dealt = memoSettingsShape.parse(words.settings);
    expect(dealt.words).toHaveLength(9);
    for (const word of dealt.words) expect(wordCorpus['uk-UA']).toContain(word);
    expect(memoSettingsShape.parse(pictures.settings).words).toEqual([]);
  });

  it('counts the places recalled in order, and refuses a round answered before its sequence was shown', async () => {
    const student = await t.factories.buildStudent({ subjects: [2] });
    const choice = { kind: 'numbers', length: 5, showMs: 2000, locale: 'ru-RU' };
    const [honest, hasty] = [await start(t, student, trainerId, choice), await start(t, student, trainerId, choice)];
    const answersOf = (session: typeof honest, firstMs: number) => {
      const settings = memoSettings.parse(session.settings);
      return memoRules.generate(session.seed, settings).map((task, index) => ({
        index,
        answer: { pick: index === 4 ? (task.answer + 1) % task.board.length : task.answer },
        ms: index === 0 ? firstMs : 900,
      }));
    };
    const showMs = memoShowMs(memoSettings.parse(honest.settings));
    t.clock.advance(showMs + 20_000);

    const counted = dataOf(
      await t.api('POST', `/api/trainers/sessions/${honest.session_id}/result`, {
        token: student.token,
        body: { answers: answersOf(honest, showMs + 900), elapsed_ms: showMs + 5000 },
      }),
      trainerResultSchema,
    );
    const refused = dataOf(
      await t.api('POST', `/api/trainers/sessions/${hasty.session_id}/result`, {
        token: student.token,
        body: { answers: answersOf(hasty, 900), elapsed_ms: 6000 },
      }),
      trainerResultSchema,
    );

    expect(counted).toMatchObject({ validate_status: 'ok', correct: 4, total: 5, score: 4 });
    expect(refused).toMatchObject({ validate_status: 'rejected', validate_message: rejectMessage('too_fast') });
  });
});
