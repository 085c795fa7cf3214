import { trainerResultSchema, trainerSchema } from '@umka/contracts';
import {
  flashAnzanRules,
  flashAnzanSettings,
  memoRules,
  memoSettings,
  memoShowMs,
  type SchulteSettings,
  schulteRules,
  sumOf,
  wordSearchRules,
  wordSearchSettings,
} from '@umka/games';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { TRAINER_CATALOGUE } from '../../db/seed/trainers.ts';
import { insertWordLists } from '../../db/seed/words/insert-word-lists.ts';
import { wordCorpus } from '../../db/seed/words/word-corpus.ts';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { catalogueTrainerId, openSession, postRound } from './trainer-rounds.fixture.ts';

const ENGLISH = 9;
const SCHOOL_READINESS = 10;

describeEachDatabase('trainer rounds in English and school readiness', (t) => {
  const ids = new Map<string, number>();
  const idOf = (component: string) => {
    const id = ids.get(component);
    if (id === undefined) throw new Error(`no ${component} in the catalogue`);
    return id;
  };

  beforeAll(async () => {
    await insertWordLists(t.database.db, new Date().toISOString());
    for (const component of ['schulte', 'wordSearch', 'memo', 'flashAnzan']) {
      ids.set(component, await catalogueTrainerId(t, component));
    }
  });
  afterEach(() => t.clock.reset());

  async function played(student: TestUser, sessionId: number, answers: object[], elapsedMs: number) {
    t.clock.advance(elapsedMs + 3000);
    return dataOf(await postRound(t, student, sessionId, answers, elapsedMs), trainerResultSchema);
  }

  it.each([
    [ENGLISH, ['wordSearch', 'fillword', 'schulte', 'memo', 'speedReading']],
    [SCHOOL_READINESS, ['schulte', 'flashAnzan', 'wordSearch', 'memo', 'labyrinth', 'dino', 'articulation']],
  ])('lists the trainers of subject %i to its student as the catalogue puts them there', async (subject, expected) => {
    const student = await t.factories.buildStudent({ subjects: [subject] });
    const list = dataOf(
      await t.api('GET', `/api/trainers?subject_id=${subject}`, { token: student.token }),
      z.array(trainerSchema),
    );
    const components = list.map((trainer) => trainer.component);
    expect(components).toEqual(
      TRAINER_CATALOGUE.filter((entry) => entry.subjects.includes(subject) && entry.listed !== false).map(
        (entry) => entry.component,
      ),
    );
    expect(components).toEqual(expect.arrayContaining(expected));
  });

  it('counts an English Schulte table of letters found in alphabet order', async () => {
    const student = await t.factories.buildStudent({ subjects: [ENGLISH] });
    const settings: SchulteSettings = { size: 5, variant: 'classic', symbols: 'lettersEn' };
    const session = await openSession(t, student, idOf('schulte'), ENGLISH, settings);
    const tasks = schulteRules.generate(session.seed, settings);
    expect(tasks.map((task) => task.target.label).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXY');
    const answers = tasks.map((task, index) => ({ index, answer: { cell: task.cell, misses: [] }, ms: 900 }));

    const result = await played(student, session.session_id, answers, tasks.length * 900);

    expect(result).toMatchObject({ validate_status: 'ok', correct: 25, total: 25 });
    expect(result.likes_earned).toBeGreaterThan(0);
  });

  it('deals an English word search from the English list and counts every word found', async () => {
    const student = await t.factories.buildStudent({ subjects: [ENGLISH] });
    const session = await openSession(t, student, idOf('wordSearch'), ENGLISH, { locale: 'en-US', level: 1 });
    const settings = wordSearchSettings.parse(session.settings);
    for (const word of settings.words) expect(wordCorpus['en-US']).toContain(word);
    const answers = wordSearchRules
      .generate(session.seed, settings)
      .map((task, index) => ({ index, answer: { from: task.cells[0], to: task.cells.at(-1), misses: 0 }, ms: 6000 }));

    const result = await played(student, session.session_id, answers, answers.length * 6000);

    expect(result).toMatchObject({ validate_status: 'ok', correct: 6, total: 6 });
  });

  it('deals an English memory round of words and counts the places recalled', async () => {
    const student = await t.factories.buildStudent({ subjects: [ENGLISH] });
    const choice = { kind: 'words', length: 4, showMs: 2000, locale: 'en-US' };
    const session = await openSession(t, student, idOf('memo'), ENGLISH, choice);
    const settings = memoSettings.parse(session.settings);
    for (const word of settings.words) expect(wordCorpus['en-US']).toContain(word);
    const showMs = memoShowMs(settings);
    const answers = memoRules
      .generate(session.seed, settings)
      .map((task, index) => ({ index, answer: { pick: task.answer }, ms: index === 0 ? showMs + 900 : 900 }));

    const result = await played(student, session.session_id, answers, showMs + 5000);

    expect(result).toMatchObject({ validate_status: 'ok', correct: 4, total: 4 });
  });

  it('counts a pre-schooler’s three-by-three table of numbers', async () => {
    const student = await t.factories.buildStudent({ subjects: [SCHOOL_READINESS] });
    const settings: SchulteSettings = { size: 3, variant: 'classic', symbols: 'numbers' };
    const session = await openSession(t, student, idOf('schulte'), SCHOOL_READINESS, settings);
    const answers = schulteRules
      .generate(session.seed, settings)
      .map((task, index) => ({ index, answer: { cell: task.cell, misses: [] }, ms: 1500 }));

    const result = await played(student, session.session_id, answers, 9 * 1500);

    expect(result).toMatchObject({ validate_status: 'ok', correct: 9, total: 9 });
  });

  it('counts the first sums of school readiness: two one-digit numbers shown slowly', async () => {
    const student = await t.factories.buildStudent({ subjects: [SCHOOL_READINESS] });
    const settings = { digits: 1, count: 2, speedMs: 3000, operations: 'add', allowNegative: false, problems: 5 };
    const session = await openSession(t, student, idOf('flashAnzan'), SCHOOL_READINESS, settings);
    const tasks = flashAnzanRules.generate(session.seed, flashAnzanSettings.parse(session.settings));
    for (const task of tasks) expect(sumOf(task)).toBeLessThanOrEqual(18);
    const answers = tasks.map((task, index) => ({ index, answer: index === 0 ? -1 : sumOf(task), ms: 8000 }));

    const result = await played(student, session.session_id, answers, tasks.length * 8000);

    expect(result).toMatchObject({ validate_status: 'ok', correct: 4, total: 5 });
  });
});
