import { type OnlineRoom, onlineRoomSchema } from '@umka/contracts';
import type { ConnectFourState } from '@umka/games';
import { expect } from 'vitest';
import { insertTrainerCatalogue } from '../../db/seed/trainers.ts';
import type { TestUser } from '../../test/factories.ts';
import { type ApiResponse, dataOf, type TestContext } from '../../test/harness.ts';

/** The subject the online tests play in: math, which has both games. */
export const ONLINE_SUBJECT = 1;

/** The catalogue's online games, by component. */
export async function onlineGames(t: TestContext): Promise<{ connect4: number; picnic: number }> {
  await insertTrainerCatalogue(t.database.db, t.clock.now().toISOString());
  const rows = await t.database.db
    .selectFrom('trainers')
    .select(['id', 'component'])
    .where('component', 'in', ['connect4', 'picnic'])
    .execute();
  const idOf = (component: string) => rows.find((row) => row.component === component)?.id ?? 0;
  return { connect4: idOf('connect4'), picnic: idOf('picnic') };
}

/** A student of the subject with the online games open (10 likes earned). */
export const player = (t: TestContext) =>
  t.factories.buildStudent({ subjects: [ONLINE_SUBJECT], likes: { [ONLINE_SUBJECT]: 12 } });

/** Two classmates in one class of the subject, and their teacher. */
export async function classmates(t: TestContext) {
  const [a, b] = [await player(t), await player(t)];
  const teacher = await t.factories.buildTeacher({ subjects: [ONLINE_SUBJECT] });
  await t.factories.buildGroup({ teacher, subjectId: ONLINE_SUBJECT, students: [a, b] });
  return { a, b, teacher };
}

export const roomOf = (response: ApiResponse) => dataOf(response, onlineRoomSchema);

export function command(t: TestContext, user: TestUser, roomId: string, body: unknown) {
  return t.api('POST', `/api/online/rooms/${roomId}/commands`, { token: user.token, body });
}

export async function createRoom(t: TestContext, user: TestUser, trainerId: number, extra: object = {}) {
  const response = await t.api('POST', '/api/online/rooms', {
    token: user.token,
    body: { trainer_id: trainerId, subject_id: ONLINE_SUBJECT, ...extra },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return roomOf(response);
}

export async function join(t: TestContext, user: TestUser, inviteKey: string) {
  return roomOf(await t.api('POST', '/api/online/rooms/join', { token: user.token, body: { invite_key: inviteKey } }));
}

/** Lets the clock pass and the room do what it waited for (a countdown, a deadline, a bot); the room as `user` sees it. */
export async function passTime(t: TestContext, roomId: string, ms: number, user: TestUser): Promise<OnlineRoom> {
  t.clock.advance(ms);
  await t.services.onlineRunner.wake(roomId);
  return roomOf(await t.api('GET', `/api/online/rooms/${roomId}`, { token: user.token }));
}

/** A connect-four game of a and b from the invite to the first move: both seated (a first), ready, the countdown over. */
export async function startedConnectFour(t: TestContext, a: TestUser, b: TestUser, trainerId: number) {
  const created = await createRoom(t, a, trainerId);
  await join(t, b, created.room.inviteKey);
  await command(t, a, created.room.id, { type: 'ready' });
  const starting = roomOf(await command(t, b, created.room.id, { type: 'ready' }));
  expect(starting.room.status).toBe('starting');
  const started = await passTime(t, created.room.id, 3_000, a);
  expect(started.room.status).toBe('inGame');
  return started;
}

export const drop = (t: TestContext, user: TestUser, roomId: string, column: number) =>
  command(t, user, roomId, { type: 'move', move: { column } });

/** Four discs of `first` in column 0 while `second` plays column 1: the first player wins on the seventh move. */
export async function playToWin(
  t: TestContext,
  roomId: string,
  first: TestUser,
  second: TestUser,
): Promise<OnlineRoom> {
  let last: OnlineRoom | null = null;
  for (let i = 0; i < 4; i++) {
    last = roomOf(await drop(t, first, roomId, 0));
    if (i < 3) last = roomOf(await drop(t, second, roomId, 1));
  }
  if (!last) throw new Error('no move was played');
  return last;
}

export const turnOf = (room: OnlineRoom) => (room.room.play as ConnectFourState).turn;
