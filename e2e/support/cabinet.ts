import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { ROLE, type RoleId, TOKEN_HEADER, type TrainerResult } from '@umka/contracts';
import { type FlashAnzanSettings, flashAnzanRules, sumOf } from '@umka/games';
import { baseURL, DEMO } from './browser.ts';
import { trainerByComponent } from './trainers.ts';

/** Mental arithmetic: a subject with trainers, a class page and a diary. */
export const MENTAL_ID = 3;
export const MENTAL = 'Ментальная арифметика';

export interface Account {
  id: number;
  email: string;
  password: string;
  /** As the app writes it: first name, then last name. */
  name: string;
}

export interface Cabinet {
  teacher: Account;
  students: [Account, Account];
  classId: number;
  classTitle: string;
}

async function logInByApi(email: string, password: string): Promise<string> {
  const response = await fetch(`${baseURL()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const token = response.headers.get(TOKEN_HEADER);
  if (!token) throw new Error(`login of ${email} failed with ${response.status}`);
  return token;
}

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseURL()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed with ${response.status}: ${await response.text()}`);
  const envelope: { data: T } = await response.json();
  return envelope.data;
}

/** Staff passwords need 12 characters and must not be common ones; a random tail keeps them unguessable. */
const newPassword = () => `Umka-${randomUUID().slice(0, 8)}`;

/** The demo admin creates an account, as the admin's users page would. */
async function createAccount(
  adminToken: string,
  role: RoleId,
  firstName: string,
  lastName: string,
  subjectIds: number[] = [],
): Promise<Account> {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
  const password = newPassword();
  const { user } = await call<{ user: { id: number; name: string } }>(adminToken, 'POST', '/users', {
    role_id: role,
    first_name: firstName,
    last_name: lastName,
    email,
    password,
    subject_ids: subjectIds,
  });
  return { id: user.id, email, password, name: user.name };
}

/**
 * A teacher of their own, so journeys that rename them or change their password touch no one else. A teacher
 * works only in their own subjects (mental arithmetic unless told), as an admin creating one must choose.
 */
export async function createTeacher(
  firstName: string,
  lastName: string,
  subjectIds: number[] = [MENTAL_ID],
): Promise<Account> {
  return createAccount(await logInByApi(DEMO.admin, DEMO.password), ROLE.teacher, firstName, lastName, subjectIds);
}

/**
 * A new teacher with a new mental arithmetic class of two new students: their diary, likes and ratings
 * start empty, whatever other journeys of the run did to the demo class.
 */
export async function createCabinet(): Promise<Cabinet> {
  const admin = await logInByApi(DEMO.admin, DEMO.password);
  const teacher = await createAccount(admin, ROLE.teacher, 'Ольга', 'Учительская', [MENTAL_ID]);
  const students: [Account, Account] = [
    await createAccount(admin, ROLE.student, 'Вера', 'Лесная', [MENTAL_ID]),
    await createAccount(admin, ROLE.student, 'Глеб', 'Морозов', [MENTAL_ID]),
  ];
  const classTitle = `Счёт ${randomUUID().slice(0, 4)}`;
  const group = await call<{ id: number }>(admin, 'POST', '/groups', {
    title: classTitle,
    subject_id: MENTAL_ID,
    teacher_id: teacher.id,
  });
  for (const student of students) {
    await call(admin, 'POST', `/groups/${group.id}/students`, { student_id: student.id });
  }
  return { teacher, students, classId: group.id, classTitle };
}

/** Small and quick, and five right answers: what the seeded likes rule pays for. */
const ROUND: FlashAnzanSettings = {
  digits: 1,
  count: 2,
  speedMs: 100,
  operations: 'add',
  allowNegative: false,
  problems: 5,
};

/**
 * The student plays a flash-anzan round through the API, every sum right and each answer as slow as the
 * server's human floor, waiting as long as such a round takes so the server's own clock agrees.
 */
export async function playFlashAnzanRound(student: Account): Promise<TrainerResult> {
  const trainer = await trainerByComponent('flashAnzan');
  const token = await logInByApi(student.email, student.password);
  const session = await call<{ session_id: number; seed: number }>(token, 'POST', `/trainers/${trainer.id}/sessions`, {
    subject_id: MENTAL_ID,
    settings: ROUND,
  });
  const answers = flashAnzanRules.generate(session.seed, ROUND).map((task, index) => ({
    index,
    answer: sumOf(task),
    ms: flashAnzanRules.minAnswerMs(task, ROUND),
  }));
  const elapsed = answers.reduce((total, answer) => total + answer.ms, 0);
  await new Promise((done) => setTimeout(done, elapsed + 200));
  const result = await call<TrainerResult>(token, 'POST', `/trainers/sessions/${session.session_id}/result`, {
    answers,
    elapsed_ms: elapsed,
  });
  if (result.validate_status !== 'ok') throw new Error(`the round was rejected: ${JSON.stringify(result)}`);
  return result;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** A real PNG photo of one colour, made here so the journey needs no picture on disk. */
export function solidPng(side: number, [red, green, blue]: readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bits per channel
  header.writeUInt8(2, 9); // truecolour RGB
  // Each scanline starts with filter type 0 (none).
  const line = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: side }, () => [red, green, blue]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: side }, () => line));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
