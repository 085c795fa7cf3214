import { errorEnvelopeSchema, type Homework, homeworkAnswerSchema, homeworkTemplateSchema } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestUser } from '../../test/factories.ts';
import { type ApiResponse, dataOf, describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { SAMPLE_FILES } from '../files/files.fixture.ts';
import {
  answerUrl,
  buildClassroom,
  type Classroom,
  createHomework,
  homeworkBody,
  itemOf,
  sendMultipart,
  trainerRules,
  uploadFile,
} from './homework.fixture.ts';

type Actor = 'classTeacher' | 'otherTeacher' | 'classStudent' | 'otherStudent' | 'admin' | 'anonymous';
const ACTORS: readonly Actor[] = ['classTeacher', 'otherTeacher', 'classStudent', 'otherStudent', 'admin', 'anonymous'];

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

interface Case {
  route: string;
  /** teacher, other teacher, student of the class, other student, admin, anonymous */
  expected: [number, number, number, number, number, number];
  send(t: TestContext, w: World, user: TestUser | undefined): Promise<ApiResponse>;
}

const userOf = (room: Classroom, actor: Actor): TestUser | undefined =>
  ({
    classTeacher: room.teacher,
    otherTeacher: room.otherTeacher,
    classStudent: room.student,
    otherStudent: room.otherStudent,
    admin: room.admin,
    anonymous: undefined,
  })[actor];

const call =
  (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: (w: World) => string, body?: (w: World) => unknown) =>
  (t: TestContext, w: World, user: TestUser | undefined) =>
    t.api(method, url(w), {
      ...(user ? { token: user.token } : {}),
      ...(body ? { body: body(w) } : {}),
    });

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

const CASES: Case[] = [
  {
    route: 'GET /api/homework?group_id=',
    expected: [200, 403, 200, 403, 200, 401],
    send: call('GET', (w) => `/api/homework?group_id=${w.room.group.id}`),
  },
  {
    route: 'POST /api/homework/create',
    expected: [201, 403, 403, 403, 201, 401],
    send: call(
      'POST',
      () => '/api/homework/create',
      (w) => homeworkBody(w.room),
    ),
  },
  {
    route: 'GET /api/homework/{id}',
    expected: [200, 403, 200, 403, 200, 401],
    send: call('GET', (w) => `/api/homework/${w.homework.id}`),
  },
  {
    route: 'PUT /api/homework/{id}',
    expected: [200, 403, 403, 403, 200, 401],
    async send(t, w, user) {
      const edited = await createHomework(t, w.room, { title: `Edited ${SECRET}` });
      return t.api('PUT', `/api/homework/${edited.id}`, {
        ...(user ? { token: user.token } : {}),
        body: { ...homeworkBody(w.room), title: `Homework ${SECRET}` },
      });
    },
  },
  {
    route: 'DELETE /api/homework/{id}',
    expected: [200, 403, 403, 403, 200, 401],
    async send(t, w, user) {
      const doomed = await createHomework(t, w.room, { title: `Doomed ${SECRET}` });
      return t.api('DELETE', `/api/homework/${doomed.id}`, user ? { token: user.token } : {});
    },
  },
  {
    route: 'GET /api/homework/{id}/progress',
    expected: [200, 403, 403, 403, 200, 401],
    send: call('GET', (w) => `/api/homework/${w.homework.id}/progress`),
  },
  {
    route: 'POST /api/homework/{id}/template',
    expected: [201, 403, 403, 403, 201, 401],
    send: call(
      'POST',
      (w) => `/api/homework/${w.homework.id}/template`,
      () => ({ title: `Saved ${SECRET}` }),
    ),
  },
  {
    route: 'POST /api/homework/{id}/trainers/{itemId}/sessions',
    expected: [403, 403, 201, 403, 403, 401],
    send: call('POST', (w) => `/api/homework/${w.homework.id}/trainers/${itemOf(w.homework, 'trainer').id}/sessions`),
  },
  {
    route: 'GET /api/students/{id}/homework',
    expected: [200, 403, 200, 403, 200, 401],
    send: call('GET', (w) => `/api/students/${w.room.student.id}/homework`),
  },
  {
    route: 'POST /api/homework/{id}/tasks/{itemId}/answers',
    expected: [403, 403, 201, 403, 403, 401],
    send: (t, w, user) => sendMultipart(t, answerUrl(w.homework), user?.token, [{ name: 'text', value: 'An answer' }]),
  },
  {
    route: 'GET /api/homework/{id}/tasks/{itemId}/answers',
    expected: [200, 403, 200, 403, 200, 401],
    send: call('GET', (w) => answerUrl(w.reviewed)),
  },
  {
    route: 'PATCH /api/homework-answers/{answerId}',
    expected: [200, 403, 403, 403, 200, 401],
    send: call(
      'PATCH',
      (w) => `/api/homework-answers/${w.answerId}`,
      () => ({ status: 'needs_rework', comment: `Comment ${SECRET}` }),
    ),
  },
  {
    route: 'GET /api/homework-templates',
    expected: [200, 200, 403, 403, 200, 401],
    send: call('GET', () => '/api/homework-templates'),
  },
  {
    route: 'POST /api/homework-templates',
    expected: [201, 201, 403, 403, 201, 401],
    send: call('POST', () => '/api/homework-templates', templateBody),
  },
  {
    route: 'GET /api/homework-templates/{id}',
    expected: [200, 403, 403, 403, 200, 401],
    send: call('GET', (w) => `/api/homework-templates/${w.templateId}`),
  },
  {
    route: 'PUT /api/homework-templates/{id}',
    expected: [200, 403, 403, 403, 200, 401],
    send: call('PUT', (w) => `/api/homework-templates/${w.templateId}`, templateBody),
  },
  {
    route: 'DELETE /api/homework-templates/{id}',
    expected: [200, 403, 403, 403, 200, 401],
    async send(t, w, user) {
      const id = await freshTemplate(t, w);
      return t.api('DELETE', `/api/homework-templates/${id}`, user ? { token: user.token } : {});
    },
  },
  {
    route: 'POST /api/homework-templates/{id}/homework',
    expected: [201, 403, 403, 403, 201, 401],
    send: call(
      'POST',
      (w) => `/api/homework-templates/${w.templateId}/homework`,
      (w) => ({ group_id: w.room.group.id, given_on: '2026-12-01', due_on: '2026-12-02' }),
    ),
  },
  {
    route: 'POST /api/files',
    expected: [201, 201, 403, 403, 201, 401],
    send: (t, _w, user) =>
      sendMultipart(t, '/api/files', user?.token, [
        { name: 'file', file: { filename: 'a.pdf', bytes: SAMPLE_FILES.pdf } },
      ]),
  },
  {
    route: 'GET /api/files/{id} (task attachment)',
    expected: [200, 403, 200, 403, 200, 401],
    send: call('GET', (w) => `/api/files/${w.attachmentId}`),
  },
  {
    route: "GET /api/files/{id} (a student's answer)",
    expected: [200, 403, 200, 403, 200, 401],
    send: call('GET', (w) => `/api/files/${w.answerFileId}`),
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

    for (const testCase of CASES) {
      ACTORS.forEach((actor, index) => {
        const status = testCase.expected[index] ?? 0;
        it(`${actor} → ${testCase.route} answers ${status}`, async () => {
          const response = await testCase.send(t, w, userOf(w.room, actor));
          expect(response.status, response.raw).toBe(status);
          if (status >= 400) {
            expect(errorEnvelopeSchema.safeParse(response.body).success).toBe(true);
            expect(response.raw).not.toContain(SECRET);
          }
        });
      });
    }

    it("lists only the caller's own templates", async () => {
      const response = await t.api('GET', '/api/homework-templates', { token: w.room.otherTeacher.token });
      const owners = dataOf(response, z.array(homeworkTemplateSchema)).map((template) => template.teacher_id);
      expect(owners.length).toBeGreaterThan(0);
      expect(new Set(owners)).toEqual(new Set([w.room.otherTeacher.id]));
    });
  },
  { trainerRules },
);
