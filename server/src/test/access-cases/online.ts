import { onlineInviteesSchema, onlineRoomSchema } from '@umka/contracts';
import { expect } from 'vitest';
import type { TestUser } from '../factories.ts';
import { dataOf, type TestContext } from '../harness.ts';
import { type AccessRow, type Expected, REFUSED } from './access-row.ts';
import { type MatrixWorld, WORLD_SUBJECT } from './matrix-world.ts';

/** Online rooms are played in the subject where the matrix's students earned their likes (connect four is in it). */
const SUBJECT = WORLD_SUBJECT;

async function connectFourId(t: TestContext): Promise<number> {
  const row = await t.database.db
    .selectFrom('trainers')
    .select('id')
    .where('component', '=', 'connect4')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A fresh room of `host`'s in the subject, for one caller. */
async function roomOf(t: TestContext, host: TestUser) {
  const response = await t.api('POST', '/api/online/rooms', {
    token: host.token,
    body: { trainer_id: await connectFourId(t), subject_id: SUBJECT },
  });
  return dataOf(response, onlineRoomSchema).room;
}

/** Players: the teacher who teaches the subject and every student of it; admins and other teachers are refused. */
const players = (status: number): Expected => ({
  ...REFUSED,
  otherTeacher: status,
  classStudent: status,
  otherStudent: status,
  classmate: status,
});
/** The one person in the room. */
const inRoom = (who: keyof Expected, status: number): Expected => ({ ...REFUSED, classmate: 403, [who]: status });

export const ONLINE_ROWS: AccessRow[] = [
  {
    route: `GET /api/online/games?subjectId=${SUBJECT}`,
    target: 'any',
    call: () => ({ method: 'GET', url: `/api/online/games?subjectId=${SUBJECT}` }),
    expected: players(200),
  },
  {
    route: 'GET /api/online/rooms/current',
    target: 'own',
    call: () => ({ method: 'GET', url: '/api/online/rooms/current' }),
    expected: { ...players(200), classTeacher: 200 },
  },
  {
    route: 'POST /api/online/rooms',
    target: 'own',
    call: async (t) => ({
      method: 'POST',
      url: '/api/online/rooms',
      body: { trainer_id: await connectFourId(t), subject_id: SUBJECT },
    }),
    expected: players(201),
  },
  {
    route: 'POST /api/online/queue',
    target: 'own',
    call: async (t) => ({
      method: 'POST',
      url: '/api/online/queue',
      body: { trainer_id: await connectFourId(t), subject_id: SUBJECT },
    }),
    expected: { ...players(200), otherTeacher: 403 },
  },
  {
    route: 'POST /api/online/rooms/join',
    target: 'foreign',
    call: async (t, w) => {
      const room = await roomOf(t, w.otherTeacher);
      return { method: 'POST', url: '/api/online/rooms/join', body: { invite_key: room.inviteKey } };
    },
    // Whoever holds the link and plays in the subject; the host is already in it.
    expected: players(200),
  },
  {
    route: 'GET /api/online/rooms/{roomId}',
    target: 'own',
    call: async (t, w) => ({ method: 'GET', url: `/api/online/rooms/${(await roomOf(t, w.classStudent)).id}` }),
    expected: inRoom('classStudent', 200),
  },
  {
    route: 'POST /api/online/rooms/{roomId}/commands',
    target: 'own',
    call: async (t, w) => ({
      method: 'POST',
      url: `/api/online/rooms/${(await roomOf(t, w.classStudent)).id}/commands`,
      body: { type: 'ready' },
    }),
    expected: inRoom('classStudent', 200),
  },
  {
    route: 'GET /api/online/rooms/{roomId}/invitees',
    target: 'own',
    call: async (t, w) => ({
      method: 'GET',
      url: `/api/online/rooms/${(await roomOf(t, w.otherTeacher)).id}/invitees`,
    }),
    expected: inRoom('otherTeacher', 200),
    check(w: MatrixWorld, _actor, data) {
      // The teacher's own students in the subject, nobody else.
      expect(onlineInviteesSchema.parse(data).items.map((each) => each.id)).toEqual([w.otherStudent.id]);
    },
  },
  {
    route: 'POST /api/online/rooms/{roomId}/invites',
    target: 'own',
    call: async (t, w) => ({
      method: 'POST',
      url: `/api/online/rooms/${(await roomOf(t, w.otherTeacher)).id}/invites`,
      body: { user_ids: [w.otherStudent.id] },
    }),
    expected: inRoom('otherTeacher', 200),
  },
];
