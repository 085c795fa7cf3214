import { randomUUID } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type VoiceRecording, voiceAudioUrlSchema, voiceRecordingSchema } from '@umka/contracts';
import { expect } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { type ApiResponse, dataOf, type TestContext } from '../../test/harness.ts';
import { sendMultipart } from '../homework/homework.fixture.ts';
import { SAMPLE_VIDEOS } from '../materials/recording-videos.fixture.ts';
import { toVoiceRecording } from './voice-recordings.mapper.ts';
import { findVoiceRecording, insertVoiceRecording } from './voice-recordings.repo.ts';
import { VOICE_RECORDINGS_FOLDER } from './voice-recordings.storage.ts';

function ftyp(brand: string): Buffer {
  return Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.alloc(12)]);
}

function oggOpusHead(): Buffer {
  const page = Buffer.alloc(28);
  page.write('OggS', 0, 'latin1');
  return Buffer.concat([page, Buffer.from('OpusHead', 'latin1'), Buffer.alloc(100)]);
}

/** Small synthetic files: the detector reads the first bytes only. */
export const SAMPLE_VOICES = {
  /** What Chrome, Edge and Firefox record (audio/webm;codecs=opus). */
  webm: SAMPLE_VIDEOS.webm,
  /** What Safari records (audio/mp4). */
  m4a: Buffer.concat([ftyp('M4A '), Buffer.alloc(400, 7)]),
  ogg: oggOpusHead(),
  mkv: SAMPLE_VIDEOS.mkv,
  pdf: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
};

export const ARTICULATION = { topic: 'articulation:clock', topic_title: 'Часики' };

export interface VoiceFields {
  subject_id?: string;
  topic?: string;
  topic_title?: string;
  duration_ms?: string;
}

export function sendVoice(
  t: TestContext,
  token: string | undefined,
  subjectId: number,
  bytes: Buffer = SAMPLE_VOICES.webm,
  fields: VoiceFields = {},
): Promise<ApiResponse> {
  const all = { subject_id: String(subjectId), ...ARTICULATION, duration_ms: '4200', ...fields };
  return sendMultipart(t, '/api/voice-recordings', token, [
    ...Object.entries(all).map(([name, value]) => ({ name, value })),
    { name: 'audio', file: { filename: 'voice.webm', bytes, contentType: 'audio/webm' } },
  ]);
}

export async function sendVoiceOk(t: TestContext, student: TestUser, subjectId: number): Promise<VoiceRecording> {
  const response = await sendVoice(t, student.token, subjectId);
  expect(response.status, response.raw).toBe(201);
  return dataOf(response, voiceRecordingSchema);
}

/**
 * A recording put straight into the database and the folder, past the daily limit: for tables that need a fresh one
 * for every caller.
 */
export async function storeVoiceRecording(
  t: TestContext,
  pair: { student: { id: number }; teacher: { id: number }; subjectId: number; topicTitle?: string },
): Promise<VoiceRecording> {
  const dir = join(t.storageDir, VOICE_RECORDINGS_FOLDER);
  const name = `${randomUUID()}.webm`;
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, name), SAMPLE_VOICES.webm);
  const db = t.database.db;
  const id = await insertVoiceRecording(db, {
    student_id: pair.student.id,
    teacher_id: pair.teacher.id,
    subject_id: pair.subjectId,
    topic: ARTICULATION.topic,
    topic_title: pair.topicTitle ?? ARTICULATION.topic_title,
    audio_name: name,
    audio_type: 'audio/webm',
    size: SAMPLE_VOICES.webm.length,
    duration_ms: 3000,
    created_at: new Date().toISOString(),
  });
  const row = await findVoiceRecording(db, id);
  if (!row) throw new Error('the stored voice recording is gone');
  return toVoiceRecording(row);
}

export async function audioUrlOf(t: TestContext, user: TestUser, id: number): Promise<string> {
  const response = await t.api('GET', `/api/voice-recordings/${id}/audio-url`, { token: user.token });
  return dataOf(response, voiceAudioUrlSchema).url;
}

/** Every file in the recordings folder, temporary ones included. */
export async function storedVoiceFiles(t: TestContext): Promise<string[]> {
  try {
    return (await readdir(join(t.storageDir, VOICE_RECORDINGS_FOLDER))).sort();
  } catch {
    return [];
  }
}
