import { MEDIA_MAX_BYTES, mediaUploadSchema } from '@umka/contracts';
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
    ['svg', Buffer.from(SAFE_SVG), 'image/svg+xml'],
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
    if (extension === 'svg') {
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    }
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

  it('refuses an SVG with a script with IMAGE_UNSAFE', async () => {
    const bytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
    const response = await upload(t, admin.token, { bytes, filename: 'x.svg', type: 'image/svg+xml' });
    expect(response.status).toBe(415);
    expect(errorOf(response).code).toBe('IMAGE_UNSAFE');
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
