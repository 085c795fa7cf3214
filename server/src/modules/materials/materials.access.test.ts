import { errorEnvelopeSchema } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { type ApiResponse, describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { SAMPLE_FILES } from '../files/files.fixture.ts';
import { buildClassroom, type Classroom, trainerRules, uploadFile } from '../homework/homework.fixture.ts';
import { addRecording, createMaterial, linkMaterial, SCHEDULE, shareMaterial } from './materials.fixture.ts';

type Actor = 'classTeacher' | 'otherTeacher' | 'classStudent' | 'otherStudent' | 'admin' | 'anonymous';
const ACTORS: readonly Actor[] = ['classTeacher', 'otherTeacher', 'classStudent', 'otherStudent', 'admin', 'anonymous'];

/** Words that must never reach a caller who is refused. */
const SECRET = 'Secret-9c1d';

interface World {
  room: Classroom;
  materialId: number;
  fileId: number;
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
    t.api(method, url(w), { ...(user ? { token: user.token } : {}), ...(body ? { body: body(w) } : {}) });

/** Each deleting call gets its own target, so one actor's success does not turn the next one's answer into 404. */
const CASES: Case[] = [
  {
    route: 'GET /api/teachers/{id}/materials',
    expected: [200, 403, 403, 403, 200, 401],
    send: call('GET', (w) => `/api/teachers/${w.room.teacher.id}/materials`),
  },
  {
    route: 'POST /api/teachers/{id}/materials',
    expected: [201, 403, 403, 403, 403, 401],
    send: call(
      'POST',
      (w) => `/api/teachers/${w.room.teacher.id}/materials`,
      () => linkMaterial(`New ${SECRET}`),
    ),
  },
  {
    route: 'PATCH /api/materials/{id}',
    expected: [200, 403, 403, 403, 403, 401],
    send: call(
      'PATCH',
      (w) => `/api/materials/${w.materialId}`,
      (w) => ({ title: `Worksheet ${SECRET}`, kind: 'file', file_id: w.fileId }),
    ),
  },
  {
    route: 'PUT /api/materials/{id}/groups',
    expected: [200, 403, 403, 403, 403, 401],
    send: call(
      'PUT',
      (w) => `/api/materials/${w.materialId}/groups`,
      (w) => ({ group_ids: [w.room.group.id] }),
    ),
  },
  {
    route: 'DELETE /api/materials/{id}',
    expected: [200, 403, 403, 403, 403, 401],
    send: async (t, w, user) => {
      const material = await createMaterial(t, w.room.teacher, linkMaterial(`Doomed ${SECRET}`));
      return t.api('DELETE', `/api/materials/${material.id}`, user ? { token: user.token } : {});
    },
  },
  {
    route: 'GET /api/groups/{id}/materials',
    expected: [200, 403, 200, 403, 200, 401],
    send: call('GET', (w) => `/api/groups/${w.room.group.id}/materials`),
  },
  {
    route: 'GET /api/groups/{id}/schedule',
    expected: [200, 403, 200, 403, 200, 401],
    send: call('GET', (w) => `/api/groups/${w.room.group.id}/schedule`),
  },
  {
    route: 'PUT /api/groups/{id}/schedule',
    expected: [200, 403, 403, 403, 200, 401],
    send: call(
      'PUT',
      (w) => `/api/groups/${w.room.group.id}/schedule`,
      () => ({ slots: SCHEDULE }),
    ),
  },
  {
    route: 'GET /api/groups/{id}/recordings',
    expected: [200, 403, 200, 403, 200, 401],
    send: call('GET', (w) => `/api/groups/${w.room.group.id}/recordings`),
  },
  {
    route: 'POST /api/groups/{id}/recordings',
    expected: [201, 403, 403, 403, 201, 401],
    send: call(
      'POST',
      (w) => `/api/groups/${w.room.group.id}/recordings`,
      () => ({ title: `Lesson ${SECRET}`, recorded_on: '2026-11-19', url: 'https://vimeo.com/76979871' }),
    ),
  },
  {
    route: 'DELETE /api/recordings/{id}',
    expected: [200, 403, 403, 403, 200, 401],
    send: async (t, w, user) => {
      const recording = await addRecording(t, w.room.teacher, w.room.group.id, `Old ${SECRET}`);
      return t.api('DELETE', `/api/recordings/${recording.id}`, user ? { token: user.token } : {});
    },
  },
  {
    route: 'GET /api/students/{id}/classes',
    expected: [403, 403, 200, 403, 200, 401],
    send: call('GET', (w) => `/api/students/${w.room.student.id}/classes`),
  },
  {
    route: 'GET /api/files/{id} (a shared material)',
    expected: [200, 403, 200, 403, 200, 401],
    send: call('GET', (w) => `/api/files/${w.fileId}`),
  },
];

describeEachDatabase(
  'materials access',
  (t) => {
    let w: World;
    beforeAll(async () => {
      const room = await buildClassroom(t);
      const file = await uploadFile(t, room.teacher, `${SECRET}.pdf`, SAMPLE_FILES.pdf);
      const material = await createMaterial(t, room.teacher, {
        title: `Worksheet ${SECRET}`,
        kind: 'file',
        file_id: file.id,
      });
      await shareMaterial(t, room.teacher, material.id, [room.group.id]);
      await addRecording(t, room.teacher, room.group.id, `Lesson ${SECRET}`);
      w = { room, materialId: material.id, fileId: file.id };
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

    it("keeps another teacher's library free of this teacher's materials", async () => {
      const response = await t.api('GET', `/api/teachers/${w.room.otherTeacher.id}/materials`, {
        token: w.room.otherTeacher.token,
      });
      expect(response.status).toBe(200);
      expect(response.raw).not.toContain(SECRET);
    });

    it("shows another student none of this class's materials", async () => {
      const response = await t.api('GET', `/api/students/${w.room.otherStudent.id}/classes`, {
        token: w.room.otherStudent.token,
      });
      expect(response.status).toBe(200);
      expect(response.raw).not.toContain(SECRET);
    });
  },
  { trainerRules },
);
