import { voiceRecordingsPageSchema } from '@umka/contracts';
import { expect } from 'vitest';
import { SUBJECT } from '../../modules/homework/homework.fixture.ts';
import { audioUrlOf, sendVoice, storeVoiceRecording } from '../../modules/voice-recordings/voice-recordings.fixture.ts';
import type { TestContext } from '../harness.ts';
import { type AccessRow, everyone, REFUSED } from './access-row.ts';
import { type MatrixWorld, SECRET } from './matrix-world.ts';

/** A recording the class's student sent their teacher, made fresh for each caller. */
const recording = (t: TestContext, w: MatrixWorld) =>
  storeVoiceRecording(t, {
    student: w.classStudent,
    teacher: w.classTeacher,
    subjectId: SUBJECT,
    topicTitle: `Часики ${SECRET}`,
  });

/** The child who recorded and the teacher it went to; the classmate and everyone else are refused. */
const pair = (status: number) => ({ ...REFUSED, classTeacher: status, classStudent: status, classmate: 403 });
const teachers = (status: number) => ({ ...REFUSED, classTeacher: status, otherTeacher: status });
const students = (status: number) => ({ ...REFUSED, classStudent: status, otherStudent: status, classmate: status });

/** Only the pair ever sees the recording's title. */
function keepsToOwn(w: MatrixWorld, actor: string, data: unknown) {
  const page = voiceRecordingsPageSchema.parse(data);
  const own = actor === 'classTeacher' || actor === 'classStudent';
  expect(page.items.some((item) => item.topic_title.includes(SECRET))).toBe(own);
  for (const item of page.items) {
    expect([item.student_id, item.teacher_id]).toContain(w[actor as 'classTeacher'].id);
  }
}

export const VOICE_RECORDINGS_ROWS: AccessRow[] = [
  {
    route: 'POST /api/voice-recordings',
    target: 'own',
    // The other student has no class in the class's subject: there is nobody to send it to.
    expected: { ...REFUSED, classStudent: 201, otherStudent: 422 },
    send: (t, _w, token) => sendVoice(t, token, SUBJECT),
  },
  {
    route: 'GET /api/voice-recordings',
    target: 'own',
    expected: teachers(200),
    call: async (t, w) => {
      await recording(t, w);
      return { method: 'GET', url: '/api/voice-recordings' };
    },
    check: keepsToOwn,
  },
  {
    route: 'GET /api/voice-recordings/unheard',
    target: 'own',
    expected: teachers(200),
    call: () => ({ method: 'GET', url: '/api/voice-recordings/unheard' }),
  },
  {
    route: 'GET /api/voice-recordings/sent',
    target: 'own',
    expected: students(200),
    call: async (t, w) => {
      await recording(t, w);
      return { method: 'GET', url: '/api/voice-recordings/sent' };
    },
    check: keepsToOwn,
  },
  {
    route: 'GET /api/voice-recordings/{id}/audio-url',
    target: 'own',
    expected: pair(200),
    call: async (t, w) => ({ method: 'GET', url: `/api/voice-recordings/${(await recording(t, w)).id}/audio-url` }),
  },
  {
    route: 'GET /api/voice-recordings/{id}/audio (signed)',
    target: 'any',
    expected: { ...everyone(200), classmate: 200 },
    call: async (t, w) => ({ method: 'GET', url: await audioUrlOf(t, w.classTeacher, (await recording(t, w)).id) }),
  },
  {
    route: 'GET /api/voice-recordings/{id}/audio (unsigned)',
    target: 'any',
    expected: { ...everyone(403), classmate: 403 },
    call: async (t, w) => ({ method: 'GET', url: `/api/voice-recordings/${(await recording(t, w)).id}/audio` }),
  },
  {
    route: 'POST /api/voice-recordings/{id}/heard',
    target: 'own',
    expected: { ...REFUSED, classTeacher: 200 },
    call: async (t, w) => ({ method: 'POST', url: `/api/voice-recordings/${(await recording(t, w)).id}/heard` }),
  },
  {
    route: 'DELETE /api/voice-recordings/{id}',
    target: 'own',
    expected: pair(200),
    call: async (t, w) => ({ method: 'DELETE', url: `/api/voice-recordings/${(await recording(t, w)).id}` }),
  },
];
