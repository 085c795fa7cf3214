import { meSchema, subjectDataSchema, subjectSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { insertTrainerCatalogue, TRAINER_CATALOGUE } from '../../db/seed/trainers.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';

describeEachDatabase('student profile and subject data', (t) => {
  it('shows a student every subject with its status and likes, and the classes that are not deleted', async () => {
    const teacher = await t.factories.buildTeacher();
    const student = await t.factories.buildStudent({ subjects: [1, 2], blockedSubjects: [3], likes: { 1: 7, 3: 2 } });
    const group = await t.factories.buildGroup({ teacher, students: [student], title: '2 «Б»' });
    await t.factories.buildGroup({ teacher, students: [student], deleted: true });

    const me = dataOf(await t.api('GET', '/api/me', { token: student.token }), meSchema);
    expect(me.user.id).toBe(student.id);
    expect(me.student?.subjects.map((s) => ({ id: s.id, status: s.status, likes: s.likes_balance }))).toEqual([
      { id: 1, status: 'active', likes: 7 },
      { id: 2, status: 'active', likes: 0 },
      { id: 3, status: 'blocked', likes: 2 },
    ]);
    expect(me.student?.subjects[0]).toMatchObject({ main_id: 1, title: { 'en-US': 'Mathematics' } });
    expect(me.student?.groups).toEqual([{ id: group.id, title: '2 «Б»', subject_id: 1, teacher_id: teacher.id }]);
  });

  it('gives staff no student profile', async () => {
    const teacher = await t.factories.buildTeacher();
    const me = dataOf(await t.api('GET', '/api/me', { token: teacher.token }), meSchema);
    expect(me.student).toBeNull();
  });

  it('loads the data of an active subject with the likes and the trainers of that subject', async () => {
    await insertTrainerCatalogue(t.database.db, new Date().toISOString());
    const student = await t.factories.buildStudent({ subjects: [1, 2], likes: { 1: 12, 2: 4 } });
    const data = dataOf(
      await t.api('GET', `/api/students/${student.id}/subjects/1`, { token: student.token }),
      subjectDataSchema,
    );
    expect(data).toMatchObject({
      subject: { id: 1, main_id: 1 },
      likes: 12,
      character: null,
      profession: null,
    });
    const listedIn = (subjectId: number) =>
      TRAINER_CATALOGUE.filter((entry) => entry.subjects.includes(subjectId) && entry.listed !== false)
        .map((e) => e.component)
        .sort();
    expect(data.trainers.map((trainer) => trainer.component).sort()).toEqual(listedIn(1));
    const reading = dataOf(
      await t.api('GET', `/api/students/${student.id}/subjects/2`, { token: student.token }),
      subjectDataSchema,
    );
    expect(reading.trainers.map((trainer) => trainer.component).sort()).toEqual(listedIn(2));
  });

  it('refuses a blocked subject and one the student does not have, and 404s an unknown subject', async () => {
    const student = await t.factories.buildStudent({ subjects: [1], blockedSubjects: [2] });
    for (const subjectId of [2, 8]) {
      const response = await t.api('GET', `/api/students/${student.id}/subjects/${subjectId}`, {
        token: student.token,
      });
      expect(response.status).toBe(403);
      expect(errorOf(response).code).toBe('SUBJECT_NOT_ALLOWED');
    }
    const unknown = await t.api('GET', `/api/students/${student.id}/subjects/5`, { token: student.token });
    expect(unknown.status).toBe(404);
  });

  it("never shows one student another student's subject data", async () => {
    const [student, other] = await Promise.all([
      t.factories.buildStudent({ likes: { 1: 1 } }),
      t.factories.buildStudent({ likes: { 1: 99 } }),
    ]);
    const response = await t.api('GET', `/api/students/${other.id}/subjects/1`, { token: student.token });
    expect(response.status).toBe(403);
    expect(response.raw).not.toContain('99');
  });

  it('lists the subjects publicly, in their order, with titles in every locale and a header colour', async () => {
    const subjects = dataOf(await t.api('GET', '/api/subjects'), z.array(subjectSchema));
    expect(subjects.map((s) => s.id)).toEqual([1, 2, 3, 8, 9, 10, 11]);
    for (const subject of subjects) {
      expect(subject.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(Object.keys(subject.title).sort()).toEqual(['en-US', 'ru-RU', 'uk-UA']);
    }
  });
});
