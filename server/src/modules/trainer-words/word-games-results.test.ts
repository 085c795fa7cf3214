import { trainerResultSchema, trainerSessionSchema } from '@umka/contracts';
import { fillwordRules, fillwordSettings, rejectMessage, wordSearchRules, wordSearchSettings } from '@umka/games';
import { beforeAll, expect, it } from 'vitest';
import { insertWordLists } from '../../db/seed/words/insert-word-lists.ts';
import { wordCorpus } from '../../db/seed/words/word-corpus.ts';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { catalogueTrainerId, postRound, requestSession } from '../trainers/trainer-rounds.fixture.ts';

const FIND_MS = 5000;

const start = (t: TestContext, student: TestUser, trainerId: number, settings: object) =>
  requestSession(t, student, trainerId, 2, settings);

describeEachDatabase('word search and fillword results', (t) => {
  let wordSearchId: number;
  let fillwordId: number;

  beforeAll(async () => {
    await insertWordLists(t.database.db, new Date().toISOString());
    wordSearchId = await catalogueTrainerId(t, 'wordSearch');
    fillwordId = await catalogueTrainerId(t, 'fillword');
  });

  it('deals the words from the chosen language’s list, whatever words the client sends', async () => {
    const student = await t.factories.buildStudent({ subjects: [2] });

    const response = await start(t, student, wordSearchId, { locale: 'en-US', level: 2, words: ['CHEAT'] });

    expect(response.status, response.raw).toBe(201);
    const settings = wordSearchSettings.parse(dataOf(response, trainerSessionSchema).settings);
    expect(settings).toMatchObject({ locale: 'en-US', level: 2 });
    expect(settings.words).toHaveLength(8);
    for (const word of settings.words) expect(wordCorpus['en-US']).toContain(word);
  });

  it('counts every word found in any order on the grid the seed hides them in, and pays likes', async () => {
    const student = await t.factories.buildStudent({ subjects: [2] });
    const session = dataOf(await start(t, student, wordSearchId, { locale: 'en-US', level: 1 }), trainerSessionSchema);
    const settings = wordSearchSettings.parse(session.settings);
    const tasks = wordSearchRules.generate(session.seed, settings);
    const answers = tasks
      .map((task, index) => ({
        index,
        answer: { from: task.cells[0], to: task.cells.at(-1), misses: index === 0 ? 2 : 0 },
        ms: FIND_MS,
      }))
      .reverse();
    t.clock.advance(FIND_MS * tasks.length + 3000);

    const result = dataOf(
      await postRound(t, student, session.session_id, answers, FIND_MS * tasks.length),
      trainerResultSchema,
    );

    expect(result).toMatchObject({ validate_status: 'ok', correct: 6, total: 6, likes_earned: 1 });
    expect(result.score).toBe(Math.round((600_000 * 6) / (FIND_MS * 6 + 2 * 2000)));
  });

  it('does not count a word claimed on letters that do not spell it, and refuses finds faster than a finger', async () => {
    const student = await t.factories.buildStudent({ subjects: [2] });
    const [claimed, hasty] = [
      dataOf(await start(t, student, fillwordId, { locale: 'en-US', level: 1 }), trainerSessionSchema),
      dataOf(await start(t, student, fillwordId, { locale: 'en-US', level: 1 }), trainerSessionSchema),
    ];
    const answersOf = (session: typeof claimed, ms: number, shift: number) =>
      fillwordRules.generate(session.seed, fillwordSettings.parse(session.settings)).map((task, index) => ({
        index,
        answer: { cells: task.cells.map(([row, col]) => [row, (col + shift) % 5]), misses: 0 },
        ms,
      }));
    t.clock.advance(60_000);

    const elsewhere = dataOf(
      await postRound(t, student, claimed.session_id, answersOf(claimed, FIND_MS, 1), 55_000),
      trainerResultSchema,
    );
    const tooFast = dataOf(
      await postRound(t, student, hasty.session_id, answersOf(hasty, 150, 0), 55_000),
      trainerResultSchema,
    );

    expect(elsewhere).toMatchObject({ validate_status: 'ok', likes_earned: 0 });
    expect(elsewhere.correct).toBeLessThan(elsewhere.total);
    expect(tooFast).toMatchObject({ validate_status: 'rejected', validate_message: rejectMessage('too_fast') });
  });

  it('refuses a replayed result and a level the list cannot fill', async () => {
    const student = await t.factories.buildStudent({ subjects: [2] });
    await t.database.db.deleteFrom('trainer_words').where('locale', '=', 'uk-UA').execute();
    const session = dataOf(await start(t, student, wordSearchId, { locale: 'en-US', level: 1 }), trainerSessionSchema);
    const first = wordSearchRules.generate(session.seed, wordSearchSettings.parse(session.settings))[0];
    const answers = [{ index: 0, answer: { from: first?.cells[0], to: first?.cells.at(-1), misses: 0 }, ms: FIND_MS }];
    t.clock.advance(10_000);

    await postRound(t, student, session.session_id, answers, FIND_MS);
    const replayed = await postRound(t, student, session.session_id, answers, FIND_MS);
    const empty = await start(t, student, fillwordId, { locale: 'uk-UA', level: 1 });

    expect(errorOf(replayed).code).toBe('RESULT_ALREADY_SENT');
    expect(empty.status).toBe(422);
    expect(errorOf(empty).fields).toEqual([
      expect.objectContaining({ field: 'settings.level', code: 'NOT_ENOUGH_WORDS' }),
    ]);
  });
});
