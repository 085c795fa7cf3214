import {
  distributionEntrySchema,
  paginated,
  type ZeroLesson,
  zeroLessonListSchema,
  zeroLessonResultSchema,
  zeroLessonSchema,
} from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { likesPort } from '../likes/likes.port.ts';
import { insertTestTrainer } from '../trainers/trainers.fixture.ts';

/** The right choice of each question, as the seeded content has it (the API never tells it before an answer). */
async function rightAnswers(t: TestContext, lesson: ZeroLesson) {
  const rows = await t.database.db
    .selectFrom('zero_lesson_questions')
    .select(['id', 'correct'])
    .where('lesson_id', '=', lesson.id)
    .execute();
  const correctOf = new Map(rows.map((row) => [row.id, row.correct]));
  return lesson.questions.map((question) => ({ question_id: question.id, choice: correctOf.get(question.id) ?? 0 }));
}

describeEachDatabase('zero-homework lessons', (t) => {
  const get = (user: TestUser, url: string) => t.api('GET', url, { token: user.token });
  const list = async (user: TestUser, subjectId: number) =>
    dataOf(await get(user, `/api/zero-lessons?subject_id=${subjectId}`), zeroLessonListSchema);
  const lessonOf = async (user: TestUser, id: number) =>
    dataOf(await get(user, `/api/zero-lessons/${id}`), zeroLessonSchema);
  const complete = (user: TestUser, id: number, answers: unknown) =>
    t.api('POST', `/api/zero-lessons/${id}/complete`, { token: user.token, body: { answers } });
  const balance = (student: TestUser, subjectId: number) => likesPort.findBalance(t.database.db, student.id, subjectId);
  const firstLesson = async (student: TestUser, subjectId: number) => {
    const [first] = (await list(student, subjectId)).lessons;
    if (!first) throw new Error(`the migration seeds lessons of subject ${subjectId}`);
    return lessonOf(student, first.id);
  };

  describe('what a student reads', () => {
    it('lists the subject’s seeded lessons in order, none done, for a student without a class', async () => {
      const student = await t.factories.buildStudent({ subjects: [1, 9, 10] });
      for (const subjectId of [1, 9, 10]) {
        const { lessons, has_class } = await list(student, subjectId);
        expect(lessons.map((lesson) => [lesson.position, lesson.done, lesson.likes])).toEqual([
          [1, false, 5],
          [2, false, 5],
        ]);
        expect(lessons.every((lesson) => lesson.subject_id === subjectId && lesson.title['en-US'] !== '')).toBe(true);
        expect(has_class).toBe(false);
      }
    });

    it('tells a student in a class of the subject that they have one', async () => {
      const student = await t.factories.buildStudent({ subjects: [2] });
      await t.factories.buildGroup({
        teacher: await t.factories.buildTeacher({ subjects: [2] }),
        students: [student],
        subjectId: 2,
      });
      expect((await list(student, 2)).has_class).toBe(true);
    });

    it('shows a lesson’s text and questions without their answers, and the catalogue’s trainer of the subject', async () => {
      const student = await t.factories.buildStudent({ subjects: [3] });
      const [first] = (await list(student, 3)).lessons;
      const row = await t.database.db
        .selectFrom('zero_lessons')
        .select('trainer_component')
        .where('id', '=', first?.id ?? 0)
        .executeTakeFirstOrThrow();
      const component = row.trainer_component ?? '';
      const existing = await t.database.db
        .selectFrom('trainers')
        .select('id')
        .where('component', '=', component)
        .executeTakeFirst();
      const trainerId = existing?.id ?? (await insertTestTrainer(t.database.db, { component, subjects: [1, 3] }));

      const response = await get(student, `/api/zero-lessons/${first?.id}`);
      const lesson = dataOf(response, zeroLessonSchema);

      expect(lesson.text['ru-RU']).toContain('Умка');
      expect(lesson.trainer?.id).toBe(trainerId);
      expect(lesson.questions.length).toBeGreaterThan(0);
      expect(lesson.questions.every((question) => question.options.length >= 2)).toBe(true);
      expect(JSON.stringify(response.body)).not.toContain('correct');
    });
  });

  describe('finishing a lesson', () => {
    it('answers what was wrong and pays nothing until every answer is right', async () => {
      const student = await t.factories.buildStudent({ subjects: [1] });
      const lesson = await firstLesson(student, 1);
      const right = await rightAnswers(t, lesson);
      const [firstRight, ...others] = right;
      const wrong = [{ question_id: firstRight?.question_id, choice: ((firstRight?.choice ?? 0) + 1) % 3 }, ...others];

      const result = dataOf(await complete(student, lesson.id, wrong), zeroLessonResultSchema);

      expect(result).toMatchObject({
        completed: false,
        likes_earned: 0,
        correct: right.length - 1,
        total: right.length,
      });
      expect(result.results[0]).toEqual({
        question_id: firstRight?.question_id,
        correct: false,
        correct_choice: firstRight?.choice,
      });
      expect(await balance(student, 1)).toBe(0);
      expect((await list(student, 1)).lessons[0]?.done).toBe(false);
    });

    it('pays the lesson’s likes in its subject on the first finish only, and marks it done', async () => {
      const student = await t.factories.buildStudent({ subjects: [2] });
      const lesson = await firstLesson(student, 2);
      const answers = await rightAnswers(t, lesson);

      const first = dataOf(await complete(student, lesson.id, answers), zeroLessonResultSchema);
      const again = dataOf(await complete(student, lesson.id, answers), zeroLessonResultSchema);

      expect(first).toMatchObject({ completed: true, likes_earned: 5 });
      expect(again).toMatchObject({ completed: true, likes_earned: 0 });
      expect(await balance(student, 2)).toBe(5);
      expect((await list(student, 2)).lessons.map((item) => item.done)).toEqual([true, false]);
      const ledger = await t.database.db
        .selectFrom('likes_ledger')
        .select(['delta', 'reason', 'ref_type', 'ref_id'])
        .where('student_id', '=', student.id)
        .execute();
      expect(ledger).toEqual([{ delta: 5, reason: 'zero_lesson', ref_type: 'zero_lesson', ref_id: lesson.id }]);
    });

    it('pays once when five finishes of the same lesson arrive together', async () => {
      const student = await t.factories.buildStudent({ subjects: [3] });
      const lesson = await firstLesson(student, 3);
      const answers = await rightAnswers(t, lesson);

      const responses = await Promise.all(Array.from({ length: 5 }, () => complete(student, lesson.id, answers)));

      expect(responses.map((response) => response.status)).toEqual(Array(5).fill(200));
      const earned = responses.map((response) => dataOf(response, zeroLessonResultSchema).likes_earned);
      expect(earned.reduce((sum, likes) => sum + likes, 0)).toBe(5);
      expect(await balance(student, 3)).toBe(5);
    });

    it('refuses answers naming another lesson’s question, a question twice or a missing option, writing nothing', async () => {
      const student = await t.factories.buildStudent({ subjects: [1] });
      const lesson = await firstLesson(student, 1);
      const other = (await list(student, 1)).lessons[1];
      const otherLesson = await lessonOf(student, other?.id ?? 0);
      const [question] = lesson.questions;
      const cases = [
        [{ question_id: otherLesson.questions[0]?.id, choice: 0 }],
        [
          { question_id: question?.id, choice: 0 },
          { question_id: question?.id, choice: 1 },
        ],
        [{ question_id: question?.id, choice: 5 }],
      ];
      for (const answers of cases) {
        const response = await complete(student, lesson.id, answers);
        expect(response.status).toBe(422);
        expect(errorOf(response).code).toBe('VALIDATION_FAILED');
      }
      expect((await complete(student, lesson.id, [])).status).toBe(422);
      expect(await balance(student, 1)).toBe(0);
    });
  });

  describe('subject gating', () => {
    it('refuses every call for a subject outside 1, 2, 3, 9, 10 or one the student does not study', async () => {
      const itStudent = await t.factories.buildStudent({ subjects: [8, 11] });
      const mathStudent = await t.factories.buildStudent({ subjects: [1] });
      const readingStudent = await t.factories.buildStudent({ subjects: [2] });
      const reading = await firstLesson(readingStudent, 2);
      const answers = await rightAnswers(t, reading);

      for (const subjectId of [8, 11]) {
        expect(errorOf(await get(itStudent, `/api/zero-lessons?subject_id=${subjectId}`)).code).toBe(
          'SUBJECT_NOT_ALLOWED',
        );
      }
      const refused = [
        await get(mathStudent, '/api/zero-lessons?subject_id=2'),
        await get(mathStudent, `/api/zero-lessons/${reading.id}`),
        await complete(mathStudent, reading.id, answers),
        await get(itStudent, `/api/zero-lessons/${reading.id}`),
        await complete(itStudent, reading.id, answers),
      ];
      expect(refused.map((response) => [response.status, errorOf(response).code])).toEqual(
        Array(5).fill([403, 'SUBJECT_NOT_ALLOWED']),
      );
      expect(await balance(mathStudent, 2)).toBe(0);
    });

    it('refuses a student whose subject is blocked, and answers 404 for a lesson that does not exist', async () => {
      const blocked = await t.factories.buildStudent({ subjects: [1], blockedSubjects: [2] });
      expect(errorOf(await get(blocked, '/api/zero-lessons?subject_id=2')).code).toBe('SUBJECT_NOT_ALLOWED');
      expect((await get(blocked, '/api/zero-lessons/999999')).status).toBe(404);
    });

    it('lets only students call the lessons', async () => {
      const teacher = await t.factories.buildTeacher({ subjects: [1] });
      const admin = await t.factories.buildAdmin();
      for (const user of [teacher, admin]) {
        expect((await get(user, '/api/zero-lessons?subject_id=1')).status).toBe(403);
      }
      expect((await t.api('GET', '/api/zero-lessons?subject_id=1')).status).toBe(401);
    });
  });

  describe('the teachers’ distribution', () => {
    it('shows how many of the subject’s lessons each waiting student has finished', async () => {
      const teacher = await t.factories.buildTeacher({ subjects: [1, 2] });
      const student = await t.factories.buildStudent({ subjects: [1, 2] });
      await complete(student, (await firstLesson(student, 1)).id, await rightAnswers(t, await firstLesson(student, 1)));

      const response = await get(teacher, `/api/teachers/${teacher.id}/distribution?search=${student.email}`);
      const entries = dataOf(response, paginated(distributionEntrySchema)).items;

      expect(entries.map((entry) => [entry.subject_id, entry.zero_lessons])).toEqual([
        [1, { done: 1, total: 2 }],
        [2, { done: 0, total: 2 }],
      ]);
    });
  });
});
