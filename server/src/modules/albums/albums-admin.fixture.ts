import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { DB } from '../../db/schema.ts';
import type { ApiResponse, TestContext } from '../../test/harness.ts';
import { multipart } from '../files/files.fixture.ts';

/* Test data of the admin's albums pages: an album made by a direct insert, real pictures to cut, and the uploads. */

let sequence = 0;

export const PICTURE_TITLE = { 'ru-RU': 'Лиса', 'en-US': 'Fox', 'uk-UA': 'Лисиця' };

/** A real PNG of the given colour, wide as the pictures are (two rows of five pieces). */
export async function samplePng(colour = '#f08030', width = 100, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
}

export async function buildAdminAlbum(db: Kysely<DB>, subjectId: number): Promise<number> {
  const n = ++sequence;
  const at = new Date().toISOString();
  const row = await db
    .insertInto('albums')
    .values({
      subject_id: subjectId,
      title_ru: `Альбом ${n}`,
      title_en: `Album ${n}`,
      title_uk: `Альбом ${n}`,
      position: n,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A multipart call as the admin page's FormData sends it: `file`, and `data` when there is one. */
export async function sendPicture(
  t: TestContext,
  method: 'POST' | 'PUT',
  url: string,
  token: string | undefined,
  file: Buffer | null,
  data?: unknown,
): Promise<ApiResponse> {
  const { payload, contentType } = multipart([
    ...(data === undefined ? [] : [{ name: 'data', value: typeof data === 'string' ? data : JSON.stringify(data) }]),
    ...(file ? [{ name: 'file', file: { filename: 'picture.png', bytes: file, contentType: 'image/png' } }] : []),
  ]);
  const response = await t.app.inject({
    method,
    url,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
  const raw = response.body;
  const body = String(response.headers['content-type'] ?? '').includes('json') ? JSON.parse(raw) : null;
  return { status: response.statusCode, headers: response.headers, body, raw };
}
