import {
  errorMessage,
  homeworkCreatedSchema,
  homeworkSchema,
  homeworkTemplateSchema,
  studentHomeworkListSchema,
} from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { SAMPLE_FILES } from '../files/files.fixture.ts';
import { insertTestTrainer } from '../trainers/trainers.fixture.ts';
import {
  buildClassroom,
  type Classroom,
  createHomework,
  homeworkBody,
  itemOf,
  trainerRules,
  uploadFile,
} from './homework.fixture.ts';

describeEachDatabase(
  'homework of a class',
  (t) => {
    let room: Classroom;

    beforeAll(async () => {
      room = await buildClassroom(t);
    });

    it('creates a homework with a trainer and a task, answering the spec shape inside the envelope', async () => {
      const response = await t.api('POST', '/api/homework/create', {
        token: room.teacher.token,
        body: homeworkBody(room),
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ status: true, data: { model: { title: 'Week 12' } } });
      const { model } = dataOf(response, homeworkCreatedSchema);
      expect(model).toMatchObject({ group_id: room.group.id, teacher_id: room.teacher.id, single_task: false });
      expect(itemOf(model, 'trainer')).toMatchObject({
        trainer_id: room.trainerId,
        settings: { count: 3, limitMs: null },
        target_rounds: 2,
        min_score: null,
      });
      expect(itemOf(model, 'task')).toMatchObject({ text: 'Write a story about numbers', files: [] });
    });

    it("refuses settings outside the trainer's bounds with 422 naming the item's field", async () => {
      const body = homeworkBody(room, {
        items: [
          { type: 'trainer', trainer_id: room.trainerId, settings: { count: 50, limitMs: null }, target_rounds: 1 },
        ],
      });
      const response = await t.api('POST', '/api/homework/create', { token: room.teacher.token, body });
      expect(response.status).toBe(422);
      expect(errorOf(response).fields?.map((field) => field.field)).toEqual(['items.0.settings.count']);
    });

    it('refuses a trainer of another subject, no items and a due date before the given one', async () => {
      const mathOnly = await insertTestTrainer(t.database.db, { component: `sum-math-${Date.now()}`, subjects: [1] });
      const cases = [
        [
          { items: [{ type: 'trainer', trainer_id: mathOnly, target_rounds: 1 }] },
          'items.0.trainer_id',
          'TRAINER_NOT_IN_SUBJECT',
        ],
        [{ items: [] }, 'items', 'HOMEWORK_ITEMS_REQUIRED'],
        [{ given_on: '2026-11-28' }, 'due_on', 'HOMEWORK_DUE_BEFORE_GIVEN'],
        [{ given_on: '2026-02-30' }, 'given_on', 'FIELD_INVALID'],
      ] as const;
      for (const [overrides, field, code] of cases) {
        const body = homeworkBody(room, overrides);
        const response = await t.api('POST', '/api/homework/create', { token: room.teacher.token, body });
        expect(response.status, JSON.stringify(overrides)).toBe(422);
        expect(errorOf(response).fields).toContainEqual({ field, code, message: errorMessage(code) });
      }
    });

    it('refuses to attach a file another teacher uploaded', async () => {
      const foreign = await uploadFile(t, room.otherTeacher, 'theirs.pdf', SAMPLE_FILES.pdf);
      const body = homeworkBody(room, { items: [{ type: 'task', text: 'Read', file_ids: [foreign.id] }] });
      const response = await t.api('POST', '/api/homework/create', { token: room.teacher.token, body });
      expect(response.status).toBe(422);
      expect(errorOf(response).fields?.[0]?.field).toBe('items.0.file_ids');
    });

    it('keeps an edited item (and so its progress) by id and replaces the ones left out', async () => {
      const homework = await createHomework(t, room);
      const trainer = itemOf(homework, 'trainer');
      const response = await t.api('PUT', `/api/homework/${homework.id}`, {
        token: room.teacher.token,
        body: {
          ...homeworkBody(room),
          title: 'Week 12, revised',
          published: false,
          items: [{ ...homeworkBody(room).items[0], id: trainer.id, target_rounds: 5 }],
        },
      });
      const updated = dataOf(response, homeworkSchema);
      expect(updated).toMatchObject({ title: 'Week 12, revised', published: false });
      expect(updated.items).toEqual([{ ...trainer, target_rounds: 5 }]);
    });

    it('shows students the published homework of their class only, the teacher every one', async () => {
      const draft = await createHomework(t, room, { title: 'Draft', published: false });
      const published = await createHomework(t, room, { title: 'Published' });
      const forStudent = dataOf(
        await t.api('GET', `/api/homework?group_id=${room.group.id}`, { token: room.student.token }),
        z.array(homeworkSchema),
      ).map((homework) => homework.id);
      expect(forStudent).toContain(published.id);
      expect(forStudent).not.toContain(draft.id);
      const forTeacher = dataOf(
        await t.api('GET', `/api/homework?group_id=${room.group.id}`, { token: room.teacher.token }),
        z.array(homeworkSchema),
      ).map((homework) => homework.id);
      expect(forTeacher).toEqual(expect.arrayContaining([draft.id, published.id]));
      expect((await t.api('GET', `/api/homework/${draft.id}`, { token: room.student.token })).status).toBe(404);
    });

    it('makes a single task for the class a homework with one task item', async () => {
      const task = await createHomework(t, room, {
        title: 'Essay',
        items: [{ type: 'task', text: 'Write an essay' }],
      });
      expect(task.single_task).toBe(true);
      const read = dataOf(
        await t.api('GET', `/api/homework/${task.id}`, { token: room.student.token }),
        homeworkSchema,
      );
      expect(read).toMatchObject({ single_task: true, items: [{ type: 'task', text: 'Write an essay' }] });
    });

    it('lists a student homework as current until the due day passes, then as past', async () => {
      const other = await t.factories.buildStudent({ subjects: [SUBJECT_ID] });
      const group = await t.factories.buildGroup({ teacher: room.teacher, students: [other], subjectId: SUBJECT_ID });
      const body = { ...homeworkBody(room), group_id: group.id };
      const soon = await createHomework(t, room, { ...body, given_on: day(-7), due_on: day(-1) });
      const later = await createHomework(t, room, { ...body, given_on: day(-1), due_on: day(10) });
      const list = dataOf(
        await t.api('GET', `/api/students/${other.id}/homework?subject_id=${SUBJECT_ID}`, { token: other.token }),
        studentHomeworkListSchema,
      );
      expect(list.current.map((homework) => homework.id)).toEqual([later.id]);
      expect(list.past.map((homework) => homework.id)).toEqual([soon.id]);
      expect(list.current[0]?.progress.map((item) => item.complete)).toEqual([false, false]);
      const none = dataOf(
        await t.api('GET', `/api/students/${other.id}/homework?subject_id=1`, { token: other.token }),
        studentHomeworkListSchema,
      );
      expect(none).toEqual({ current: [], past: [] });
    });

    it('saves a homework as a template and creates a new homework from it with the template title', async () => {
      const file = await uploadFile(t, room.teacher, 'sheet.pdf', SAMPLE_FILES.pdf);
      const homework = await createHomework(t, room, {
        items: [homeworkBody(room).items[0], { type: 'task', text: 'Solve the sheet', file_ids: [file.id] }],
      });
      const saved = await t.api('POST', `/api/homework/${homework.id}/template`, {
        token: room.teacher.token,
        body: { title: 'Fractions pack' },
      });
      expect(saved.status).toBe(201);
      const template = dataOf(saved, homeworkTemplateSchema);
      expect(template).toMatchObject({ title: 'Fractions pack', teacher_id: room.teacher.id });
      expect(template.items).toMatchObject([
        { type: 'trainer', trainer_id: room.trainerId, target_rounds: 2 },
        { type: 'task', text: 'Solve the sheet', files: [{ id: file.id, name: 'sheet.pdf' }] },
      ]);

      const listed = dataOf(
        await t.api('GET', '/api/homework-templates', { token: room.teacher.token }),
        z.array(homeworkTemplateSchema),
      );
      expect(listed.map((entry) => entry.id)).toContain(template.id);

      const renamed = await t.api('PUT', `/api/homework-templates/${template.id}`, {
        token: room.teacher.token,
        body: { title: 'Fractions', items: [{ type: 'task', text: 'Solve the sheet', file_ids: [file.id] }] },
      });
      expect(dataOf(renamed, homeworkTemplateSchema)).toMatchObject({ title: 'Fractions', items: [{ type: 'task' }] });

      const created = await t.api('POST', `/api/homework-templates/${template.id}/homework`, {
        token: room.teacher.token,
        body: { group_id: room.group.id, given_on: '2026-12-01', due_on: '2026-12-08' },
      });
      expect(created.status).toBe(201);
      const { model } = dataOf(created, homeworkCreatedSchema);
      expect(model).toMatchObject({ template_title: 'Fractions', title: 'Fractions', single_task: true });
      expect(itemOf(model, 'task').files.map((entry) => entry.id)).toEqual([file.id]);

      const removed = await t.api('DELETE', `/api/homework-templates/${template.id}`, { token: room.teacher.token });
      expect(removed.status).toBe(200);
      expect((await t.api('GET', `/api/homework-templates/${template.id}`, { token: room.teacher.token })).status).toBe(
        404,
      );
    });

    it('checks template settings against the trainer rules too', async () => {
      const response = await t.api('POST', '/api/homework-templates', {
        token: room.teacher.token,
        body: {
          title: 'Bad',
          items: [{ type: 'trainer', trainer_id: room.trainerId, settings: { count: 0 }, target_rounds: 1 }],
        },
      });
      expect(response.status).toBe(422);
      expect(errorOf(response).fields?.[0]?.field).toMatch(/^items\.0\.settings/);
    });

    it('takes the homework of a soft-deleted class out of use', async () => {
      const group = await t.factories.buildGroup({ teacher: room.teacher, subjectId: SUBJECT_ID });
      const homework = await createHomework(t, room, { group_id: group.id });
      await t.database.db
        .updateTable('groups')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', group.id)
        .execute();
      expect((await t.api('GET', `/api/homework/${homework.id}`, { token: room.teacher.token })).status).toBe(404);
      expect((await t.api('GET', `/api/homework?group_id=${group.id}`, { token: room.teacher.token })).status).toBe(
        404,
      );
    });
  },
  { trainerRules },
);

const SUBJECT_ID = 3;

/** A calendar day relative to today, as the server's clock sees it. */
function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}
