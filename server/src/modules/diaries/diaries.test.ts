import { diaryEntrySchema, studentDiaryEntrySchema } from '@umka/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';

const entriesSchema = z.array(diaryEntrySchema);
const studentEntriesSchema = z.array(studentDiaryEntrySchema);

const dayFrom = (t: TestContext, days: number) =>
  new Date(t.clock.now().getTime() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describeEachDatabase('lesson diaries', (t) => {
  let teacher: TestUser;
  let anna: TestUser;
  let boris: TestUser;
  let outsider: TestUser;
  let group: { id: number };

  const post = (body: unknown, token = teacher.token) => t.api('POST', '/api/diaries', { token, body });
  const put = (id: number, body: unknown, token = teacher.token) => t.api('PUT', `/api/diaries/${id}`, { token, body });
  const fieldsOf = (response: Awaited<ReturnType<typeof post>>) =>
    (errorOf(response).fields ?? []).map((field) => [field.field, field.code]);

  beforeAll(async () => {
    const f = t.factories;
    [teacher, anna, boris, outsider] = await Promise.all([
      f.buildTeacher(),
      f.buildStudent({ subjects: [1, 2] }),
      f.buildStudent({ subjects: [1, 2] }),
      f.buildStudent({ subjects: [1] }),
    ]);
    group = await f.buildGroup({ teacher, students: [anna, boris] });
  });

  describe('writing a lesson', () => {
    it('saves the roster with attendance, marks and comments, as version 1, and lists lessons newest first', async () => {
      const own = await t.factories.buildGroup({ teacher, students: [anna, boris] });
      const older = await post({
        group_id: own.id,
        date: '2026-09-01',
        topic: '  Counting to 100 ',
        rows: [
          { student_id: boris.id, attendance: 'absent' },
          { student_id: anna.id, attendance: 'late', mark: 5, comment: '   ' },
        ],
      });
      expect(older.status, older.raw).toBe(201);
      const saved = dataOf(older, diaryEntrySchema);
      expect(saved).toMatchObject({ group_id: own.id, date: '2026-09-01', topic: 'Counting to 100', version: 1 });
      expect(saved.rows.find((row) => row.student_id === anna.id)).toEqual({
        student_id: anna.id,
        name: `${anna.first_name} ${anna.last_name}`,
        attendance: 'late',
        mark: 5,
        comment: null,
      });
      expect(saved.rows.find((row) => row.student_id === boris.id)).toMatchObject({ attendance: 'absent', mark: null });

      const newer = await post({ group_id: own.id, date: '2026-09-08', topic: 'Tens', rows: [] });
      const list = dataOf(await t.api('GET', `/api/groups/${own.id}/diaries`, { token: teacher.token }), entriesSchema);
      expect(list.map((entry) => entry.id)).toEqual([dataOf(newer, diaryEntrySchema).id, saved.id]);
    });

    it('replaces the whole lesson on edit and removes it on delete', async () => {
      const own = await t.factories.buildGroup({ teacher, students: [anna, boris] });
      const created = dataOf(
        await post({
          group_id: own.id,
          date: '2026-09-02',
          topic: 'Shapes',
          rows: [{ student_id: anna.id, attendance: 'present', mark: 3 }],
        }),
        diaryEntrySchema,
      );
      const edited = await put(created.id, {
        date: '2026-09-03',
        topic: 'Shapes and angles',
        rows: [{ student_id: boris.id, attendance: 'present', mark: 4, comment: 'Well done' }],
      });
      expect(dataOf(edited, diaryEntrySchema)).toMatchObject({
        id: created.id,
        date: '2026-09-03',
        topic: 'Shapes and angles',
        version: 1,
        rows: [{ student_id: boris.id, attendance: 'present', mark: 4, comment: 'Well done' }],
      });

      const removed = await t.api('DELETE', `/api/diaries/${created.id}`, { token: teacher.token });
      expect(dataOf(removed, z.object({ id: z.number() }))).toEqual({ id: created.id });
      expect(
        dataOf(await t.api('GET', `/api/groups/${own.id}/diaries`, { token: teacher.token }), entriesSchema),
      ).toEqual([]);
      expect((await put(created.id, { date: '2026-09-03', topic: 'x', rows: [] })).status).toBe(404);
    });

    it('accepts tomorrow (a teacher ahead of UTC) and refuses any later day', async () => {
      const tomorrow = await post({ group_id: group.id, date: dayFrom(t, 1), topic: 'Today in Asia', rows: [] });
      expect(tomorrow.status, tomorrow.raw).toBe(201);
      const later = await post({ group_id: group.id, date: dayFrom(t, 2), topic: 'Not yet', rows: [] });
      expect(later.status).toBe(422);
      expect(fieldsOf(later)).toEqual([['date', 'DIARY_DATE_IN_FUTURE']]);
    });

    it('keeps one lesson per class and day, on create and on edit', async () => {
      const own = await t.factories.buildGroup({ teacher, students: [anna] });
      const first = dataOf(
        await post({ group_id: own.id, date: '2026-10-01', topic: 'A', rows: [] }),
        diaryEntrySchema,
      );
      const twice = await post({ group_id: own.id, date: '2026-10-01', topic: 'B', rows: [] });
      expect(twice.status).toBe(422);
      expect(fieldsOf(twice)).toEqual([['date', 'DIARY_DATE_TAKEN']]);

      const second = dataOf(
        await post({ group_id: own.id, date: '2026-10-02', topic: 'B', rows: [] }),
        diaryEntrySchema,
      );
      const moved = await put(second.id, { date: first.date, topic: 'B', rows: [] });
      expect(fieldsOf(moved)).toEqual([['date', 'DIARY_DATE_TAKEN']]);
      // Another class may have a lesson the same day.
      const other = await t.factories.buildGroup({ teacher, students: [anna] });
      expect((await post({ group_id: other.id, date: '2026-10-01', topic: 'A', rows: [] })).status).toBe(201);
    });

    it.each([
      ['a missing topic', { topic: '  ' }, [['topic', 'FIELD_REQUIRED']]],
      ['an impossible date', { date: '2026-02-30' }, [['date', 'FIELD_INVALID']]],
      ['a date in another format', { date: '01.09.2026' }, [['date', 'FIELD_INVALID']]],
      ['a month 13', { date: '2026-13-01' }, [['date', 'FIELD_INVALID']]],
      [
        'a mark above 5',
        { rows: [{ student_id: 0, attendance: 'present', mark: 6 }] },
        [['rows.0.mark', 'FIELD_INVALID']],
      ],
      [
        'an unknown attendance',
        { rows: [{ student_id: 0, attendance: 'sick' }] },
        [['rows.0.attendance', 'FIELD_INVALID']],
      ],
      [
        'a mark for an absent student',
        { rows: [{ student_id: 0, attendance: 'absent', mark: 4 }] },
        [['rows.0.mark', 'DIARY_MARK_FOR_ABSENT']],
      ],
      [
        'a student twice',
        {
          rows: [
            { student_id: 0, attendance: 'present' },
            { student_id: 0, attendance: 'late' },
          ],
        },
        [['rows.1.student_id', 'DIARY_STUDENT_TWICE']],
      ],
    ])('refuses %s with a field error', async (_name, change, fields) => {
      const withStudent = (rows: unknown) =>
        JSON.parse(JSON.stringify(rows).replaceAll('"student_id":0', `"student_id":${anna.id}`));
      const body = { group_id: group.id, date: '2026-09-15', topic: 'Topic', rows: [], ...withStudent(change) };
      const response = await post(body);
      expect(response.status, response.raw).toBe(422);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
      expect(fieldsOf(response)).toEqual(fields);
    });

    it('refuses rows for students who are not in the class, naming each', async () => {
      const response = await post({
        group_id: group.id,
        date: '2026-09-16',
        topic: 'Topic',
        rows: [
          { student_id: anna.id, attendance: 'present' },
          { student_id: outsider.id, attendance: 'present' },
          { student_id: teacher.id, attendance: 'present' },
        ],
      });
      expect(response.status).toBe(422);
      expect(fieldsOf(response)).toEqual([
        ['rows.1.student_id', 'DIARY_STUDENT_NOT_IN_CLASS'],
        ['rows.2.student_id', 'DIARY_STUDENT_NOT_IN_CLASS'],
      ]);
    });

    it('answers 404 for a class that does not exist or is deleted', async () => {
      const deleted = await t.factories.buildGroup({ teacher, students: [anna], deleted: true });
      for (const groupId of [deleted.id, 999_999]) {
        expect((await post({ group_id: groupId, date: '2026-09-01', topic: 'T', rows: [] })).status).toBe(404);
      }
    });
  });

  describe("a student's diary", () => {
    it('shows the student their own row of each lesson, one subject or all, and never a classmate', async () => {
      const [student, classmate] = await Promise.all([
        t.factories.buildStudent({ subjects: [1, 2] }),
        t.factories.buildStudent({ subjects: [1, 2] }),
      ]);
      const math = await t.factories.buildGroup({ teacher, students: [student, classmate], title: 'Math 3A' });
      const english = await t.factories.buildGroup({ teacher, students: [student], subjectId: 2 });
      await post({
        group_id: math.id,
        date: '2026-09-01',
        topic: 'Sums',
        rows: [
          { student_id: student.id, attendance: 'present', mark: 5, comment: 'Bravo' },
          { student_id: classmate.id, attendance: 'present', mark: 2, comment: 'Classmate only' },
        ],
      });
      await post({
        group_id: english.id,
        date: '2026-09-02',
        topic: 'Colours',
        rows: [{ student_id: student.id, attendance: 'absent' }],
      });

      const all = dataOf(
        await t.api('GET', `/api/students/${student.id}/diaries`, { token: student.token }),
        studentEntriesSchema,
      );
      expect(all.map((entry) => [entry.topic, entry.attendance, entry.mark, entry.comment])).toEqual([
        ['Colours', 'absent', null, null],
        ['Sums', 'present', 5, 'Bravo'],
      ]);
      expect(all[1]).toMatchObject({ group_title: 'Math 3A', subject_id: 1, version: 1 });
      const mathOnly = await t.api('GET', `/api/students/${student.id}/diaries?subject_id=1`, { token: student.token });
      expect(dataOf(mathOnly, studentEntriesSchema).map((entry) => entry.topic)).toEqual(['Sums']);
      expect(mathOnly.raw).not.toContain('Classmate only');
    });

    it("keeps a moved student's old lessons visible to them, and their old rows editable by the teacher", async () => {
      const student = await t.factories.buildStudent({ subjects: [1] });
      const from = await t.factories.buildGroup({ teacher, students: [student] });
      const to = await t.factories.buildGroup({ teacher });
      const old = dataOf(
        await post({
          group_id: from.id,
          date: '2026-09-05',
          topic: 'Before the move',
          rows: [{ student_id: student.id, attendance: 'present', mark: 4 }],
        }),
        diaryEntrySchema,
      );
      const moved = await t.api('POST', `/api/groups/${from.id}/students/${student.id}/move`, {
        token: teacher.token,
        body: { group_id: to.id },
      });
      expect(moved.status, moved.raw).toBe(200);

      const diary = dataOf(
        await t.api('GET', `/api/students/${student.id}/diaries`, { token: student.token }),
        studentEntriesSchema,
      );
      expect(diary.map((entry) => entry.topic)).toEqual(['Before the move']);
      const fixed = await put(old.id, {
        date: old.date,
        topic: old.topic,
        rows: [{ student_id: student.id, attendance: 'present', mark: 5 }],
      });
      expect(fixed.status, fixed.raw).toBe(200);
      const newLesson = await post({
        group_id: from.id,
        date: '2026-09-12',
        topic: 'After',
        rows: [{ student_id: student.id, attendance: 'present' }],
      });
      expect(fieldsOf(newLesson)).toEqual([['rows.0.student_id', 'DIARY_STUDENT_NOT_IN_CLASS']]);
    });

    it('hides the lessons of a deleted class and brings them back on restore', async () => {
      const student = await t.factories.buildStudent({ subjects: [1] });
      const own = await t.factories.buildGroup({ teacher, students: [student] });
      const entry = dataOf(
        await post({
          group_id: own.id,
          date: '2026-09-07',
          topic: 'Kept',
          rows: [{ student_id: student.id, attendance: 'late' }],
        }),
        diaryEntrySchema,
      );
      const diary = async () =>
        dataOf(
          await t.api('GET', `/api/students/${student.id}/diaries`, { token: student.token }),
          studentEntriesSchema,
        );

      expect((await t.api('DELETE', `/api/groups/${own.id}`, { token: teacher.token })).status).toBe(200);
      expect(await diary()).toEqual([]);
      expect((await t.api('GET', `/api/groups/${own.id}/diaries`, { token: teacher.token })).status).toBe(404);
      expect((await put(entry.id, { date: entry.date, topic: 'Changed', rows: [] })).status).toBe(404);
      expect((await t.api('DELETE', `/api/diaries/${entry.id}`, { token: teacher.token })).status).toBe(404);

      expect((await t.api('POST', `/api/groups/${own.id}/restore`, { token: teacher.token })).status).toBe(200);
      expect((await diary()).map((item) => item.topic)).toEqual(['Kept']);
    });

    it("shows a teacher only their own classes' lessons of a student they teach", async () => {
      const otherTeacher = await t.factories.buildTeacher();
      const student = await t.factories.buildStudent({ subjects: [1, 2] });
      const mine = await t.factories.buildGroup({ teacher, students: [student] });
      const theirs = await t.factories.buildGroup({ teacher: otherTeacher, students: [student], subjectId: 2 });
      await post({
        group_id: mine.id,
        date: '2026-09-09',
        topic: 'Mine',
        rows: [{ student_id: student.id, attendance: 'present' }],
      });
      await post(
        {
          group_id: theirs.id,
          date: '2026-09-09',
          topic: 'Theirs',
          rows: [{ student_id: student.id, attendance: 'present' }],
        },
        otherTeacher.token,
      );

      const seen = dataOf(
        await t.api('GET', `/api/students/${student.id}/diaries`, { token: teacher.token }),
        studentEntriesSchema,
      );
      expect(seen.map((entry) => entry.topic)).toEqual(['Mine']);
      const admin = await t.factories.buildAdmin();
      const all = dataOf(
        await t.api('GET', `/api/students/${student.id}/diaries`, { token: admin.token }),
        studentEntriesSchema,
      );
      expect(all.map((entry) => entry.topic).sort()).toEqual(['Mine', 'Theirs']);
      expect((await t.api('GET', `/api/students/${teacher.id}/diaries`, { token: admin.token })).status).toBe(404);
    });
  });
});
