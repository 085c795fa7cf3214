import {
  groupSchema,
  loginResultSchema,
  paginated,
  studentClassSchema,
  voiceAudioUrlSchema,
  voiceRecordingSchema,
  voiceRecordingsPageSchema,
} from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { sendVoice } from '../../modules/voice-recordings/voice-recordings.fixture.ts';
import { seedDemo } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { DEMO_PASSWORD } from './demo.ts';

const READING = 2;

describeEachDatabase('the demo speech therapist and her voice recordings', (t) => {
  let therapist: { id: number; token: string };

  async function logIn(email: string) {
    const response = await t.api('POST', '/api/login', { body: { email, password: DEMO_PASSWORD } });
    return { id: dataOf(response, loginResultSchema).user.id, token: String(response.headers['jwt-token']) };
  }

  const recordingsOf = async (teacher: { token: string }) =>
    dataOf(await t.api('GET', '/api/voice-recordings', { token: teacher.token }), voiceRecordingsPageSchema);

  beforeAll(async () => {
    await seedDemo(t);
    therapist = await logIn('speech@example.com');
  });

  it('gives the speech therapist the reading class «Логопедия» of Миша and Даша, which Миша finds on his class page', async () => {
    const groups = dataOf(await t.api('GET', '/api/groups', { token: therapist.token }), paginated(groupSchema));
    // Beside it, her school readiness class of issue [13] (demo-english-readiness.test.ts).
    expect(groups.items.map((group) => [group.title, group.subject_id, group.students_count]).sort()).toEqual([
      ['Логопедия', READING, 2],
      ['Скоро в школу', 10, 1],
    ]);

    const student = await logIn('student@example.com');
    const classes = dataOf(
      await t.api('GET', `/api/students/${student.id}/classes`, { token: student.token }),
      z.array(studentClassSchema),
    );
    expect(classes.find((entry) => entry.subject_id === READING)).toMatchObject({
      title: 'Логопедия',
      teacher_name: 'Ольга Белова',
      schedule: [{ weekday: 3, starts_at: '16:00', duration_minutes: 30 }],
      message: expect.stringContaining('Барабанщика'),
    });
  });

  it("gives the speech therapist two of her reading students' recordings, the newest unheard, each playable", async () => {
    const page = await recordingsOf(therapist);
    expect(page.unheard).toBe(1);
    expect(
      page.items.map((item) => [item.student_name, item.subject_id, item.topic_title, item.heard_at === null]),
    ).toEqual([
      ['Миша Иванов', READING, 'Барабанщик', true],
      ['Даша Попова', READING, 'Лошадка', false],
    ]);

    for (const item of page.items) {
      const signed = dataOf(
        await t.api('GET', `/api/voice-recordings/${item.id}/audio-url`, { token: therapist.token }),
        voiceAudioUrlSchema,
      );
      const audio = await t.app.inject({ method: 'GET', url: signed.url });
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/webm');
      expect(audio.rawPayload.length).toBe(item.size);
    }
  });

  it('leaves the math teacher none: no student of hers recorded in her subjects', async () => {
    const page = await recordingsOf(await logIn('teacher@example.com'));
    expect(page).toMatchObject({ total: 0, unheard: 0 });
  });

  it("sends the demo student's new recording in reading to the speech therapist, his teacher there", async () => {
    const student = await logIn('student@example.com');
    const response = await sendVoice(t, student.token, READING);
    expect(response.status, response.raw).toBe(201);
    expect(dataOf(response, voiceRecordingSchema)).toMatchObject({
      student_id: student.id,
      teacher_id: therapist.id,
      subject_id: READING,
    });
    expect((await recordingsOf(therapist)).unheard).toBe(2);
  });
});
