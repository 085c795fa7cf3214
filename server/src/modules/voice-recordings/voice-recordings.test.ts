import {
  VOICE_RECORDING_MAX_BYTES,
  VOICE_RECORDING_URL_TTL_SECONDS,
  voiceRecordingSchema,
  voiceRecordingsPageSchema,
  voiceUnheardSchema,
} from '@umka/contracts';
import { afterEach, beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { type ApiResponse, dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import {
  ARTICULATION,
  audioUrlOf,
  SAMPLE_VOICES,
  sendVoice,
  sendVoiceOk,
  storedVoiceFiles,
  storeVoiceRecording,
} from './voice-recordings.fixture.ts';

/** Speech therapy sits with reading in the demo; any subject with a class works. */
const SUBJECT = 2;

function fieldCodes(response: ApiResponse): Record<string, string> {
  expect(response.status, response.raw).toBe(422);
  return Object.fromEntries((errorOf(response).fields ?? []).map((field) => [field.field, field.code]));
}

async function receivedBy(t: TestContext, teacher: TestUser, query = '') {
  return dataOf(
    await t.api('GET', `/api/voice-recordings${query}`, { token: teacher.token }),
    voiceRecordingsPageSchema,
  );
}

describeEachDatabase('voice recordings', (t) => {
  let teacher: TestUser;
  let student: TestUser;
  let classmate: TestUser;

  beforeAll(async () => {
    teacher = await t.factories.buildTeacher({ subjects: [SUBJECT] });
    student = await t.factories.buildStudent();
    classmate = await t.factories.buildStudent();
    await t.factories.buildGroup({ teacher, students: [student, classmate], subjectId: SUBJECT });
  });
  afterEach(() => t.clock.reset());

  it("sends a child's WebM recording to the teacher of their class, kept under a generated name", async () => {
    const before = await storedVoiceFiles(t);
    const response = await sendVoice(t, student.token, SUBJECT, SAMPLE_VOICES.webm, { topic_title: '  Часики ' });
    expect(response.status, response.raw).toBe(201);
    const recording = dataOf(response, voiceRecordingSchema);
    expect(recording).toMatchObject({
      student_id: student.id,
      student_name: `${student.first_name} ${student.last_name}`,
      teacher_id: teacher.id,
      subject_id: SUBJECT,
      topic: ARTICULATION.topic,
      topic_title: 'Часики',
      content_type: 'audio/webm',
      size: SAMPLE_VOICES.webm.length,
      duration_ms: 4200,
      heard_at: null,
    });
    const added = (await storedVoiceFiles(t)).filter((name) => !before.includes(name));
    expect(added).toEqual([expect.stringMatching(/^[0-9a-f-]{36}\.webm$/)]);

    const list = await receivedBy(t, teacher);
    expect(list.items[0]).toEqual(recording);
    expect(list.unheard).toBeGreaterThanOrEqual(1);
  });

  it("keeps Safari's M4A as audio/mp4, whatever name and type the browser gave it", async () => {
    const response = await sendVoice(t, student.token, SUBJECT, SAMPLE_VOICES.m4a);
    expect(dataOf(response, voiceRecordingSchema)).toMatchObject({ content_type: 'audio/mp4' });
  });

  it.each([
    ['Ogg', SAMPLE_VOICES.ogg],
    ['Matroska', SAMPLE_VOICES.mkv],
    ['a PDF', SAMPLE_VOICES.pdf],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s on the audio field and leaves nothing behind', async (_name, bytes) => {
    const before = await storedVoiceFiles(t);
    const response = await sendVoice(t, student.token, SUBJECT, bytes);
    expect(fieldCodes(response)).toEqual({ audio: 'VOICE_TYPE_NOT_ALLOWED' });
    expect(await storedVoiceFiles(t)).toEqual(before);
  });

  it('refuses a recording over the size limit with 413 and leaves nothing behind', async () => {
    const before = await storedVoiceFiles(t);
    const big = Buffer.concat([SAMPLE_VOICES.webm, Buffer.alloc(VOICE_RECORDING_MAX_BYTES)]);
    const response = await sendVoice(t, student.token, SUBJECT, big);
    expect(response.status, response.raw).toBe(413);
    expect(errorOf(response).code).toBe('VOICE_TOO_LARGE');
    expect(await storedVoiceFiles(t)).toEqual(before);
  });

  it('names every bad field at once, a recording over a minute and ten seconds among them, and keeps no file', async () => {
    const before = await storedVoiceFiles(t);
    const response = await sendVoice(t, student.token, SUBJECT, SAMPLE_VOICES.pdf, {
      topic: 'Has Spaces',
      topic_title: ' ',
      duration_ms: '70001',
    });
    expect(fieldCodes(response)).toEqual({
      topic: 'FIELD_INVALID',
      topic_title: 'FIELD_REQUIRED',
      duration_ms: 'VOICE_TOO_LONG',
      audio: 'VOICE_TYPE_NOT_ALLOWED',
    });
    const unknown = await sendVoice(t, student.token, SUBJECT, SAMPLE_VOICES.webm, { subject_id: 'two' });
    expect(fieldCodes(unknown)).toEqual({ subject_id: 'FIELD_INVALID' });
    expect(await storedVoiceFiles(t)).toEqual(before);
  });

  it('tells a child with no class in the subject that nobody would get it, and keeps nothing', async () => {
    const loner = await t.factories.buildStudent();
    const left = await t.factories.buildStudent();
    await t.factories.buildGroup({ teacher, students: [left], subjectId: SUBJECT, deleted: true });
    const before = await storedVoiceFiles(t);

    for (const child of [loner, left]) {
      const response = await sendVoice(t, child.token, SUBJECT);
      expect(response.status, response.raw).toBe(422);
      expect(errorOf(response).code).toBe('NO_TEACHER_FOR_SUBJECT');
      expect(errorOf(response).message['ru-RU']).toMatch(/нет учителя по этому предмету/);
    }
    expect(await sendVoice(t, student.token, 1).then((response) => errorOf(response).code)).toBe(
      'NO_TEACHER_FOR_SUBJECT',
    );
    expect(await storedVoiceFiles(t)).toEqual(before);
  });

  it('goes to the teacher of the class the child joined last, when they sit in two of the subject', async () => {
    const first = await t.factories.buildTeacher({ subjects: [SUBJECT] });
    const second = await t.factories.buildTeacher({ subjects: [SUBJECT] });
    const child = await t.factories.buildStudent();
    await t.factories.buildGroup({ teacher: first, students: [child], subjectId: SUBJECT });
    t.clock.advance(60_000);
    const later = await t.factories.buildGroup({ teacher: second, subjectId: SUBJECT });
    await t.database.db
      .insertInto('group_students')
      .values({ group_id: later.id, student_id: child.id, created_at: t.clock.now().toISOString() })
      .execute();

    expect((await sendVoiceOk(t, child, SUBJECT)).teacher_id).toBe(second.id);
    expect((await receivedBy(t, first)).total).toBe(0);
  });

  it('lets a child send 20 a day and refuses the next with 429 and nothing on disk; a full yesterday does not count', async () => {
    const child = await t.factories.buildStudent();
    await t.factories.buildGroup({ teacher, students: [child], subjectId: SUBJECT });
    const now = t.clock.now().getTime();
    const day = (offset: number) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
    await t.database.db
      .insertInto('voice_recording_days')
      .values([
        { student_id: child.id, day: day(-1), sent: 20 },
        { student_id: child.id, day: day(0), sent: 19 },
      ])
      .execute();

    await sendVoiceOk(t, child, SUBJECT);
    const before = await storedVoiceFiles(t);
    const refused = await sendVoice(t, child.token, SUBJECT);
    expect(refused.status, refused.raw).toBe(429);
    expect(errorOf(refused).code).toBe('VOICE_DAILY_LIMIT');
    expect(await storedVoiceFiles(t)).toEqual(before);
  });

  it('lets exactly the sends that fit in the day through when they arrive at once', async () => {
    const child = await t.factories.buildStudent();
    await t.factories.buildGroup({ teacher, students: [child], subjectId: SUBJECT });
    const today = t.clock.now().toISOString().slice(0, 10);
    await t.database.db
      .insertInto('voice_recording_days')
      .values({ student_id: child.id, day: today, sent: 16 })
      .execute();
    const before = await storedVoiceFiles(t);

    const statuses = (await Promise.all(Array.from({ length: 10 }, () => sendVoice(t, child.token, SUBJECT)))).map(
      (response) => response.status,
    );

    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    const sent = dataOf(
      await t.api('GET', '/api/voice-recordings/sent', { token: child.token }),
      voiceRecordingsPageSchema,
    );
    expect(sent.total).toBe(4);
    expect((await storedVoiceFiles(t)).filter((name) => !before.includes(name))).toHaveLength(4);
  });

  it('gives the teacher pages newest first, and marks one heard once, lowering the unheard count', async () => {
    const owner = await t.factories.buildTeacher({ subjects: [SUBJECT] });
    const child = await t.factories.buildStudent();
    await t.factories.buildGroup({ teacher: owner, students: [child], subjectId: SUBJECT });
    const older = await sendVoiceOk(t, child, SUBJECT);
    const newer = await sendVoiceOk(t, child, SUBJECT);

    const first = await receivedBy(t, owner, '?per_page=1');
    const second = await receivedBy(t, owner, '?per_page=1&page=2');
    expect(first).toMatchObject({ total: 2, last_page: 2, unheard: 2, items: [{ id: newer.id }] });
    expect(second.items.map((item) => item.id)).toEqual([older.id]);

    const heard = await t.api('POST', `/api/voice-recordings/${older.id}/heard`, { token: owner.token });
    const heardAt = dataOf(heard, voiceRecordingSchema).heard_at;
    expect(heardAt).not.toBeNull();
    t.clock.advance(5000);
    const again = await t.api('POST', `/api/voice-recordings/${older.id}/heard`, { token: owner.token });
    expect(dataOf(again, voiceRecordingSchema).heard_at).toBe(heardAt);

    const unheard = await t.api('GET', '/api/voice-recordings/unheard', { token: owner.token });
    expect(dataOf(unheard, voiceUnheardSchema)).toEqual({ count: 1 });
    expect((await receivedBy(t, owner)).unheard).toBe(1);
    const byChild = await t.api('POST', `/api/voice-recordings/${older.id}/heard`, { token: child.token });
    expect(byChild.status).toBe(403);
  });

  it('plays the sound from a short-lived signed address, with ranges, to its teacher and its child only', async () => {
    const recording = await sendVoiceOk(t, student, SUBJECT);
    const url = await audioUrlOf(t, teacher, recording.id);

    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/webm');
    expect(whole.rawPayload.equals(SAMPLE_VOICES.webm)).toBe(true);
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(SAMPLE_VOICES.webm.subarray(0, 10))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: await audioUrlOf(t, student, recording.id) })).statusCode).toBe(
      200,
    );

    const forged = url.replace(/sig=[^&]+/, `sig=${'A'.repeat(43)}`);
    expect((await t.api('GET', forged)).status).toBe(403);
    const classmateAsks = await t.api('GET', `/api/voice-recordings/${recording.id}/audio-url`, {
      token: classmate.token,
    });
    expect(classmateAsks.status).toBe(403);

    t.clock.advance((VOICE_RECORDING_URL_TTL_SECONDS + 1) * 1000);
    const expired = await t.api('GET', url);
    expect(expired.status).toBe(403);
    expect(errorOf(expired).code).toBe('VIDEO_LINK_EXPIRED');
  });

  it('shows a child only what they sent, and lets them or the teacher delete it with its file', async () => {
    const mine = await sendVoiceOk(t, student, SUBJECT);
    const theirs = await sendVoiceOk(t, classmate, SUBJECT);

    const sent = dataOf(
      await t.api('GET', '/api/voice-recordings/sent?per_page=100', { token: classmate.token }),
      voiceRecordingsPageSchema,
    );
    expect(sent.items.every((item) => item.student_id === classmate.id)).toBe(true);
    expect(sent.items.map((item) => item.id)).toContain(theirs.id);
    expect((await t.api('DELETE', `/api/voice-recordings/${mine.id}`, { token: classmate.token })).status).toBe(403);

    const before = await storedVoiceFiles(t);
    expect((await t.api('DELETE', `/api/voice-recordings/${mine.id}`, { token: student.token })).status).toBe(200);
    expect((await t.api('DELETE', `/api/voice-recordings/${theirs.id}`, { token: teacher.token })).status).toBe(200);
    expect(await storedVoiceFiles(t)).toHaveLength(before.length - 2);
    expect((await t.api('DELETE', `/api/voice-recordings/${mine.id}`, { token: teacher.token })).status).toBe(404);
    expect((await t.api('GET', `/api/voice-recordings/${theirs.id}/audio-url`, { token: teacher.token })).status).toBe(
      404,
    );
  });

  it('keeps another teacher and an admin away from a recording', async () => {
    const other = await t.factories.buildTeacher({ subjects: [SUBJECT] });
    const admin = await t.factories.buildAdmin();
    const recording = await storeVoiceRecording(t, { student, teacher, subjectId: SUBJECT });

    expect((await receivedBy(t, other)).items).toEqual([]);
    for (const user of [other, admin]) {
      expect(
        (await t.api('GET', `/api/voice-recordings/${recording.id}/audio-url`, { token: user.token })).status,
      ).toBe(403);
      expect((await t.api('DELETE', `/api/voice-recordings/${recording.id}`, { token: user.token })).status).toBe(403);
    }
    expect((await t.api('GET', '/api/voice-recordings', { token: admin.token })).status).toBe(403);
    expect((await t.api('GET', '/api/voice-recordings', { token: student.token })).status).toBe(403);
    expect((await sendVoice(t, teacher.token, SUBJECT)).status).toBe(403);
  });
});
