import { chatBlockSchema, chatMessagesPageSchema, conversationsSchema, parentChatSettingSchema } from '@umka/contracts';
import { expect } from 'vitest';
import { dataOf, type TestContext } from '../harness.ts';
import { type AccessRow, classStaff, type Expected, REFUSED, studentOwn } from './access-row.ts';
import { type MatrixWorld, SECRET } from './matrix-world.ts';

let keys = 0;
const clientKey = () => `matrix-${++keys}-${Date.now()}`;

/** The class's teacher alone, about their own blocks; the class's student's parent is refused too. */
const teacherOwn = (status: number): Expected => ({ ...REFUSED, classTeacher: status, parent: 403 });

/** The class's student's own conversations: their parent reads none of them (issue [15]). */
const childOwn = (status: number): Expected => ({ ...studentOwn(status), parent: 403 });

/** The class lets its students' parents write to its teacher, as its teacher sets it on the class page. */
async function openToParents(t: TestContext, w: MatrixWorld) {
  const response = await t.api('PUT', `/api/groups/${w.group.id}/parent-chat`, {
    token: w.classTeacher.token,
    body: { enabled: true },
  });
  if (response.status !== 200) throw new Error(`the parent chat setting failed: ${response.raw}`);
}

/** A student of a fresh class of the class's teacher, so a block of them touches no other row. */
async function freshPupil(t: TestContext, w: MatrixWorld) {
  const pupil = await t.factories.buildStudent();
  await t.factories.buildGroup({ teacher: w.classTeacher, students: [pupil] });
  return pupil;
}

/** A message from the class's teacher to the class's student, written through the API. */
async function teacherWrites(t: TestContext, w: MatrixWorld) {
  const response = await t.api('POST', '/api/messages', {
    token: w.classTeacher.token,
    body: { to_id: w.classStudent.id, text: `Well done today ${SECRET}`, client_key: clientKey() },
  });
  if (response.status !== 200) throw new Error(`the teacher's message failed: ${response.raw}`);
}

export const CHAT_ROWS: AccessRow[] = [
  {
    route: 'GET /api/users/{id}/chats',
    target: 'own',
    call: async (t, w) => {
      await teacherWrites(t, w);
      return { method: 'GET', url: `/api/users/${w.classStudent.id}/chats` };
    },
    expected: childOwn(200),
    check(w, _actor, data) {
      const { conversations } = conversationsSchema.parse(data);
      expect(conversations.map((c) => c.user_id)).toContain(w.classTeacher.id);
      expect(conversations.map((c) => c.user_id)).not.toContain(w.classmate.id);
    },
  },
  {
    route: 'GET /api/users/{id}/chats/{to}/messages',
    target: 'own',
    call: async (t, w) => {
      await teacherWrites(t, w);
      return { method: 'GET', url: `/api/users/${w.classStudent.id}/chats/${w.classTeacher.id}/messages` };
    },
    expected: childOwn(200),
    check(w, _actor, data) {
      const { messages } = chatMessagesPageSchema.parse(data);
      for (const message of messages) expect([message.from_id, message.to_id]).toContain(w.classStudent.id);
    },
  },
  {
    route: 'POST /api/messages',
    target: 'any',
    call: async (t, w) => {
      await openToParents(t, w);
      return {
        method: 'POST',
        url: '/api/messages',
        body: { to_id: w.classTeacher.id, text: 'When is the next lesson?', client_key: clientKey() },
      };
    },
    // The teacher's students write to them, and a student's parent once the class lets parents write; the teacher
    // has no chat with themselves, nobody else with them.
    expected: { ...REFUSED, classStudent: 200, classmate: 200, parent: 200 },
  },
  {
    route: 'POST /api/users/{id}/chats/{to}/read',
    target: 'own',
    call: async (t, w) => {
      await teacherWrites(t, w);
      return { method: 'POST', url: `/api/users/${w.classStudent.id}/chats/${w.classTeacher.id}/read` };
    },
    expected: childOwn(200),
  },
  {
    route: 'GET /api/teachers/{id}/chatblocks',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/teachers/${w.classTeacher.id}/chatblocks` }),
    expected: teacherOwn(200),
  },
  {
    route: 'POST /api/teachers/{id}/chatblocks',
    target: 'own',
    call: async (t, w) => ({
      method: 'POST',
      url: `/api/teachers/${w.classTeacher.id}/chatblocks`,
      body: { student_id: (await freshPupil(t, w)).id },
    }),
    expected: teacherOwn(201),
  },
  {
    route: 'DELETE /api/chatblocks/{id}',
    target: 'own',
    call: async (t, w) => {
      const created = await t.api('POST', `/api/teachers/${w.classTeacher.id}/chatblocks`, {
        token: w.classTeacher.token,
        body: { student_id: (await freshPupil(t, w)).id },
      });
      return { method: 'DELETE', url: `/api/chatblocks/${dataOf(created, chatBlockSchema).id}` };
    },
    // Another teacher's block is answered as missing.
    expected: { ...teacherOwn(200), otherTeacher: 404 },
  },
  {
    route: 'GET /api/groups/{id}/parent-chat',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/groups/${w.group.id}/parent-chat` }),
    expected: { ...classStaff(200), parent: 403 },
    check(w, _actor, data) {
      expect(parentChatSettingSchema.parse(data).group_id).toBe(w.group.id);
    },
  },
  {
    route: 'PUT /api/groups/{id}/parent-chat',
    target: 'own',
    call: (_t, w) => ({ method: 'PUT', url: `/api/groups/${w.group.id}/parent-chat`, body: { enabled: true } }),
    expected: { ...classStaff(200), parent: 403 },
  },
];
