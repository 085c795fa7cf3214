import { type ItProjectDetail, itProjectDetailSchema, SUBJECT_IT } from '@umka/contracts';
import type { TestUser } from '../../test/factories.ts';
import { type ApiResponse, dataOf, type TestContext } from '../../test/harness.ts';
import { multipart } from '../files/files.fixture.ts';
import { PNG_1PX } from '../media/image-samples.ts';

/* The exhibition's calls as its pages make them, for the tests. */

export const buildItStudent = (t: TestContext) => t.factories.buildStudent({ subjects: [SUBJECT_IT] });

/** A category, written as an admin's page would leave it. */
export async function addItCategory(t: TestContext, ru = 'Игры'): Promise<number> {
  const now = new Date().toISOString();
  const row = await t.database.db
    .insertInto('it_categories')
    .values({ title_ru: ru, title_en: `${ru} en`, title_uk: `${ru} uk`, number: 1, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const projectData = (categoryId: number, overrides: Record<string, unknown> = {}) => ({
  title: 'Змейка на Scratch',
  title_justification: 'Змейка ест яблоки и растёт',
  stages: 'Нарисовал змейку, научил её поворачивать',
  difficulties: 'Хвост отставал от головы',
  reason: 'Люблю игры',
  category_id: categoryId,
  ...overrides,
});

/** POST /api/it-projects (or the edit, POST /api/it-projects/{id} with `_method=PATCH`) as the form sends it. */
export async function sendProject(
  t: TestContext,
  token: string | undefined,
  data: unknown,
  options: { files?: Buffer[]; editId?: number; method?: string } = {},
): Promise<ApiResponse> {
  const { payload, contentType } = multipart([
    ...(options.editId === undefined ? [] : [{ name: '_method', value: options.method ?? 'PATCH' }]),
    { name: 'data', value: typeof data === 'string' ? data : JSON.stringify(data) },
    ...(options.files ?? []).map((bytes, index) => ({
      name: 'file',
      file: { filename: `shot-${index}.png`, bytes, contentType: 'image/png' },
    })),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: options.editId === undefined ? '/api/it-projects' : `/api/it-projects/${options.editId}`,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
  const raw = response.body;
  const body = String(response.headers['content-type'] ?? '').includes('json') ? JSON.parse(raw) : null;
  return { status: response.statusCode, headers: response.headers, body, raw };
}

/** A project of `student`'s with one screenshot, waiting for the teacher. */
export async function submitProject(
  t: TestContext,
  student: TestUser,
  categoryId: number,
  overrides: Record<string, unknown> = {},
): Promise<ItProjectDetail> {
  const response = await sendProject(t, student.token, projectData(categoryId, overrides), { files: [PNG_1PX] });
  return dataOf(response, itProjectDetailSchema);
}

/** The project as a teacher's approval would leave it, without a teacher: for tests about what follows. */
export async function markApproved(t: TestContext, projectId: number): Promise<void> {
  await t.database.db.updateTable('it_projects').set({ status: 'approved' }).where('id', '=', projectId).execute();
}
