import { type Material, materialSchema, type Recording, recordingSchema } from '@umka/contracts';
import { expect } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, type TestContext } from '../../test/harness.ts';

export const linkMaterial = (title: string) => ({
  title,
  kind: 'link',
  url: 'https://example.org/worksheet',
  description: 'Read before the lesson',
});

export async function createMaterial(
  t: TestContext,
  teacher: TestUser,
  body: Record<string, unknown>,
): Promise<Material> {
  const response = await t.api('POST', `/api/teachers/${teacher.id}/materials`, { token: teacher.token, body });
  expect(response.status, response.raw).toBe(201);
  return dataOf(response, materialSchema);
}

export async function shareMaterial(t: TestContext, teacher: TestUser, materialId: number, groupIds: number[]) {
  const response = await t.api('PUT', `/api/materials/${materialId}/groups`, {
    token: teacher.token,
    body: { group_ids: groupIds },
  });
  expect(response.status, response.raw).toBe(200);
  return dataOf(response, materialSchema);
}

export async function addRecording(
  t: TestContext,
  teacher: TestUser,
  groupId: number,
  title: string,
): Promise<Recording> {
  const response = await t.api('POST', `/api/groups/${groupId}/recordings`, {
    token: teacher.token,
    body: { title, recorded_on: '2026-11-20', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  });
  expect(response.status, response.raw).toBe(201);
  return dataOf(response, recordingSchema);
}

export const SCHEDULE = [
  { weekday: 1, starts_at: '16:00', duration_minutes: 45 },
  { weekday: 4, starts_at: '09:30', duration_minutes: 60 },
];
