import { IT_SOLUTION_REVIEWED_EVENT, itSolutionSchema, SUBJECT_IT } from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { buildItCourse } from '../it-courses/it-courses.fixture.ts';
import { itPointsLedger } from '../it-points/it-points.fixture.ts';
import { PNG_1PX } from '../media/image-samples.ts';
import { PYTHON_SOLUTION, sendSolution } from './it-solutions.fixture.ts';

describeEachDatabase('IT task solutions', (t) => {
  let student: TestUser;
  let classmate: TestUser;
  let mathStudent: TestUser;
  let itTeacher: TestUser;
  let otherTeacher: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    [student, classmate, mathStudent, itTeacher, otherTeacher, admin] = await Promise.all([
      t.factories.buildStudent({ subjects: [SUBJECT_IT] }),
      t.factories.buildStudent({ subjects: [SUBJECT_IT] }),
      t.factories.buildStudent({ subjects: [1] }),
      t.factories.buildTeacher({ subjects: [SUBJECT_IT] }),
      t.factories.buildTeacher({ subjects: [SUBJECT_IT] }),
      t.factories.buildAdmin(),
    ]);
    await t.factories.buildGroup({ teacher: itTeacher, students: [student, classmate], subjectId: SUBJECT_IT });
  });

  /** A fresh task lesson (after a text lesson), so every test starts without a solution. */
  const taskLesson = async () => {
    const course = await buildItCourse(t.database.db, ['text', 'task']);
    return { textId: course.lessonIds[0] ?? 0, taskId: course.lessonIds[1] ?? 0 };
  };
  const solutionCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('it_solutions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const review = (token: string, id: number, body: unknown) =>
    t.api('POST', `/api/it-solutions/${id}/review`, { token, body });
  const isDone = async (studentId: number, lessonId: number) =>
    (await t.database.db
      .selectFrom('it_lesson_progress')
      .select('done_at')
      .where('student_id', '=', studentId)
      .where('lesson_id', '=', lessonId)
      .executeTakeFirst()) !== undefined;

  it('keeps a submitted solution and answers it to its student until a new attempt replaces it', async () => {
    const { taskId } = await taskLesson();
    const none = await t.api('GET', `/api/it-lessons/${taskId}/solution`, { token: student.token });
    expect(dataOf(none, itSolutionSchema.nullable())).toBeNull();

    const first = dataOf(
      await sendSolution(t, student.token, taskId, { code: PYTHON_SOLUTION, text: 'Спрашиваю имя' }),
      itSolutionSchema,
    );
    expect(first).toMatchObject({ status: 'submitted', attempt: 1, code: PYTHON_SOLUTION, file_name: null });

    await review(itTeacher.token, first.id, { status: 'needs_work', comment: 'Добавь восклицательный знак' });
    const second = dataOf(
      await sendSolution(t, student.token, taskId, { link: 'https://replit.com/@misha/hello' }),
      itSolutionSchema,
    );
    expect(second).toMatchObject({
      id: first.id,
      status: 'submitted',
      attempt: 2,
      code: null,
      link: 'https://replit.com/@misha/hello',
      teacher_comment: null,
    });
    const own = await t.api('GET', `/api/it-lessons/${taskId}/solution`, { token: student.token });
    expect(dataOf(own, itSolutionSchema).attempt).toBe(2);
  });

  it('stores a file checked by its content and gives it to the student and the teacher only', async () => {
    const { taskId } = await taskLesson();
    const sent = await sendSolution(
      t,
      student.token,
      taskId,
      {},
      { filename: 'hello.py', bytes: Buffer.from(PYTHON_SOLUTION) },
    );
    const solution = dataOf(sent, itSolutionSchema);
    expect(solution.file_name).toBe('hello.py');

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/it-solutions/${solution.id}/file`,
      headers: { authorization: `Bearer ${itTeacher.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('text/plain');
    expect(download.body).toBe(PYTHON_SOLUTION);
    const mine = await t.api('GET', `/api/it-solutions/${solution.id}/file`, { token: student.token });
    expect(mine.status).toBe(200);
    for (const token of [classmate.token, otherTeacher.token]) {
      expect((await t.api('GET', `/api/it-solutions/${solution.id}/file`, { token })).status).toBe(403);
    }

    const picture = await sendSolution(
      t,
      student.token,
      taskId,
      { keep_file: false },
      { filename: 'screen.png', bytes: PNG_1PX },
    );
    expect(dataOf(picture, itSolutionSchema).file_name).toBe('screen.png');
    const kept = await sendSolution(t, student.token, taskId, { text: 'Поправил', keep_file: true });
    expect(dataOf(kept, itSolutionSchema)).toMatchObject({ file_name: 'screen.png', attempt: 3 });
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const { taskId } = await taskLesson();
    const before = await solutionCount();
    const empty = await sendSolution(t, student.token, taskId, { text: '   ' });
    expect(empty.status).toBe(422);
    expect(errorOf(empty).fields?.map((field) => field.code)).toEqual(['IT_SOLUTION_EMPTY']);
    const badLink = await sendSolution(t, student.token, taskId, { link: 'javascript:alert(1)' });
    expect(badLink.status).toBe(422);
    expect(errorOf(badLink).fields?.map((field) => field.field)).toEqual(['link']);
    const notJson = await sendSolution(t, student.token, taskId, '{oops');
    expect(notJson.status).toBe(422);
    const binary = await sendSolution(
      t,
      student.token,
      taskId,
      {},
      { filename: 'game.py', bytes: Buffer.from([0, 1, 2, 3, 255]) },
    );
    expect(binary.status).toBe(422);
    expect(errorOf(binary).fields?.map((field) => field.code)).toEqual(['IT_SOLUTION_FILE_TYPE']);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const wrongKind = await sendSolution(t, student.token, taskId, {}, { filename: 'a.png', bytes: gif });
    expect(wrongKind.status).toBe(422);
    const tooBig = await sendSolution(
      t,
      student.token,
      taskId,
      {},
      { filename: 'big.txt', bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 97) },
    );
    expect(tooBig.status).toBe(413);
    expect(await solutionCount()).toBe(before);
  });

  it('refuses a student without the IT subject, a lesson that is no task, and staff sending', async () => {
    const { textId, taskId } = await taskLesson();
    const other = await sendSolution(t, mathStudent.token, taskId, { code: PYTHON_SOLUTION });
    expect(errorOf(other).code).toBe('SUBJECT_NOT_ALLOWED');
    const read = await t.api('GET', `/api/it-lessons/${taskId}/solution`, { token: mathStudent.token });
    expect(errorOf(read).code).toBe('SUBJECT_NOT_ALLOWED');
    const text = await sendSolution(t, student.token, textId, { code: PYTHON_SOLUTION });
    expect(text.status).toBe(409);
    expect(errorOf(text).code).toBe('IT_SOLUTION_NOT_TASK');
    expect((await sendSolution(t, student.token, 999_999, { code: 'x' })).status).toBe(404);
    expect((await sendSolution(t, itTeacher.token, taskId, { code: 'x' })).status).toBe(403);
  });

  it("lets only the student's IT teacher or an admin read and review, and tells the student", async () => {
    const { taskId } = await taskLesson();
    const solution = dataOf(await sendSolution(t, student.token, taskId, { code: PYTHON_SOLUTION }), itSolutionSchema);

    const queue = dataOf(
      await t.api('GET', '/api/it-solutions', { token: itTeacher.token }),
      z.array(itSolutionSchema),
    );
    expect(queue.map((row) => row.id)).toContain(solution.id);
    expect(queue[0]?.status).toBe('submitted');
    const foreignQueue = dataOf(
      await t.api('GET', '/api/it-solutions', { token: otherTeacher.token }),
      z.array(itSolutionSchema),
    );
    expect(foreignQueue.map((row) => row.id)).not.toContain(solution.id);
    const adminQueue = dataOf(
      await t.api('GET', '/api/it-solutions?status=submitted', { token: admin.token }),
      z.array(itSolutionSchema),
    );
    expect(adminQueue.map((row) => row.id)).toContain(solution.id);

    expect((await t.api('GET', `/api/it-solutions/${solution.id}`, { token: otherTeacher.token })).status).toBe(403);
    expect((await review(otherTeacher.token, solution.id, { status: 'accepted' })).status).toBe(403);
    expect((await review(classmate.token, solution.id, { status: 'accepted' })).status).toBe(403);
    expect((await review(itTeacher.token, solution.id, { status: 'maybe' })).status).toBe(422);

    const before = t.published.length;
    const decided = await review(itTeacher.token, solution.id, { status: 'rejected', comment: 'Код не запускается' });
    expect(dataOf(decided, itSolutionSchema)).toMatchObject({
      status: 'rejected',
      teacher_comment: 'Код не запускается',
    });
    const events = t.published.slice(before).filter((message) => message.channel === channels.events(student.id));
    expect(events.map((message) => message.data)).toContainEqual({
      type: IT_SOLUTION_REVIEWED_EVENT,
      data: { id: solution.id, lesson_id: taskId, status: 'rejected' },
    });
    const letter = await t.database.db
      .selectFrom('mail_messages as m')
      .innerJoin('mail_templates as tpl', 'tpl.id', 'm.template_id')
      .select(['tpl.code', 'm.author_id'])
      .where('m.user_id', '=', student.id)
      .orderBy('m.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(letter).toEqual({ code: 'itSolutionRejected', author_id: itTeacher.id });
    expect(await isDone(student.id, taskId)).toBe(false);
  });

  it('lets exactly one of two reviews at once win', async () => {
    const { taskId } = await taskLesson();
    const solution = dataOf(
      await sendSolution(t, classmate.token, taskId, { code: PYTHON_SOLUTION }),
      itSolutionSchema,
    );
    const answers = await Promise.all([
      review(itTeacher.token, solution.id, { status: 'accepted', comment: 'Отлично' }),
      review(admin.token, solution.id, { status: 'needs_work', comment: 'Ещё чуть-чуть' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const ledger = await itPointsLedger(t, classmate.id);
    const accepted = answers.find(
      (answer) => answer.status === 200 && dataOf(answer, itSolutionSchema).status === 'accepted',
    );
    expect(ledger.filter((row) => row.ref_type === 'it_lesson' && row.ref_id === taskId)).toHaveLength(
      accepted ? 1 : 0,
    );
  });

  it('marks an accepted task done and pays its points once, however it is reviewed or sent again', async () => {
    const { taskId } = await taskLesson();
    const solution = dataOf(await sendSolution(t, student.token, taskId, { code: PYTHON_SOLUTION }), itSolutionSchema);
    const accepted = await review(itTeacher.token, solution.id, { status: 'accepted', comment: 'Молодец!' });
    expect(dataOf(accepted, itSolutionSchema).status).toBe('accepted');
    expect(await isDone(student.id, taskId)).toBe(true);

    const again = await sendSolution(t, student.token, taskId, { code: 'print(1)' });
    expect(again.status).toBe(409);
    expect(errorOf(again).code).toBe('IT_SOLUTION_ACCEPTED');
    const twice = await review(admin.token, solution.id, { status: 'accepted' });
    expect(twice.status).toBe(409);
    expect(errorOf(twice).code).toBe('IT_SOLUTION_ALREADY_REVIEWED');

    const paid = (await itPointsLedger(t, student.id)).filter(
      (row) => row.ref_type === 'it_lesson' && row.ref_id === taskId,
    );
    expect(paid).toEqual([expect.objectContaining({ delta: 10, reason: 'task_accepted' })]);
    const own = dataOf(
      await t.api('GET', `/api/it-lessons/${taskId}/solution`, { token: student.token }),
      itSolutionSchema,
    );
    expect(own).toMatchObject({ status: 'accepted', teacher_comment: 'Молодец!', code: PYTHON_SOLUTION });
  });
});
