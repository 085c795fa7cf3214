import { homeworkSchema, studentHomeworkListSchema } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { buildClassroom, type Classroom, createHomework, homeworkBody, trainerRules } from './homework.fixture.ts';

/** Math (main id 1) has no homework pages for its students (spec §2: homework is for 2, 3, 9 and 10). */
const MATH = 1;

describeEachDatabase(
  'homework only where its students can open it',
  (t) => {
    let room: Classroom;
    let mathClass: { id: number };

    beforeAll(async () => {
      room = await buildClassroom(t);
      mathClass = await t.factories.buildGroup({ teacher: room.teacher, students: [room.student], subjectId: MATH });
    });

    it('refuses homework for a class whose subject has no homework pages, and stores nothing', async () => {
      const response = await t.api('POST', '/api/homework/create', {
        token: room.teacher.token,
        body: homeworkBody(room, { group_id: mathClass.id, items: [{ type: 'task', text: 'Count', file_ids: [] }] }),
      });
      expect(response.status, response.raw).toBe(422);
      expect(errorOf(response).code).toBe('HOMEWORK_NOT_FOR_SUBJECT');
      const list = await t.api('GET', `/api/homework?group_id=${mathClass.id}`, { token: room.teacher.token });
      expect(dataOf(list, homeworkSchema.array())).toEqual([]);
    });

    it("keeps a math class's older homework for its teacher but out of the student's own list", async () => {
      const kept = await t.database.db
        .insertInto('homework')
        .values({
          group_id: mathClass.id,
          title: 'Before the rule',
          description: null,
          given_on: '2026-11-20',
          due_on: '2099-12-31',
          published: true,
          template_title: null,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const open = await createHomework(t, room, { due_on: '2099-12-31' });

      const teacherView = await t.api('GET', `/api/homework?group_id=${mathClass.id}`, { token: room.teacher.token });
      expect(dataOf(teacherView, homeworkSchema.array()).map((entry) => entry.id)).toEqual([kept.id]);

      const own = dataOf(
        await t.api('GET', `/api/students/${room.student.id}/homework`, { token: room.student.token }),
        studentHomeworkListSchema,
      );
      const ids = [...own.current, ...own.past].map((entry) => entry.id);
      expect(ids).toContain(open.id);
      expect(ids).not.toContain(kept.id);
    });
  },
  { trainerRules },
);
