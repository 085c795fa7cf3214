import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { errorMessage } from '@umka/contracts';
import sharp from 'sharp';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { DB } from '../db/schema.ts';
import {
  answerUrl,
  buildClassroom,
  type Classroom,
  createHomework,
  SUBJECT,
  sendMultipart,
  trainerRules,
} from '../modules/homework/homework.fixture.ts';
import { sendVoice } from '../modules/voice-recordings/voice-recordings.fixture.ts';
import { type ApiResponse, describeEachDatabase, errorOf, type TestContext } from '../test/harness.ts';

/** While `full`, every file the server writes fails the way a full disk does, after part of its bytes went down. */
const disk = vi.hoisted(() => ({ full: false }));

function noSpace(): NodeJS.ErrnoException {
  return Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 });
}

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const writeFile: typeof actual.writeFile = async (path, data, options) => {
    if (!disk.full) return actual.writeFile(path, data, options);
    await actual.writeFile(path, Buffer.from(data as Uint8Array).subarray(0, 16), options);
    throw noSpace();
  };
  return { ...actual, writeFile, default: { ...actual, writeFile } };
});

vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  const createWriteStream: typeof actual.createWriteStream = (path, options) => {
    const stream = actual.createWriteStream(path, options);
    if (!disk.full) return stream;
    const write = stream._write.bind(stream);
    // The first chunk lands halfway, then the disk is full: a partial file exists until the store removes it.
    stream._write = (chunk: Buffer, encoding, callback) =>
      write(chunk.subarray(0, Math.ceil(chunk.length / 2)), encoding, () => callback(noSpace()));
    stream._writev = (_chunks, callback) => callback(noSpace());
    return stream;
  };
  return { ...actual, createWriteStream, default: { ...actual, createWriteStream } };
});

/** Every file under the storage folder, temporary ones included. */
async function storedFiles(t: TestContext): Promise<string[]> {
  const entries = await readdir(t.storageDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function rowCount(t: TestContext, table: keyof DB): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function expectStorageFull(response: ApiResponse): void {
  expect(response.status, response.raw).toBe(507);
  expect(errorOf(response)).toMatchObject({ code: 'STORAGE_FULL', message: errorMessage('STORAGE_FULL') });
}

const BOUNDARY = '----umka-disk-full';

async function uploadAvatar(t: TestContext, token: string, userId: number): Promise<ApiResponse> {
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    picture,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/users/${userId}/avatar`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${token}` },
    payload,
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: JSON.parse(response.body),
    raw: response.body,
  };
}

describeEachDatabase(
  'uploads on a full disk',
  (t) => {
    let room: Classroom;

    beforeAll(async () => {
      room = await buildClassroom(t);
    });
    afterEach(() => {
      disk.full = false;
    });

    it('refuses a homework answer with its file with 507 STORAGE_FULL, keeping no answer, no file row and no bytes', async () => {
      const homework = await createHomework(t, room);
      const [answers, files, stored] = await Promise.all([
        rowCount(t, 'homework_answers'),
        rowCount(t, 'private_files'),
        storedFiles(t),
      ]);
      disk.full = true;
      const response = await sendMultipart(t, answerUrl(homework), room.student.token, [
        { name: 'text', value: 'My story' },
        { name: 'files', file: { filename: 'story.txt', bytes: Buffer.from('Once upon a time '.repeat(200)) } },
      ]);
      expectStorageFull(response);
      expect(await rowCount(t, 'homework_answers')).toBe(answers);
      expect(await rowCount(t, 'private_files')).toBe(files);
      expect(await storedFiles(t)).toEqual(stored);
    });

    it('refuses a new avatar with 507 STORAGE_FULL and leaves the old one in place', async () => {
      const before = await t.database.db
        .selectFrom('users')
        .select('avatar')
        .where('id', '=', room.student.id)
        .executeTakeFirstOrThrow();
      const stored = await storedFiles(t);
      disk.full = true;
      expectStorageFull(await uploadAvatar(t, room.student.token, room.student.id));
      const after = await t.database.db
        .selectFrom('users')
        .select('avatar')
        .where('id', '=', room.student.id)
        .executeTakeFirstOrThrow();
      expect(after.avatar).toBe(before.avatar);
      expect(await storedFiles(t)).toEqual(stored);
    });

    it('refuses a voice recording streamed to disk with 507 STORAGE_FULL, keeping no row and no temporary file', async () => {
      const [recordings, stored] = await Promise.all([rowCount(t, 'voice_recordings'), storedFiles(t)]);
      disk.full = true;
      expectStorageFull(await sendVoice(t, room.student.token, SUBJECT));
      expect(await rowCount(t, 'voice_recordings')).toBe(recordings);
      expect(await storedFiles(t)).toEqual(stored);
    });

    it('stores again as soon as there is space', async () => {
      const homework = await createHomework(t, room);
      const response = await sendMultipart(t, answerUrl(homework), room.student.token, [
        { name: 'files', file: { filename: 'story.txt', bytes: Buffer.from('Once upon a time') } },
      ]);
      expect(response.status, response.raw).toBe(201);
    });
  },
  { trainerRules },
);
