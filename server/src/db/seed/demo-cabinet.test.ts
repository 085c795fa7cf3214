import {
  certificateSchema,
  classMaterialSchema,
  diaryEntrySchema,
  distributionEntrySchema,
  groupMessageSchema,
  groupSchema,
  homeworkAnswerSchema,
  homeworkProgressSchema,
  homeworkSchema,
  loginResultSchema,
  paginated,
  recordingSchema,
  scheduleSlotSchema,
  studentClassSchema,
  studentDiaryEntrySchema,
  studentHomeworkListSchema,
  trainerSessionSchema,
} from '@umka/contracts';
import { flashAnzanRules } from '@umka/games';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { seedDemo } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { DEMO_PASSWORD } from './demo.ts';

/** Spec §2 "Subject ids allowed per page group": the subjects the homework pages serve. */
const HOMEWORK_SUBJECTS = [2, 3, 9, 10];

interface LoggedIn {
  id: number;
  token: string;
}

describeEachDatabase('the demo teacher cabinet', (t) => {
  let teacher: LoggedIn;
  let student: LoggedIn;
  let today: string;
  let mathClassId: number;
  let mentalClassId: number;

  /** Through the login form's endpoint with the README's password, as a reviewer signs in. */
  async function logIn(email: string): Promise<LoggedIn> {
    const response = await t.api('POST', '/api/login', { body: { email, password: DEMO_PASSWORD } });
    return { id: dataOf(response, loginResultSchema).user.id, token: String(response.headers['jwt-token']) };
  }

  const get = <T extends z.ZodType>(who: LoggedIn, url: string, schema: T) =>
    t.api('GET', url, { token: who.token }).then((response) => dataOf(response, schema));

  beforeAll(async () => {
    await seedDemo(t);
    today = t.clock.now().toISOString().slice(0, 10);
    teacher = await logIn('teacher@example.com');
    student = await logIn('student@example.com');
    const groups = await get(teacher, '/api/groups', paginated(groupSchema));
    const byTitle = new Map(groups.items.map((group) => [group.title, group]));
    expect([...byTitle.keys()].sort()).toEqual([
      '3 «А»',
      'English Starters',
      'IT-кружок',
      'Соробан',
      'Юные исследователи',
    ]);
    mathClassId = byTitle.get('3 «А»')?.id ?? 0;
    mentalClassId = byTitle.get('Соробан')?.id ?? 0;
    expect(byTitle.get('Соробан')).toMatchObject({ subject_id: 3, students_count: 2 });
  });

  it('gives 3 «А» a notice, a Tuesday and Thursday timetable, three past lessons, a shared link and a recording', async () => {
    const message = await get(teacher, `/api/groups/${mathClassId}/message`, groupMessageSchema);
    expect(message.text).toContain('таблице умножения');

    expect(await get(teacher, `/api/groups/${mathClassId}/schedule`, z.array(scheduleSlotSchema))).toEqual([
      { weekday: 2, starts_at: '15:00', duration_minutes: 45 },
      { weekday: 4, starts_at: '15:00', duration_minutes: 45 },
    ]);

    const lessons = await get(teacher, `/api/groups/${mathClassId}/diaries`, z.array(diaryEntrySchema));
    expect(lessons).toHaveLength(3);
    for (const lesson of lessons) {
      expect(lesson.date < today, lesson.date).toBe(true);
      expect([2, 4]).toContain(new Date(`${lesson.date}T00:00:00Z`).getUTCDay());
      expect(lesson.version).toBe(1);
      expect(lesson.rows).toHaveLength(5);
    }
    const rows = lessons.flatMap((lesson) => lesson.rows);
    expect(rows.filter((row) => row.attendance === 'absent')).toEqual([
      expect.objectContaining({ name: 'Петя Кузнецов', mark: null, comment: 'Болел' }),
    ]);
    expect(rows.some((row) => row.attendance === 'late' && row.mark !== null)).toBe(true);
    expect(rows.filter((row) => row.mark !== null).length).toBeGreaterThan(10);

    const materials = await get(teacher, `/api/groups/${mathClassId}/materials`, z.array(classMaterialSchema));
    expect(materials).toEqual([expect.objectContaining({ kind: 'link', url: expect.stringMatching(/^https:\/\//) })]);

    const recordings = await get(teacher, `/api/groups/${mathClassId}/recordings`, z.array(recordingSchema));
    expect(recordings).toEqual([
      expect.objectContaining({
        kind: 'link',
        recorded_on: lessons[0]?.date,
        url: expect.stringMatching(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/),
      }),
    ]);
  });

  it('shows the student both classes on the class page and their own lessons in the diary', async () => {
    const classes = await get(student, `/api/students/${student.id}/classes`, z.array(studentClassSchema));
    const math = classes.find((entry) => entry.id === mathClassId);
    const mental = classes.find((entry) => entry.id === mentalClassId);
    expect(math).toMatchObject({ subject_id: 1, teacher_name: 'Ирина Петрова' });
    expect(math?.message).toBeTruthy();
    expect(math?.schedule).toHaveLength(2);
    expect(math?.materials).toHaveLength(1);
    expect(math?.recordings).toHaveLength(1);
    expect(mental).toMatchObject({
      subject_id: 3,
      schedule: [{ weekday: 6, starts_at: '11:00', duration_minutes: 60 }],
    });
    expect(mental?.materials).toHaveLength(1);

    const diary = await get(student, `/api/students/${student.id}/diaries`, z.array(studentDiaryEntrySchema));
    expect(diary).toHaveLength(3);
    expect(diary.every((entry) => entry.group_title === '3 «А»' && entry.mark !== null)).toBe(true);
  });

  it('gives the mental arithmetic class a current homework the student can play and a past one accepted', async () => {
    const homework = await get(teacher, `/api/homework?group_id=${mentalClassId}`, z.array(homeworkSchema));
    expect(homework).toHaveLength(2);
    expect(homework.every((entry) => HOMEWORK_SUBJECTS.includes(entry.subject_id))).toBe(true);

    const list = await get(student, `/api/students/${student.id}/homework?subject_id=3`, studentHomeworkListSchema);
    expect(list.current).toHaveLength(1);
    expect(list.past).toHaveLength(1);
    const [current] = list.current;
    const [past] = list.past;
    if (!current || !past) throw new Error('the demo student has no homework');

    expect(current.due_on > today).toBe(true);
    const [trainer, task] = current.items;
    if (trainer?.type !== 'trainer' || task?.type !== 'task') throw new Error('expected a trainer, then a task');
    expect(trainer).toMatchObject({ component: flashAnzanRules.component, target_rounds: 3 });
    expect(flashAnzanRules.settings.safeParse(trainer.settings).success).toBe(true);
    expect(task.text).toContain('соробан');
    expect(current.complete).toBe(false);

    // What /trainers/homework/{id} does: the server starts the round with the teacher's settings.
    const session = await t.api('POST', `/api/homework/${current.id}/trainers/${trainer.id}/sessions`, {
      token: student.token,
    });
    expect(session.status).toBe(201);
    expect(dataOf(session, trainerSessionSchema)).toMatchObject({ subject_id: 3, settings: trainer.settings });

    expect(past.due_on < today).toBe(true);
    expect(past.complete).toBe(true);
    const pastTask = past.items[0];
    const answers = await get(
      student,
      `/api/homework/${past.id}/tasks/${pastTask?.id}/answers`,
      z.array(homeworkAnswerSchema),
    );
    expect(answers).toEqual([
      expect.objectContaining({ student_id: student.id, version: 1, status: 'accepted', comment: expect.any(String) }),
    ]);

    // Another student has answered the current task, so the teacher has something to review.
    const progress = await get(teacher, `/api/homework/${current.id}/progress`, homeworkProgressSchema);
    const waiting = progress.students.flatMap((row) =>
      row.items.flatMap((item) => (item.answer?.status === 'submitted' ? [row.name] : [])),
    );
    expect(waiting).toEqual(['Даша Попова']);
  });

  it('has a certificate from the teacher that both of them can read', async () => {
    for (const reader of [student, teacher]) {
      const certificates = await get(reader, `/api/students/${student.id}/certificates`, z.array(certificateSchema));
      expect(certificates).toEqual([
        expect.objectContaining({ issued_by: teacher.id, issuer_name: 'Ирина Петрова', title: 'Звезда устного счёта' }),
      ]);
    }
  });

  it('leaves two maths students waiting in the distribution, one of them frozen', async () => {
    const waiting = await get(teacher, `/api/teachers/${teacher.id}/distribution`, paginated(distributionEntrySchema));
    expect(waiting.total).toBe(2);
    expect(waiting.items.map(({ email, subject_id, status }) => ({ email, subject_id, status }))).toEqual([
      { email: 'student7@example.com', subject_id: 1, status: 'frozen' },
      { email: 'student6@example.com', subject_id: 1, status: 'active' },
    ]);
  });
});
