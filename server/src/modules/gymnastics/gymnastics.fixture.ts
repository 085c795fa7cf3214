import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type GymnasticsVideo, gymnasticsVideoSchema } from '@umka/contracts';
import { expect } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { type ApiResponse, dataOf, errorOf, type TestContext } from '../../test/harness.ts';
import { sendMultipart } from '../homework/homework.fixture.ts';
import { SAMPLE_VIDEOS } from '../materials/recording-videos.fixture.ts';
import { GYMNASTICS_FOLDER } from './gymnastics.service.ts';

export { SAMPLE_VIDEOS };

export const GYMNASTICS_LINK = {
  source: 'link',
  subject_id: 1,
  kind: 'eyes',
  title: 'Гимнастика для глаз с совой',
  link_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
} as const;

export function uploadGymnasticsVideo(
  t: TestContext,
  token: string | undefined,
  bytes: Buffer,
  fields: { subject_id?: string; kind?: string; title?: string } = {
    subject_id: '1',
    kind: 'fingers',
    title: 'Пальчики',
  },
): Promise<ApiResponse> {
  return sendMultipart(t, '/api/admin/gymnastics/upload', token, [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', file: { filename: 'fingers.mp4', bytes } },
  ]);
}

export async function addGymnasticsVideo(t: TestContext, admin: TestUser): Promise<GymnasticsVideo> {
  const response = await uploadGymnasticsVideo(t, admin.token, SAMPLE_VIDEOS.mp4);
  expect(response.status, response.raw).toBe(201);
  return dataOf(response, gymnasticsVideoSchema);
}

export async function addGymnasticsLink(
  t: TestContext,
  admin: TestUser,
  body: Record<string, unknown> = GYMNASTICS_LINK,
): Promise<GymnasticsVideo> {
  const response = await t.api('POST', '/api/admin/gymnastics', { token: admin.token, body });
  expect(response.status, response.raw).toBe(201);
  return dataOf(response, gymnasticsVideoSchema);
}

/** Every file in the gymnastics folder, temporary ones included. */
export async function storedGymnasticsFiles(t: TestContext): Promise<string[]> {
  try {
    return (await readdir(join(t.storageDir, GYMNASTICS_FOLDER))).sort();
  } catch {
    return [];
  }
}

/** The code of each field a 422 names. */
export function fieldCodes(response: ApiResponse): Record<string, string> {
  expect(response.status, response.raw).toBe(422);
  return Object.fromEntries((errorOf(response).fields ?? []).map((field) => [field.field, field.code]));
}

/** How far the clock must go to reach the next 09:00 UTC, so a test's half hours never cross midnight. */
export function untilNextMorning(now: Date): number {
  const morning = new Date(now);
  morning.setUTCHours(9, 0, 0, 0);
  if (morning.getTime() <= now.getTime()) morning.setUTCDate(morning.getUTCDate() + 1);
  return morning.getTime() - now.getTime();
}
