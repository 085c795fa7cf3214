import { speechCardsSettingsShape, trainerResultSchema, trainerSessionSchema } from '@umka/contracts';
import { speechCardsRules, speechCardsSettings } from '@umka/games';
import { beforeAll, expect, it } from 'vitest';
import { insertSpeechImages } from '../../db/seed/speech-images.ts';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { catalogueTrainerId, requestSession } from '../trainers/trainer-rounds.fixture.ts';

const start = (t: TestContext, student: TestUser, trainerId: number, settings: object) =>
  requestSession(t, student, trainerId, 2, settings);

describeEachDatabase('speech cards', (t) => {
  let trainerId: number;

  beforeAll(async () => {
    await insertSpeechImages(t.database.db, new Date().toISOString());
    trainerId = await catalogueTrainerId(t, 'speechCards');
  });

  const picturesOf = (locale: string, sound: string) =>
    t.database.db
      .selectFrom('speech_images')
      .select(['id', 'word'])
      .where('locale', '=', locale)
      .where('sound', '=', sound)
      .execute();

  it('deals a field one picture of the chosen language and sound per pair, whatever cards the client sends', async () => {
    const student = await t.factories.buildStudent({ subjects: [2] });
    const response = await start(t, student, trainerId, {
      locale: 'uk-UA',
      sound: 'l',
      pairs: 6,
      faces: 'words',
      cards: [{ id: 1, word: 'чит', image_url: '/x.svg' }],
    });

    expect(response.status, response.raw).toBe(201);
    const dealt = speechCardsSettingsShape.parse(dataOf(response, trainerSessionSchema).settings);
    expect(dealt).toMatchObject({ locale: 'uk-UA', sound: 'l', pairs: 6, faces: 'words' });
    expect(dealt.cards).toHaveLength(6);
    const words = (await picturesOf('uk-UA', 'l')).map((row) => row.word);
    for (const card of dealt.cards) expect(words).toContain(card.word);
  });

  it('says there are not enough cards when the sound has fewer pictures than the field has pairs', async () => {
    const student = await t.factories.buildStudent({ subjects: [2] });
    const pictures = await picturesOf('en-US', 'sh');
    await t.database.db
      .deleteFrom('speech_images')
      .where(
        'id',
        'in',
        pictures.slice(3).map((row) => row.id),
      )
      .execute();

    const tooBig = await start(t, student, trainerId, { locale: 'en-US', sound: 'sh', pairs: 4, faces: 'pictures' });
    const fits = await start(t, student, trainerId, { locale: 'en-US', sound: 'sh', pairs: 3, faces: 'pictures' });

    expect(tooBig.status).toBe(422);
    expect(errorOf(tooBig).fields).toEqual([
      expect.objectContaining({ field: 'settings.pairs', code: 'NOT_ENOUGH_CARDS' }),
    ]);
    expect(fits.status, fits.raw).toBe(201);
  });

  it('counts the pairs found, pays likes for a whole field, and takes nothing from pairs that do not match', async () => {
    const student = await t.factories.buildStudent({ subjects: [2] });
    const choice = { locale: 'ru-RU', sound: 'r', pairs: 4, faces: 'pictures' };
    const sessions = [
      dataOf(await start(t, student, trainerId, choice), trainerSessionSchema),
      dataOf(await start(t, student, trainerId, choice), trainerSessionSchema),
    ];
    const answersOf = (session: (typeof sessions)[number], forged: boolean) =>
      speechCardsRules.generate(session.seed, speechCardsSettings.parse(session.settings)).map((task, index) => ({
        index,
        answer: { cells: forged ? [task.cells[0], (task.cells[0] + 1) % task.field.length] : task.cells, misses: 1 },
        ms: 2500,
      }));
    t.clock.advance(20_000);

    const post = (session: (typeof sessions)[number], forged: boolean) =>
      t.api('POST', `/api/trainers/sessions/${session.session_id}/result`, {
        token: student.token,
        body: { answers: answersOf(session, forged), elapsed_ms: 11_000 },
      });
    const honest = dataOf(await post(sessions[0] as (typeof sessions)[number], false), trainerResultSchema);
    const forged = dataOf(await post(sessions[1] as (typeof sessions)[number], true), trainerResultSchema);

    expect(honest).toMatchObject({ validate_status: 'ok', correct: 4, total: 4 });
    expect(honest.likes_earned).toBeGreaterThan(0);
    expect(forged.correct).toBeLessThan(4);
  });

  it('deals a staff member’s try-out its cards and keeps it from students', async () => {
    const [teacher, student] = [await t.factories.buildTeacher(), await t.factories.buildStudent({ subjects: [2] })];
    const body = { locale: 'en-US', sound: 'r', pairs: 3, faces: 'words' };

    const tried = await t.api('POST', '/api/trainers/speech-cards/try-out', { token: teacher.token, body });
    const refused = await t.api('POST', '/api/trainers/speech-cards/try-out', { token: student.token, body });

    expect(dataOf(tried, speechCardsSettingsShape).cards).toHaveLength(3);
    expect(refused.status).toBe(403);
  });
});
