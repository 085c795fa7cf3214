import {
  type LibraryDraft,
  type LibraryMaterial,
  type LibraryTrainer,
  libraryDraftSchema,
  libraryMaterialSchema,
  libraryTrainerSchema,
} from '@umka/contracts';
import { expect } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { type ApiResponse, dataOf, type TestContext } from '../../test/harness.ts';
import { multipart } from '../files/files.fixture.ts';
import { sendMultipart } from '../homework/homework.fixture.ts';
import { insertTestTrainer } from '../trainers/trainers.fixture.ts';

export const LINK_BODY = {
  subject_id: 1,
  title: 'Дроби на числовой прямой',
  description: 'Интерактивная схема',
  tags: ['Дроби', 'дроби ', '5 класс'],
  kind: 'link',
  url: 'https://example.org/fractions',
};

export async function createLibraryMaterial(
  t: TestContext,
  admin: TestUser,
  body: Record<string, unknown>,
): Promise<LibraryMaterial> {
  const response = await t.api('POST', '/api/library/materials', { token: admin.token, body });
  expect(response.status, response.raw).toBe(201);
  return dataOf(response, libraryMaterialSchema);
}

export const createPage = (t: TestContext, admin: TestUser, title = 'Уравнения') =>
  createLibraryMaterial(t, admin, { subject_id: 1, title, tags: ['уравнения'], kind: 'page' });

export const uploadLibraryFile = (
  t: TestContext,
  token: string,
  data: Record<string, unknown>,
  file: { filename: string; bytes: Buffer },
) =>
  sendMultipart(t, '/api/library/materials/upload', token, [
    { name: 'data', value: JSON.stringify(data) },
    { name: 'file', file },
  ]);

export const saveDraft = (t: TestContext, admin: TestUser, id: number, doc: unknown, version: number) =>
  t.api('PUT', `/api/library/pages/${id}/draft`, { token: admin.token, body: { doc, version } });

export async function savedDraft(
  t: TestContext,
  admin: TestUser,
  id: number,
  doc: unknown,
  version: number,
): Promise<LibraryDraft> {
  const response = await saveDraft(t, admin, id, doc, version);
  expect(response.status, response.raw).toBe(200);
  return dataOf(response, libraryDraftSchema);
}

export async function publish(t: TestContext, admin: TestUser, id: number, version: number) {
  const response = await t.api('POST', `/api/library/pages/${id}/publish`, { token: admin.token, body: { version } });
  expect(response.status, response.raw).toBe(200);
  return dataOf(response, libraryMaterialSchema);
}

export async function someTrainer(t: TestContext, admin: TestUser): Promise<LibraryTrainer> {
  const id = await insertTestTrainer(t.database.db, { subjects: [1] });
  const trainers = dataOf(
    await t.api('GET', '/api/library/trainers', { token: admin.token }),
    libraryTrainerSchema.array(),
  );
  const trainer = trainers.find((item) => item.id === id);
  if (!trainer) throw new Error('the library lists every listed trainer');
  return trainer;
}

export const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
export const docOf = (...content: unknown[]) => ({ type: 'doc', content });

export const VIDEO_FIELDS = { subject_id: 1, title: 'Опыт с магнитом', description: null, tags: ['физика'] };

export const uploadLibraryVideo = (
  t: TestContext,
  token: string | undefined,
  data: Record<string, unknown>,
  file: { filename: string; bytes: Buffer },
) =>
  sendMultipart(t, '/api/library/materials/video', token, [
    { name: 'data', value: JSON.stringify(data) },
    { name: 'file', file },
  ]);

/** PUT of one `file` part, as the admin's "replace the file" sends it. */
export function putLibraryFile(
  t: TestContext,
  url: string,
  token: string | undefined,
  file: { filename: string; bytes: Buffer },
): Promise<ApiResponse> {
  const { payload, contentType } = multipart([{ name: 'file', file }]);
  return t.api('PUT', url, { ...(token ? { token } : {}), payload, headers: { 'content-type': contentType } });
}
