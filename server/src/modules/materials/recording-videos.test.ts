import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  clientConfigSchema,
  RECORDING_VIDEO_URL_TTL_SECONDS,
  type Recording,
  recordingSchema,
  recordingVideoUrlSchema,
  studentClassSchema,
} from '@umka/contracts';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestUser } from '../../test/factories.ts';
import { type ApiResponse, dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { buildClassroom, type Classroom, sendMultipart, trainerRules } from '../homework/homework.fixture.ts';
import { addRecording } from './materials.fixture.ts';
import { RECORDINGS_FOLDER } from './recording-video-store.ts';
import { addVideoRecording, SAMPLE_VIDEOS, uploadVideo } from './recording-videos.fixture.ts';

/** Every file in the recordings folder, temporary ones included. */
async function storedFiles(t: TestContext): Promise<string[]> {
  try {
    return (await readdir(join(t.storageDir, RECORDINGS_FOLDER))).sort();
  } catch {
    return [];
  }
}

function fieldCodes(response: ApiResponse): Record<string, string> {
  expect(response.status, response.raw).toBe(422);
  return Object.fromEntries((errorOf(response).fields ?? []).map((field) => [field.field, field.code]));
}

async function signedUrl(t: TestContext, user: TestUser, recordingId: number) {
  const response = await t.api('GET', `/api/recordings/${recordingId}/video-url`, { token: user.token });
  return dataOf(response, recordingVideoUrlSchema);
}

describeEachDatabase(
  'recording videos',
  (t) => {
    let room: Classroom;
    beforeAll(async () => {
      room = await buildClassroom(t);
    });
    afterEach(() => t.clock.reset());

    it('keeps an uploaded MP4 under a generated name and lists it as a video recording', async () => {
      const before = await storedFiles(t);
      const response = await uploadVideo(t, room.teacher.token, room.group.id, SAMPLE_VIDEOS.mp4, {
        title: '  Fractions, part 1 ',
        recorded_on: '2026-11-18',
      });
      expect(response.status, response.raw).toBe(201);
      const recording = dataOf(response, recordingSchema);
      expect(recording).toMatchObject({
        group_id: room.group.id,
        title: 'Fractions, part 1',
        recorded_on: '2026-11-18',
        kind: 'video',
        url: null,
        video: { size: SAMPLE_VIDEOS.mp4.length, content_type: 'video/mp4' },
      });
      const added = (await storedFiles(t)).filter((name) => !before.includes(name));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatch(/^[0-9a-f-]{36}\.mp4$/);

      const listed = await t.api('GET', `/api/groups/${room.group.id}/recordings`, { token: room.student.token });
      expect(dataOf(listed, z.array(recordingSchema))).toContainEqual(recording);
      const classes = await t.api('GET', `/api/students/${room.student.id}/classes`, { token: room.student.token });
      const [own] = dataOf(classes, z.array(studentClassSchema));
      expect(own?.recordings).toContainEqual(recording);
    });

    it('keeps a WebM video as video/webm, whatever name and type the browser gave it', async () => {
      const response = await sendMultipart(t, `/api/groups/${room.group.id}/recordings/video`, room.admin.token, [
        { name: 'file', file: { filename: 'lesson.mp4', bytes: SAMPLE_VIDEOS.webm, contentType: 'video/mp4' } },
        { name: 'title', value: 'Sent file first' },
        { name: 'recorded_on', value: '2026-11-19' },
      ]);
      expect(dataOf(response, recordingSchema)).toMatchObject({
        kind: 'video',
        title: 'Sent file first',
        video: { size: SAMPLE_VIDEOS.webm.length, content_type: 'video/webm' },
      });
    });

    it.each([
      ['Matroska', SAMPLE_VIDEOS.mkv],
      ['a HEIF picture', SAMPLE_VIDEOS.heic],
      ['AVI', SAMPLE_VIDEOS.avi],
      ['an empty file', Buffer.alloc(0)],
    ])('refuses %s on the file field and leaves nothing behind', async (_name, bytes) => {
      const before = await storedFiles(t);
      const response = await uploadVideo(t, room.teacher.token, room.group.id, bytes);
      expect(fieldCodes(response)).toEqual({ file: 'VIDEO_TYPE_NOT_ALLOWED' });
      expect(errorOf(response).fields?.[0]?.message['ru-RU']).toBe('Загрузите видео в формате MP4 или WebM');
      expect(await storedFiles(t)).toEqual(before);
    });

    it('names every missing or bad field at once and keeps no file', async () => {
      const before = await storedFiles(t);
      const bad = await uploadVideo(t, room.teacher.token, room.group.id, SAMPLE_VIDEOS.mkv, {
        recorded_on: '2026-02-30',
      });
      expect(fieldCodes(bad)).toEqual({
        title: 'FIELD_REQUIRED',
        recorded_on: 'FIELD_INVALID',
        file: 'VIDEO_TYPE_NOT_ALLOWED',
      });
      const noFile = await sendMultipart(t, `/api/groups/${room.group.id}/recordings/video`, room.teacher.token, [
        { name: 'title', value: 'No file' },
        { name: 'recorded_on', value: '2026-11-20' },
      ]);
      expect(fieldCodes(noFile)).toEqual({ file: 'FIELD_REQUIRED' });
      const extra = await sendMultipart(t, `/api/groups/${room.group.id}/recordings/video`, room.teacher.token, [
        { name: 'title', value: 'Two files' },
        { name: 'recorded_on', value: '2026-11-20' },
        { name: 'file', file: { filename: 'a.mp4', bytes: SAMPLE_VIDEOS.mp4 } },
        { name: 'other', file: { filename: 'b.mp4', bytes: SAMPLE_VIDEOS.mp4 } },
      ]);
      expect(fieldCodes(extra)).toEqual({ other: 'FIELD_INVALID' });
      const flood = await sendMultipart(
        t,
        `/api/groups/${room.group.id}/recordings/video`,
        room.teacher.token,
        Array.from({ length: 8 }, (_, index) => ({ name: `f${index}`, value: 'x' })),
      );
      expect(flood.status).toBe(400);
      expect(errorOf(flood).code).toBe('BAD_REQUEST');
      const json = await t.api('POST', `/api/groups/${room.group.id}/recordings/video`, {
        token: room.teacher.token,
        body: { title: 'Not multipart' },
      });
      expect(fieldCodes(json)).toEqual({ file: 'FIELD_REQUIRED' });
      expect(await storedFiles(t)).toEqual(before);
    });

    it("refuses another teacher's upload before keeping a byte", async () => {
      const before = await storedFiles(t);
      const response = await uploadVideo(t, room.otherTeacher.token, room.group.id, SAMPLE_VIDEOS.mp4);
      expect(response.status).toBe(403);
      expect(await storedFiles(t)).toEqual(before);
    });

    it('plays through a signed address with headers fit for a private video', async () => {
      const recording = await addVideoRecording(t, room.teacher, room.group.id);
      const signed = await signedUrl(t, room.student, recording.id);
      expect(signed.url).toMatch(
        new RegExp(`^/api/recordings/${recording.id}/video\\?u=${room.student.id}&exp=\\d+&sig=[\\w-]{43}$`),
      );
      const ttl = (Date.parse(signed.expires_at) - t.clock.now().getTime()) / 1000;
      expect(ttl).toBeGreaterThan(RECORDING_VIDEO_URL_TTL_SECONDS - 5);
      expect(ttl).toBeLessThanOrEqual(RECORDING_VIDEO_URL_TTL_SECONDS);

      const whole = await t.app.inject({ method: 'GET', url: signed.url });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(SAMPLE_VIDEOS.mp4)).toBe(true);
      expect(whole.headers).toMatchObject({
        'content-type': 'video/mp4',
        'content-length': String(SAMPLE_VIDEOS.mp4.length),
        'accept-ranges': 'bytes',
        'x-content-type-options': 'nosniff',
      });
      expect(String(whole.headers['cache-control'])).toMatch(/^private/);
      expect(String(whole.headers['content-security-policy'])).toContain("media-src 'self'");
    });

    it('answers byte ranges with 206 and the right slice, and 416 outside the file', async () => {
      const recording = await addVideoRecording(t, room.teacher, room.group.id);
      const { url } = await signedUrl(t, room.teacher, recording.id);
      const size = SAMPLE_VIDEOS.mp4.length;
      const ranged = (range: string) => t.app.inject({ method: 'GET', url, headers: { range } });

      const middle = await ranged('bytes=100-199');
      expect(middle.statusCode).toBe(206);
      expect(middle.rawPayload.equals(SAMPLE_VIDEOS.mp4.subarray(100, 200))).toBe(true);
      expect(middle.headers['content-range']).toBe(`bytes 100-199/${size}`);
      expect(middle.headers['content-length']).toBe('100');

      const open = await ranged('bytes=1000-');
      expect(open.statusCode).toBe(206);
      expect(open.rawPayload.equals(SAMPLE_VIDEOS.mp4.subarray(1000))).toBe(true);
      expect(open.headers['content-range']).toBe(`bytes 1000-${size - 1}/${size}`);

      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(size));
      expect(head.rawPayload.length).toBe(0);

      const tail = await ranged('bytes=-16');
      expect(tail.rawPayload.equals(SAMPLE_VIDEOS.mp4.subarray(size - 16))).toBe(true);

      for (const [range, start, end] of [
        ['bytes=0-99', 0, 99],
        ['bytes=-100', size - 100, size - 1],
        [`bytes=-${size + 4000}`, 0, size - 1],
        [`bytes=${size - 10}-${size + 4000}`, size - 10, size - 1],
      ] as const) {
        const slice = await ranged(range);
        expect(slice.statusCode, range).toBe(206);
        expect(slice.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`);
        expect(slice.rawPayload.equals(SAMPLE_VIDEOS.mp4.subarray(start, end + 1)), range).toBe(true);
      }

      for (const range of ['items=0-1', 'bytes=0-1,5-6']) {
        const whole = await ranged(range);
        expect(whole.statusCode, range).toBe(200);
        expect(whole.headers['content-range'], range).toBeUndefined();
        expect(whole.rawPayload.equals(SAMPLE_VIDEOS.mp4), range).toBe(true);
      }

      for (const range of [
        `bytes=${size}-`,
        `bytes=${size + 4000}-${size + 5000}`,
        'bytes=50-10',
        'bytes=-0',
        'bytes=-',
        'bytes=x-y',
      ]) {
        const refused = await ranged(range);
        expect(refused.statusCode, range).toBe(416);
        expect(refused.headers['content-range']).toBe(`bytes */${size}`);
        expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(JSON.parse(refused.body)).toMatchObject({ status: false, code: 'RANGE_NOT_SATISFIABLE' });
      }
    });

    it('lets a player revalidate its copy and resume only while the file is the same', async () => {
      const recording = await addVideoRecording(t, room.teacher, room.group.id);
      const { url } = await signedUrl(t, room.teacher, recording.id);
      const whole = await t.app.inject({ method: 'GET', url });
      const etag = String(whole.headers.etag);
      expect(etag).not.toBe('undefined');
      expect(whole.headers['last-modified']).toBeDefined();

      const unchanged = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.rawPayload.length).toBe(0);

      const resumed = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-', 'if-range': etag } });
      expect(resumed.statusCode).toBe(206);
      const stale = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-', 'if-range': '"other"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.rawPayload.equals(SAMPLE_VIDEOS.mp4)).toBe(true);
    });

    it('refuses an expired, forged, borrowed or missing signature with 403', async () => {
      const recording = await addVideoRecording(t, room.teacher, room.group.id);
      const other = await addVideoRecording(t, room.teacher, room.group.id, 'Other lesson');
      const { url } = await signedUrl(t, room.student, recording.id);
      const signature = new URL(url, 'http://umka.test').searchParams.get('sig') ?? '';
      const forged = url.replace(signature, `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`);
      const otherUrl = url.replace(`/recordings/${recording.id}/`, `/recordings/${other.id}/`);
      const later = url.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 3600}`);
      const borrowed = url.replace(`u=${room.student.id}`, `u=${room.teacher.id}`);
      const unsigned = `/api/recordings/${recording.id}/video`;
      for (const address of [forged, otherUrl, later, borrowed, unsigned, `${unsigned}?u=0&exp=1&sig=x`]) {
        const response = await t.api('GET', address);
        expect(response.status, address).toBe(403);
        expect(errorOf(response).code).toBe('VIDEO_LINK_EXPIRED');
      }
      expect((await t.api('GET', url)).status).toBe(200);
      t.clock.advance((RECORDING_VIDEO_URL_TTL_SECONDS + 1) * 1000);
      const expired = await t.api('GET', url);
      expect(expired.status).toBe(403);
      expect(errorOf(expired).message['en-US']).toContain('expired');
    });

    it('stops playing for a reader who left the class or was blocked, before the address expires', async () => {
      const own = await buildClassroom(t);
      const recording = await addVideoRecording(t, own.teacher, own.group.id);
      const forStudent = (await signedUrl(t, own.student, recording.id)).url;
      const forTeacher = (await signedUrl(t, own.teacher, recording.id)).url;
      expect((await t.api('GET', forStudent)).status).toBe(200);

      const detached = await t.api('DELETE', `/api/groups/${own.group.id}/students/${own.student.id}`, {
        token: own.teacher.token,
      });
      expect(detached.status, detached.raw).toBe(200);
      expect((await t.api('GET', forStudent)).status).toBe(403);

      await t.database.db.updateTable('users').set({ is_active: false }).where('id', '=', own.teacher.id).execute();
      const blocked = await t.api('GET', forTeacher);
      expect(blocked.status).toBe(403);
      expect(errorOf(blocked).code).toBe('VIDEO_LINK_EXPIRED');
    });

    it('has no video address for a link recording', async () => {
      const link = await addRecording(t, room.teacher, room.group.id, 'On YouTube');
      const response = await t.api('GET', `/api/recordings/${link.id}/video-url`, { token: room.student.token });
      expect(response.status).toBe(404);
    });

    it('deletes the video file with its recording, and the address stops working', async () => {
      const before = await storedFiles(t);
      const recording: Recording = await addVideoRecording(t, room.teacher, room.group.id, 'Short-lived');
      expect(await storedFiles(t)).toHaveLength(before.length + 1);
      const { url } = await signedUrl(t, room.teacher, recording.id);
      const removed = await t.api('DELETE', `/api/recordings/${recording.id}`, { token: room.admin.token });
      expect(removed.status).toBe(200);
      expect(await storedFiles(t)).toEqual(before);
      expect((await t.api('GET', url)).status).toBe(404);
    });
  },
  { trainerRules },
);

describeEachDatabase(
  'recording video size limit',
  (t) => {
    let room: Classroom;
    beforeAll(async () => {
      room = await buildClassroom(t);
    });

    it('refuses a video over the limit with a localized error and keeps nothing, not even a temporary file', async () => {
      const response = await uploadVideo(t, room.teacher.token, room.group.id, SAMPLE_VIDEOS.mp4);
      expect(response.status, response.raw).toBe(413);
      const error = errorOf(response);
      expect(error.code).toBe('VIDEO_TOO_LARGE');
      expect(error.message['ru-RU']).toContain('Видео слишком большое');
      expect(await storedFiles(t)).toEqual([]);
      const list = await t.api('GET', `/api/groups/${room.group.id}/recordings`, { token: room.teacher.token });
      expect(dataOf(list, z.array(recordingSchema))).toEqual([]);
    });

    it('tells the limit to the app before anyone logs in, so the form can refuse a bigger file at once', async () => {
      const config = dataOf(await t.api('GET', '/api/client-config'), clientConfigSchema);
      expect(config.recording_max_bytes).toBe(512);
    });

    it('takes a video of exactly the limit', async () => {
      const response = await uploadVideo(t, room.teacher.token, room.group.id, SAMPLE_VIDEOS.mp4.subarray(0, 512));
      expect(dataOf(response, recordingSchema).video?.size).toBe(512);
    });
  },
  { trainerRules, recordingMaxBytes: 512 },
);
