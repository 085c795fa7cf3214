import { type Recording, recordingSchema } from '@umka/contracts';
import { expect } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { type ApiResponse, dataOf, type TestContext } from '../../test/harness.ts';
import { sendMultipart } from '../homework/homework.fixture.ts';

/** Bytes that tell each slice apart, so a range answer can be compared with the slice it should be. */
function body(length: number): Buffer {
  return Buffer.from(Array.from({ length }, (_, index) => index % 251));
}

function ebmlHeader(docType: string): Buffer {
  const type = Buffer.from(docType, 'latin1');
  const children = Buffer.concat([
    Buffer.from([0x42, 0x86, 0x81, 0x01]),
    Buffer.from([0x42, 0x82, 0x80 | type.length]),
    type,
    Buffer.from([0x42, 0x87, 0x81, 0x04]),
  ]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | children.length]), children]);
}

function ftyp(brand: string): Buffer {
  return Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.alloc(12)]);
}

/** Small synthetic files: the detector reads the first bytes only. */
export const SAMPLE_VIDEOS = {
  mp4: Buffer.concat([ftyp('isom'), body(1000)]),
  mov: Buffer.concat([ftyp('qt  '), body(100)]),
  webm: Buffer.concat([ebmlHeader('webm'), body(600)]),
  mkv: Buffer.concat([ebmlHeader('matroska'), body(100)]),
  heic: Buffer.concat([ftyp('heic'), body(100)]),
  avi: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 1, 0, 0]), Buffer.from('AVI LIST'), body(100)]),
};

export function uploadVideo(
  t: TestContext,
  token: string | undefined,
  groupId: number,
  bytes: Buffer,
  fields: { title?: string; recorded_on?: string } = { title: 'Lesson video', recorded_on: '2026-11-20' },
): Promise<ApiResponse> {
  return sendMultipart(t, `/api/groups/${groupId}/recordings/video`, token, [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', file: { filename: 'lesson.mp4', bytes } },
  ]);
}

export async function addVideoRecording(
  t: TestContext,
  teacher: TestUser,
  groupId: number,
  title = 'Lesson video',
  bytes = SAMPLE_VIDEOS.mp4,
): Promise<Recording> {
  const response = await uploadVideo(t, teacher.token, groupId, bytes, { title, recorded_on: '2026-11-20' });
  expect(response.status, response.raw).toBe(201);
  return dataOf(response, recordingSchema);
}
