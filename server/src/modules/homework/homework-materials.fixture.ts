import { type LibraryMaterial, libraryMaterialSchema } from '@umka/contracts';
import { expect } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, type TestContext } from '../../test/harness.ts';
import { SAMPLE_FILES } from '../files/files.fixture.ts';
import { uploadLibraryVideo } from '../library/library.fixture.ts';
import { SAMPLE_VIDEOS } from '../materials/recording-videos.fixture.ts';
import { SUBJECT, sendMultipart } from './homework.fixture.ts';

/** A library page of `subjectId` with one paragraph, published unless asked otherwise. */
export async function libraryPage(
  t: TestContext,
  admin: TestUser,
  options: { subjectId?: number; title?: string; published?: boolean } = {},
): Promise<LibraryMaterial> {
  const created = await t.api('POST', '/api/library/materials', {
    token: admin.token,
    body: {
      subject_id: options.subjectId ?? SUBJECT,
      title: options.title ?? 'Сложение дробей',
      tags: [],
      kind: 'page',
    },
  });
  expect(created.status, created.raw).toBe(201);
  const page = dataOf(created, libraryMaterialSchema);
  if (options.published === false) return page;
  const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Числитель' }] }] };
  const saved = await t.api('PUT', `/api/library/pages/${page.id}/draft`, {
    token: admin.token,
    body: { doc, version: 1 },
  });
  expect(saved.status, saved.raw).toBe(200);
  const published = await t.api('POST', `/api/library/pages/${page.id}/publish`, {
    token: admin.token,
    body: { version: 2 },
  });
  expect(published.status, published.raw).toBe(200);
  return dataOf(published, libraryMaterialSchema);
}

/** A PDF document of the homework subject in the library. */
export async function libraryDocument(t: TestContext, admin: TestUser): Promise<LibraryMaterial> {
  const uploaded = await sendMultipart(t, '/api/library/materials/upload', admin.token, [
    { name: 'data', value: JSON.stringify({ subject_id: SUBJECT, title: 'Карточки', kind: 'document' }) },
    { name: 'file', file: { filename: 'cards.pdf', bytes: SAMPLE_FILES.pdf } },
  ]);
  expect(uploaded.status, uploaded.raw).toBe(201);
  return dataOf(uploaded, libraryMaterialSchema);
}

/** An uploaded MP4 video of the homework subject in the library. */
export async function libraryVideo(t: TestContext, admin: TestUser): Promise<LibraryMaterial> {
  const uploaded = await uploadLibraryVideo(
    t,
    admin.token,
    { subject_id: SUBJECT, title: 'Опыт с магнитом' },
    { filename: 'magnet.mp4', bytes: SAMPLE_VIDEOS.mp4 },
  );
  expect(uploaded.status, uploaded.raw).toBe(201);
  return dataOf(uploaded, libraryMaterialSchema);
}

export const materialItem = (material: { id: number }) => ({ type: 'material', material_id: material.id });
