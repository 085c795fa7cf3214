import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_MAX_BYTES, mediaUploadSchema } from '@umka/contracts';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { GIF_1PX, PNG_1PX, SAFE_SVG, WEBP_1PX } from './image-samples.ts';

const BOUNDARY = '----umka-test-boundary';

function multipartBody(field: string, filename: string, contentType: string, bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

async function upload(
  t: TestContext,
  token: string | undefined,
  file: { bytes: Buffer; filename?: string; type?: string; field?: string },
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: multipartBody(file.field ?? 'file', file.filename ?? 'picture.png', file.type ?? 'image/png', file.bytes),
  });
  const body = response.body ? JSON.parse(response.body) : null;
  return { status: response.statusCode, headers: response.headers, body, raw: response.body };
}

describeEachDatabase('admin media', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let student: TestUser;

  beforeAll(async () => {
    [admin, teacher, student] = await Promise.all([
      t.factories.buildAdmin(),
      t.factories.buildTeacher(),
      t.factories.buildStudent(),
    ]);
  });

  it.each([
    ['png', PNG_1PX, 'image/png'],
    ['webp', WEBP_1PX, 'image/webp'],
  ] as const)('stores a %s under a new name and serves it back', async (extension, bytes, contentType) => {
    const first = dataOf(await upload(t, admin.token, { bytes, filename: `x.${extension}` }), mediaUploadSchema);
    const second = dataOf(await upload(t, admin.token, { bytes, filename: `x.${extension}` }), mediaUploadSchema);
    expect(first.url).toMatch(new RegExp(`^/media/[a-z0-9-]+\\.${extension}$`));
    expect(second.url).not.toBe(first.url);

    const served = await t.app.inject({ method: 'GET', url: first.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(contentType);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('stores an SVG as the WebP it draws, at the size of a room or a figure', async () => {
    const stored = dataOf(
      await upload(t, admin.token, { bytes: Buffer.from(SAFE_SVG), filename: 'hat.svg', type: 'image/svg+xml' }),
      mediaUploadSchema,
    );
    expect(stored.url).toMatch(/^\/media\/[a-z0-9-]+\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1365, height: 2048 });
  });

  it('stores an SVG with a script as pixels, with no script left to run', async () => {
    const bytes = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">' +
        '<script>alert(document.cookie)</script><rect width="10" height="10" fill="#f00"/></svg>',
    );
    const stored = dataOf(
      await upload(t, admin.token, { bytes, filename: 'x.svg', type: 'image/svg+xml' }),
      mediaUploadSchema,
    );
    expect(stored.url).toMatch(/\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: stored.url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const text = served.rawPayload.toString('latin1');
    for (const word of ['script', 'alert', 'onload', '<svg']) expect(text).not.toContain(word);
  });

  it('names the file by its content, not by the name or type the browser gave', async () => {
    const stored = dataOf(
      await upload(t, admin.token, { bytes: PNG_1PX, filename: 'drawing.svg', type: 'image/svg+xml' }),
      mediaUploadSchema,
    );
    expect(stored.url).toMatch(/\.png$/);
  });

  it.each([
    ['a GIF', GIF_1PX],
    ['text renamed .png', Buffer.from('this is not a picture')],
  ])('refuses %s with IMAGE_TYPE_NOT_ALLOWED', async (_name, bytes) => {
    const response = await upload(t, admin.token, { bytes });
    expect(response.status).toBe(415);
    expect(errorOf(response).code).toBe('IMAGE_TYPE_NOT_ALLOWED');
  });

  it.each([
    ['a broken SVG', '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'],
    ['an SVG with entities from a file', '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>'],
    ['an SVG with a huge canvas', '<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000"/>'],
  ])('refuses %s with IMAGE_TYPE_NOT_ALLOWED', async (_name, text) => {
    const response = await upload(t, admin.token, {
      bytes: Buffer.from(text),
      filename: 'x.svg',
      type: 'image/svg+xml',
    });
    expect(response.status).toBe(415);
    expect(errorOf(response).code).toBe('IMAGE_TYPE_NOT_ALLOWED');
  });

  it('refuses a picture over the size limit with IMAGE_TOO_LARGE', async () => {
    const bytes = Buffer.concat([PNG_1PX, Buffer.alloc(MEDIA_MAX_BYTES)]);
    const response = await upload(t, admin.token, { bytes });
    expect(response.status).toBe(413);
    expect(errorOf(response).code).toBe('IMAGE_TOO_LARGE');
  });

  it('asks for the file when the form has none', async () => {
    const wrongField = await upload(t, admin.token, { bytes: PNG_1PX, field: 'picture' });
    expect(wrongField.status).toBe(422);
    expect(errorOf(wrongField).fields).toEqual([expect.objectContaining({ field: 'file', code: 'FIELD_REQUIRED' })]);
    const json = await t.api('POST', '/api/admin/media', { token: admin.token, body: { url: '/media/x.png' } });
    expect(json.status).toBe(422);
    expect(errorOf(json).fields?.[0]?.field).toBe('file');
  });

  it('lets only admins upload', async () => {
    expect((await upload(t, undefined, { bytes: PNG_1PX })).status).toBe(401);
    for (const user of [teacher, student]) {
      const response = await upload(t, user.token, { bytes: PNG_1PX });
      expect(response.status).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
  });

  it('serves no SVG, even one left in the storage folder', async () => {
    const name = '00000000-0000-0000-0000-00000000000a';
    await mkdir(join(t.storageDir, 'media'), { recursive: true });
    await writeFile(join(t.storageDir, 'media', `${name}.svg`), SAFE_SVG);
    await writeFile(join(t.storageDir, 'media', `${name}.png`), PNG_1PX);
    expect((await t.app.inject({ method: 'GET', url: `/media/${name}.png` })).statusCode).toBe(200);
    const response = await t.api('GET', `/media/${name}.svg`);
    expect(response.status).toBe(404);
    expect(errorOf(response).code).toBe('NOT_FOUND');
  });

  it.each([
    '/media/00000000-0000-0000-0000-000000000000.png',
    '/media/..%2Fsecret.png',
    '/media/Picture.PNG',
    '/media/picture.gif',
    '/media/.hidden.png',
  ])('answers 404 for %s', async (url) => {
    const response = await t.api('GET', url);
    expect(response.status).toBe(404);
    expect(errorOf(response).code).toBe('NOT_FOUND');
  });
});
