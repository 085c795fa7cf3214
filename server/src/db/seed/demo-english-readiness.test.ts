import {
  groupSchema,
  gymnasticsPageSchema,
  onlineGamesSchema,
  paginated,
  studentClassSchema,
  studentHomeworkListSchema,
  subjectDataSchema,
  trainerSessionSchema,
  trainerStatsSchema,
} from '@umka/contracts';
import { flashAnzanRules, schulteRules, wordSearchSettings } from '@umka/games';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { type DemoSession, withDemoData } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { wordCorpus } from './words/word-corpus.ts';

const ENGLISH = 9;
const SCHOOL_READINESS = 10;

describeEachDatabase('the demo students of English and school readiness', (t) => {
  const demo = withDemoData(t);
  const get = async <T extends z.ZodType>(who: DemoSession, url: string, schema: T) =>
    dataOf(await t.api('GET', url, { token: who.token }), schema);

  /** What a student of the subject sees: home data, practice, online games, classes and homework. */
  async function walk(email: string, subjectId: number) {
    const student = await demo.logIn(email);
    return {
      student,
      home: await get(student, `/api/students/${student.id}/subjects/${subjectId}`, subjectDataSchema),
      practised: (
        await get(student, `/api/students/${student.id}/trainers?subject_id=${subjectId}`, z.array(trainerStatsSchema))
      )
        .map((stats) => [stats.component, stats.rounds])
        .sort(),
      online: await get(student, `/api/online/games?subjectId=${subjectId}`, onlineGamesSchema),
      gymnastics: await get(student, `/api/trainers/gymnastics?subject_id=${subjectId}`, gymnasticsPageSchema),
      classes: await get(student, `/api/students/${student.id}/classes`, z.array(studentClassSchema)),
      homework: await get(
        student,
        `/api/students/${student.id}/homework?subject_id=${subjectId}`,
        studentHomeworkListSchema,
      ),
    };
  }

  it('gives Катя English: a character, the English trainers she played and gymnastics, online games open at 14 likes', async () => {
    const { home, practised, online, gymnastics } = await walk('student8@example.com', ENGLISH);

    expect(home).toMatchObject({ likes: 14, likes_earned: 14, profession: null });
    expect(home.character?.code).toBe('bunny');
    expect(home.trainers.map((trainer) => trainer.component)).toEqual(
      expect.arrayContaining(['wordSearch', 'fillword', 'schulte', 'memo', 'speedReading']),
    );
    expect(practised).toEqual([
      ['memo', 2],
      ['schulte', 3],
      ['wordSearch', 2],
    ]);
    expect(online.likes_needed).toBe(0);
    expect(online.games.map((game) => game.component)).toEqual(['connect4']);
    expect(gymnastics.videos).toHaveLength(5);
  });

  it('puts Катя in the demo teacher’s «English Starters» with a homework dealt in English words', async () => {
    const { student, classes, homework } = await walk('student8@example.com', ENGLISH);

    expect(classes).toEqual([
      expect.objectContaining({ title: 'English Starters', subject_id: ENGLISH, teacher_name: 'Ирина Петрова' }),
    ]);
    expect(classes[0]?.schedule).toHaveLength(2);
    expect(classes[0]?.materials).toHaveLength(1);
    expect(homework.past).toEqual([]);
    const [current] = homework.current;
    if (!current) throw new Error('Катя has no homework');
    const [search, letters, task] = current.items;
    if (search?.type !== 'trainer' || letters?.type !== 'trainer' || task?.type !== 'task') {
      throw new Error('expected two trainers, then a task');
    }
    expect(search).toMatchObject({ component: 'wordSearch', target_rounds: 3, settings: { locale: 'en-US' } });
    expect(schulteRules.settings.parse(letters.settings)).toMatchObject({ symbols: 'lettersEn', size: 5 });
    expect(task.text).toContain('английских слов');

    const session = await t.api('POST', `/api/homework/${current.id}/trainers/${search.id}/sessions`, {
      token: student.token,
    });
    expect(session.status, session.raw).toBe(201);
    const started = dataOf(session, trainerSessionSchema);
    expect(started.subject_id).toBe(ENGLISH);
    const words = wordSearchSettings.parse(started.settings).words;
    for (const word of words) expect(wordCorpus['en-US']).toContain(word);
  });

  it('gives Тёма school readiness: a six-year-old’s trainers and gymnastics, online games still 2 likes away', async () => {
    const { home, practised, online, gymnastics } = await walk('student9@example.com', SCHOOL_READINESS);

    expect(home).toMatchObject({ likes: 8, likes_earned: 8, profession: null });
    expect(home.character?.code).toBe('bear');
    expect(home.trainers.map((trainer) => trainer.component)).toEqual(
      expect.arrayContaining(['schulte', 'flashAnzan', 'labyrinth', 'memo', 'dino', 'articulation', 'speechCards']),
    );
    expect(practised).toEqual([
      ['dino', 2],
      ['flashAnzan', 2],
      ['labyrinth', 2],
      ['schulte', 3],
    ]);
    expect(online.likes_needed).toBe(2);
    expect(gymnastics.videos).toHaveLength(5);
  });

  it('puts Тёма in the speech therapist’s «Скоро в школу» with small numbers to find and add', async () => {
    const { student, classes, homework } = await walk('student9@example.com', SCHOOL_READINESS);

    expect(classes).toEqual([
      expect.objectContaining({ title: 'Скоро в школу', subject_id: SCHOOL_READINESS, teacher_name: 'Ольга Белова' }),
    ]);
    const [current] = homework.current;
    if (!current) throw new Error('Тёма has no homework');
    const [table, sums, task] = current.items;
    if (table?.type !== 'trainer' || sums?.type !== 'trainer' || task?.type !== 'task') {
      throw new Error('expected two trainers, then a task');
    }
    expect(schulteRules.settings.parse(table.settings)).toMatchObject({ symbols: 'numbers', size: 3 });
    expect(flashAnzanRules.settings.parse(sums.settings)).toMatchObject({ digits: 1, count: 2 });

    const session = await t.api('POST', `/api/homework/${current.id}/trainers/${sums.id}/sessions`, {
      token: student.token,
    });
    expect(session.status, session.raw).toBe(201);
    expect(dataOf(session, trainerSessionSchema)).toMatchObject({ subject_id: SCHOOL_READINESS });
  });

  it('shows each teacher the new class among hers', async () => {
    for (const [email, title] of [
      ['teacher@example.com', 'English Starters'],
      ['speech@example.com', 'Скоро в школу'],
    ] as const) {
      const teacher = await demo.logIn(email);
      const groups = await get(teacher, '/api/groups', paginated(groupSchema));
      expect(
        groups.items.find((group) => group.title === title),
        email,
      ).toMatchObject({ students_count: 1 });
    }
  });
});
