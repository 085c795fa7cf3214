import { paginated, readingTextSchema, speedReadingSettingsShape } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { insertReadingTexts } from '../../db/seed/reading/insert-reading-texts.ts';
import { readingCorpus } from '../../db/seed/reading/reading-corpus.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';

const TEXT = {
  locale: 'uk-UA',
  level: 2,
  title: 'Паперовий кораблик',
  text: 'Після дощу Оля зробила паперовий кораблик. Вона пустила його в струмок біля школи. Кораблик поплив швидко, обминув камінь і зник за поворотом. Оля побігла слідом і знайшла його біля містка.',
  questions: [
    { question: 'Де Оля пустила кораблик?', options: ['У струмок', 'У ванну', 'У море', 'У калюжу'], answer: 0 },
    { question: 'Що обминув кораблик?', options: ['Листок', 'Камінь', 'Жабу', 'Гілку'], answer: 1 },
  ],
};

describeEachDatabase('the speed-reading texts', (t) => {
  beforeAll(() => insertReadingTexts(t.database.db, new Date().toISOString()));

  it('gives every language the repo’s texts once, by level', async () => {
    const admin = await t.factories.buildAdmin();
    await insertReadingTexts(t.database.db, new Date().toISOString());

    const all = dataOf(
      await t.api('GET', '/api/admin/reading-texts?locale=ru-RU&per_page=100', { token: admin.token }),
      paginated(readingTextSchema),
    );
    const fourth = dataOf(
      await t.api('GET', '/api/admin/reading-texts?locale=ru-RU&level=4', { token: admin.token }),
      paginated(readingTextSchema),
    );

    expect(all.total).toBe(readingCorpus['ru-RU'].length);
    expect(fourth.items.every((text) => text.level === 4)).toBe(true);
    expect(fourth.items[0]?.words).toBeGreaterThanOrEqual(220);
  });

  it('lets an admin write a text with its questions, change it and delete it', async () => {
    const admin = await t.factories.buildAdmin();

    const created = dataOf(
      await t.api('POST', '/api/admin/reading-texts', { token: admin.token, body: TEXT }),
      readingTextSchema,
    );
    const changed = dataOf(
      await t.api('PUT', `/api/admin/reading-texts/${created.id}`, {
        token: admin.token,
        body: { ...TEXT, level: 1, questions: TEXT.questions.slice(0, 1) },
      }),
      readingTextSchema,
    );
    const removed = await t.api('DELETE', `/api/admin/reading-texts/${created.id}`, { token: admin.token });
    const gone = await t.api('GET', `/api/admin/reading-texts/${created.id}`, { token: admin.token });

    expect(created).toMatchObject({ locale: 'uk-UA', level: 2, words: 30, questions: TEXT.questions });
    expect(changed).toMatchObject({ level: 1, questions: [TEXT.questions[0]] });
    expect(removed.status).toBe(200);
    expect(gone.status).toBe(404);
  });

  it('refuses a text too short to time, repeated choices and a right answer out of range, each under its field', async () => {
    const admin = await t.factories.buildAdmin();
    const question = TEXT.questions[0];
    if (!question) throw new Error('no question');

    const refused = await t.api('POST', '/api/admin/reading-texts', {
      token: admin.token,
      body: {
        ...TEXT,
        text: 'Коротко і ясно.',
        questions: [
          { ...question, options: ['Так', 'так', 'Ні', 'Може'] },
          { ...question, answer: 4 },
        ],
      },
    });

    expect(refused.status).toBe(422);
    expect(errorOf(refused).fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'text', code: 'READING_TEXT_TOO_SHORT' }),
        expect.objectContaining({ field: 'questions.0.options', code: 'READING_OPTIONS_REPEAT' }),
        expect.objectContaining({ field: 'questions.1.answer', code: 'FIELD_INVALID' }),
      ]),
    );
  });

  it('deals a teacher’s try-out a text of the chosen language and level, and says when there is none', async () => {
    const teacher = await t.factories.buildTeacher();
    await t.database.db.deleteFrom('reading_texts').where('locale', '=', 'en-US').where('level', '=', 4).execute();

    const dealt = dataOf(
      await t.api('POST', '/api/trainers/reading/try-out', {
        token: teacher.token,
        body: { locale: 'ru-RU', level: 3, mode: 'window', wpm: 180 },
      }),
      speedReadingSettingsShape,
    );
    const none = await t.api('POST', '/api/trainers/reading/try-out', {
      token: teacher.token,
      body: { locale: 'en-US', level: 4, mode: 'rsvp', wpm: 180 },
    });

    const level3 = readingCorpus['ru-RU'].filter((text) => text.level === 3).map((text) => text.title);
    expect(level3).toContain(dealt.text.title);
    expect(dealt).toMatchObject({ mode: 'window', wpm: 180 });
    expect(errorOf(none).fields).toEqual([expect.objectContaining({ field: 'level', code: 'NO_READING_TEXTS' })]);
  });
});
