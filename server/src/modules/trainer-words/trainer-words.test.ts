import { paginated, trainerWordSchema, wordDictionarySchema, wordGameSettingsShape } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { insertWordLists } from '../../db/seed/words/insert-word-lists.ts';
import { wordCorpus } from '../../db/seed/words/word-corpus.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { wordsOfLocale } from './trainer-words.repo.ts';

describeEachDatabase('the word lists of the word games', (t) => {
  // The repo's lists first, as a start gives them; the words the tests add are ones no list holds.
  beforeAll(() => insertWordLists(t.database.db, new Date().toISOString()));

  it('lets an admin add a word typed in small letters, and keeps it in capitals for the players', async () => {
    const admin = await t.factories.buildAdmin();
    const student = await t.factories.buildStudent({ subjects: [2] });

    const created = await t.api('POST', '/api/admin/trainer-words', {
      token: admin.token,
      body: { locale: 'ru-RU', word: '  ёжиковый ' },
    });

    expect(created.status, created.raw).toBe(201);
    expect(dataOf(created, trainerWordSchema)).toMatchObject({ locale: 'ru-RU', word: 'ЕЖИКОВЫЙ' });
    const dictionary = await t.api('GET', '/api/trainers/words?locale=ru-RU', { token: student.token });
    expect(dataOf(dictionary, wordDictionarySchema).words).toContain('ЕЖИКОВЫЙ');
  });

  it('refuses a word with foreign letters, a hyphen or too few letters, and one the list already has', async () => {
    const admin = await t.factories.buildAdmin();
    await t.api('POST', '/api/admin/trainer-words', { token: admin.token, body: { locale: 'en-US', word: 'QUOKKA' } });

    for (const word of ['КВОККА', 'ICE-CREAM', 'OX', 'HIPPOPOTAMUS']) {
      const refused = await t.api('POST', '/api/admin/trainer-words', {
        token: admin.token,
        body: { locale: 'en-US', word },
      });
      expect(refused.status, word).toBe(422);
      expect(errorOf(refused).fields).toEqual([expect.objectContaining({ field: 'word', code: 'WORD_LETTERS' })]);
    }
    const twice = await t.api('POST', '/api/admin/trainer-words', {
      token: admin.token,
      body: { locale: 'en-US', word: 'quokka' },
    });
    expect(twice.status).toBe(409);
    expect(errorOf(twice).code).toBe('WORD_TAKEN');
  });

  it('renames and deletes a word, and checks a new spelling against the word’s own language', async () => {
    const admin = await t.factories.buildAdmin();
    const { id } = dataOf(
      await t.api('POST', '/api/admin/trainer-words', {
        token: admin.token,
        body: { locale: 'uk-UA', word: 'ЇЖАЧИХА' },
      }),
      trainerWordSchema,
    );

    const russian = await t.api('PATCH', `/api/admin/trainer-words/${id}`, {
      token: admin.token,
      body: { word: 'ЁЖЫК' },
    });
    const renamed = await t.api('PATCH', `/api/admin/trainer-words/${id}`, {
      token: admin.token,
      body: { word: 'їжачиська' },
    });
    const removed = await t.api('DELETE', `/api/admin/trainer-words/${id}`, { token: admin.token });
    const gone = await t.api('DELETE', `/api/admin/trainer-words/${id}`, { token: admin.token });

    expect(errorOf(russian).fields).toEqual([expect.objectContaining({ field: 'word', code: 'WORD_LETTERS' })]);
    expect(dataOf(renamed, trainerWordSchema).word).toBe('ЇЖАЧИСЬКА');
    expect(removed.status).toBe(200);
    expect(gone.status).toBe(404);
  });

  it('pages a language’s list alphabetically and finds words by a few letters', async () => {
    const admin = await t.factories.buildAdmin();

    const page = dataOf(
      await t.api('GET', '/api/admin/trainer-words?locale=en-US&per_page=5', { token: admin.token }),
      paginated(trainerWordSchema),
    );
    const found = dataOf(
      await t.api('GET', '/api/admin/trainer-words?locale=en-US&search=oo', { token: admin.token }),
      paginated(trainerWordSchema),
    );
    const wildcard = dataOf(
      await t.api('GET', '/api/admin/trainer-words?locale=en-US&search=%25', { token: admin.token }),
      paginated(trainerWordSchema),
    );

    expect(page.total).toBeGreaterThanOrEqual(wordCorpus['en-US'].length);
    const words = page.items.map((item) => item.word);
    expect(words).toEqual([...words].sort());
    expect(found.items.length).toBeGreaterThan(0);
    for (const item of found.items) expect(item.word).toContain('OO');
    expect(wildcard.total).toBe(0);
  });

  it('deals a teacher’s try-out its words from the list, and says when the list is too short for the level', async () => {
    const teacher = await t.factories.buildTeacher();
    await t.database.db.deleteFrom('trainer_words').where('locale', '=', 'uk-UA').execute();

    const dealt = await t.api('POST', '/api/trainers/words/try-out', {
      token: teacher.token,
      body: { component: 'fillword', locale: 'en-US', level: 2 },
    });
    const empty = await t.api('POST', '/api/trainers/words/try-out', {
      token: teacher.token,
      body: { component: 'wordSearch', locale: 'uk-UA', level: 1 },
    });

    const settings = dataOf(dealt, wordGameSettingsShape);
    expect(settings.words.join('').length).toBe(36);
    // From the list as it stands: the repo's words and those the tests above added (a QUOKKA may be dealt too).
    const list = await wordsOfLocale(t.database.db, 'en-US');
    for (const word of settings.words) expect(list).toContain(word);
    expect(errorOf(empty).fields).toEqual([expect.objectContaining({ field: 'level', code: 'NOT_ENOUGH_WORDS' })]);
  });
});
