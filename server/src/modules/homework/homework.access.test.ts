import { type Homework, homeworkAnswerSchema, homeworkTemplateSchema } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { classMembers, classStaff, itAnswersEveryActor, REFUSED, type RouteCase } from '../../test/six-actors.ts';
import { SAMPLE_FILES } from '../files/files.fixture.ts';
import {
  answerUrl,
  buildClassroom,
  type Classroom,
  classroomActors,
  createHomework,
  homeworkBody,
  itemOf,
  sendMultipart,
  trainerRules,
  uploadFile,
} from './homework.fixture.ts';

/** Words that must never reach a caller who is refused (or another teacher's template list). */
const SECRET = 'Secret-7f3a';

interface World {
  room: Classroom;
  homework: Homework;
  reviewed: Homework;
  templateId: number;
  answerId: number;
  attachmentId: number;
  answerFileId: number;
}

const templateBody = () => ({
  title: `Template ${SECRET}`,
  items: [{ type: 'task', text: `Task ${SECRET}` }],
});

async function freshTemplate(t: TestContext, w: World): Promise<number> {
  const response = await t.api('POST', '/api/homework-templates', {
    token: w.room.teacher.token,
    body: templateBody(),
  });
  return dataOf(response, homeworkTemplateSchema).id;
}

const CASES: RouteCase<World>[] = [
  {
    route: 'GET /api/homework?group_id=',
    expected: classMembers(200),
    call: (_t, w) => ({ method: 'GET', url: `/api/homework?group_id=${w.room.group.id}` }),
  },
  {
    route: 'POST /api/homework/create',
    expected: classStaff(201),
    call: (_t, w) => ({ method: 'POST', url: '/api/homework/create', body: homeworkBody(w.room) }),
  },
  {
    route: 'GET /api/homework/{id}',
    expected: classMembers(200),
    call: (_t, w) => ({ method: 'GET', url: `/api/homework/${w.homework.id}` }),
  },
  {
    route: 'PUT /api/homework/{id}',
    expected: classStaff(200),
    call: async (t, w) => ({
      method: 'PUT',
      url: `/api/homework/${(await createHomework(t, w.room, { title: `Edited ${SECRET}` })).id}`,
      body: { ...homeworkBody(w.room), title: `Homework ${SECRET}` },
    }),
  },
  {
    route: 'DELETE /api/homework/{id}',
    expected: classStaff(200),
    call: async (t, w) => ({
      method: 'DELETE',
      url: `/api/homework/${(await createHomework(t, w.room, { title: `Doomed ${SECRET}` })).id}`,
    }),
  },
  {
    route: 'GET /api/homework/{id}/progress',
    expected: classStaff(200),
    call: (_t, w) => ({ method: 'GET', url: `/api/homework/${w.homework.id}/progress` }),
  },
  {
    route: 'POST /api/homework/{id}/template',
    expected: classStaff(201),
    call: (_t, w) => ({
      method: 'POST',
      url: `/api/homework/${w.homework.id}/template`,
      body: { title: `Saved ${SECRET}` },
    }),
  },
  {
    route: 'POST /api/homework/{id}/trainers/{itemId}/sessions',
    expected: { ...REFUSED, classStudent: 201 },
    call: (_t, w) => ({
      method: 'POST',
      url: `/api/homework/${w.homework.id}/trainers/${itemOf(w.homework, 'trainer').id}/sessions`,
    }),
  },
  {
    route: 'GET /api/students/{id}/homework',
    expected: classMembers(200),
    call: (_t, w) => ({ method: 'GET', url: `/api/students/${w.room.student.id}/homework` }),
  },
  {
    route: 'POST /api/homework/{id}/tasks/{itemId}/answers',
    expected: { ...REFUSED, classStudent: 201 },
    send: (t, w, token) => sendMultipart(t, answerUrl(w.homework), token, [{ name: 'text', value: 'An answer' }]),
  },
  {
    route: 'GET /api/homework/{id}/tasks/{itemId}/answers',
    expected: classMembers(200),
    call: (_t, w) => ({ method: 'GET', url: answerUrl(w.reviewed) }),
  },
  {
    route: 'PATCH /api/homework-answers/{answerId}',
    expected: classStaff(200),
    call: (_t, w) => ({
      method: 'PATCH',
      url: `/api/homework-answers/${w.answerId}`,
      body: { status: 'needs_rework', comment: `Comment ${SECRET}` },
    }),
  },
  {
    route: 'GET /api/homework-templates',
    expected: { ...classStaff(200), otherTeacher: 200 },
    call: () => ({ method: 'GET', url: '/api/homework-templates' }),
  },
  {
    route: 'POST /api/homework-templates',
    expected: { ...classStaff(201), otherTeacher: 201 },
    call: () => ({ method: 'POST', url: '/api/homework-templates', body: templateBody() }),
  },
  {
    route: 'GET /api/homework-templates/{id}',
    expected: classStaff(200),
    call: (_t, w) => ({ method: 'GET', url: `/api/homework-templates/${w.templateId}` }),
  },
  {
    route: 'PUT /api/homework-templates/{id}',
    expected: classStaff(200),
    call: (_t, w) => ({ method: 'PUT', url: `/api/homework-templates/${w.templateId}`, body: templateBody() }),
  },
  {
    route: 'DELETE /api/homework-templates/{id}',
    expected: classStaff(200),
    call: async (t, w) => ({ method: 'DELETE', url: `/api/homework-templates/${await freshTemplate(t, w)}` }),
  },
  {
    route: 'POST /api/homework-templates/{id}/homework',
    expected: classStaff(201),
    call: (_t, w) => ({
      method: 'POST',
      url: `/api/homework-templates/${w.templateId}/homework`,
      body: { group_id: w.room.group.id, given_on: '2026-12-01', due_on: '2026-12-02' },
    }),
  },
  {
    route: 'POST /api/files',
    expected: { ...classStaff(201), otherTeacher: 201 },
    send: (t, _w, token) =>
      sendMultipart(t, '/api/files', token, [{ name: 'file', file: { filename: 'a.pdf', bytes: SAMPLE_FILES.pdf } }]),
  },
  {
    route: 'GET /api/files/{id} (task attachment)',
    expected: classMembers(200),
    call: (_t, w) => ({ method: 'GET', url: `/api/files/${w.attachmentId}` }),
  },
  {
    route: "GET /api/files/{id} (a student's answer)",
    expected: classMembers(200),
    call: (_t, w) => ({ method: 'GET', url: `/api/files/${w.answerFileId}` }),
  },
];

describeEachDatabase(
  'homework access',
  (t) => {
    let w: World;

    beforeAll(async () => {
      const room = await buildClassroom(t);
      const attachment = await uploadFile(t, room.teacher, `${SECRET}.pdf`, SAMPLE_FILES.pdf);
      const homework = await createHomework(t, room, { title: `Homework ${SECRET}` });
      const reviewed = await createHomework(t, room, {
        title: `Reviewed ${SECRET}`,
        items: [{ type: 'task', text: `Task ${SECRET}`, file_ids: [attachment.id] }],
      });
      const answer = dataOf(
        await sendMultipart(t, answerUrl(reviewed), room.student.token, [
          { name: 'text', value: `Answer ${SECRET}` },
          { name: 'files', file: { filename: `${SECRET}.txt`, bytes: SAMPLE_FILES.txt } },
        ]),
        homeworkAnswerSchema,
      );
      w = {
        room,
        homework,
        reviewed,
        templateId: 0,
        answerId: answer.id,
        attachmentId: attachment.id,
        answerFileId: answer.files[0]?.id ?? 0,
      };
      w.templateId = await freshTemplate(t, w);
    });

    itAnswersEveryActor(t, {
      world: () => w,
      users: (world) => classroomActors(world.room),
      cases: CASES,
      secret: SECRET,
    });

    it("keeps a student's answer file in its answer: nobody, an admin included, attaches it to a task or a material", async () => {
      const { room } = w;
      const otherClassTask = {
        ...homeworkBody(room),
        group_id: room.otherGroup.id,
        items: [{ type: 'task', text: 'Look at this', file_ids: [w.answerFileId] }],
      };
      for (const token of [room.admin.token, room.otherTeacher.token]) {
        const response = await t.api('POST', '/api/homework/create', { token, body: otherClassTask });
        expect(response.status).toBe(422);
        expect(JSON.stringify(errorOf(response).fields)).toContain('items.0.file_ids');
      }
      const ownClassTask = { ...otherClassTask, group_id: room.group.id };
      for (const token of [room.admin.token, room.teacher.token]) {
        expect((await t.api('POST', '/api/homework/create', { token, body: ownClassTask })).status).toBe(422);
      }
      const material = await t.api('POST', `/api/teachers/${room.teacher.id}/materials`, {
        token: room.teacher.token,
        body: { kind: 'file', title: 'Shared answer', file_id: w.answerFileId },
      });
      expect(material.status).toBe(422);
      const attachment = await t.api('POST', '/api/homework/create', {
        token: room.admin.token,
        body: { ...otherClassTask, items: [{ type: 'task', text: 'Read', file_ids: [w.attachmentId] }] },
      });
      expect(attachment.status).toBe(201);
    });

    it("lists only the caller's own templates", async () => {
      const response = await t.api('GET', '/api/homework-templates', { token: w.room.otherTeacher.token });
      const owners = dataOf(response, z.array(homeworkTemplateSchema)).map((template) => template.teacher_id);
      expect(owners.length).toBeGreaterThan(0);
      expect(new Set(owners)).toEqual(new Set([w.room.otherTeacher.id]));
    });
  },
  { trainerRules },
);
