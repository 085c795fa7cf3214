import { randomBytes } from 'node:crypto';
import { AVATAR_MAX_BYTES, type User, userResultSchema } from '@umka/contracts';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { GIF_1PX } from '../media/image-samples.ts';

const BOUNDARY = '----umka-avatar-boundary';

function multipartBody(field: string, bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="me.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

async function upload(t: TestContext, token: string | undefined, userId: number, bytes: Buffer, field = 'file') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/users/${userId}/avatar`,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: multipartBody(field, bytes),
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: JSON.parse(response.body),
    raw: response.body,
  };
}

/** A wide photo with camera metadata, as a phone would send it. */
function photo(format: 'png' | 'jpeg' | 'webp'): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 360, channels: 3, background: '#3a7' } })
    .withExif({ IFD0: { Artist: 'Secret Camera Owner' }, IFD3: { GPSLatitude: '50/1 27/1 0/1' } })
    .toFormat(format)
    .toBuffer();
}

async function served(t: TestContext, avatar: string | null) {
  const path = avatar?.split('?')[0] ?? '';
  return t.app.inject({ method: 'GET', url: path });
}

describeEachDatabase('avatars', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let otherTeacher: TestUser;

  beforeAll(async () => {
    [admin, teacher, otherTeacher] = await Promise.all([
      t.factories.buildAdmin(),
      t.factories.buildTeacher(),
      t.factories.buildTeacher(),
    ]);
  });

  it.each(['png', 'jpeg', 'webp'] as const)('stores a %s as a 256×256 WebP without its metadata', async (format) => {
    const response = await upload(t, teacher.token, teacher.id, await photo(format));
    const { user } = dataOf(response, userResultSchema);
    expect(user.avatar).toMatch(/^\/media\/avatars\/[a-z0-9-]+\.webp\?v=\d+$/);

    const file = await served(t, user.avatar);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes('Secret Camera Owner')).toBe(false);
  });

  it('replaces the old file and gives the new path a new cache-busting suffix', async () => {
    const first = dataOf(await upload(t, teacher.token, teacher.id, await photo('png')), userResultSchema).user;
    t.clock.advance(1000);
    const second = dataOf(await upload(t, teacher.token, teacher.id, await photo('jpeg')), userResultSchema).user;
    expect(second.avatar).not.toBe(first.avatar);
    expect(second.avatar?.split('?v=')[1]).not.toBe(first.avatar?.split('?v=')[1]);
    expect((await served(t, first.avatar)).statusCode).toBe(404);
    expect((await served(t, second.avatar)).statusCode).toBe(200);

    const me = await t.api('GET', `/api/users/${teacher.id}`, { token: teacher.token });
    expect(dataOf(me, userResultSchema).user.avatar).toBe(second.avatar);
  });

  it.each([
    ['a GIF', GIF_1PX, 'AVATAR_TYPE_NOT_ALLOWED'],
    ['text renamed .png', Buffer.from('this is not a picture'), 'AVATAR_TYPE_NOT_ALLOWED'],
    [
      'a broken PNG',
      Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64)]),
      'AVATAR_UNREADABLE',
    ],
  ])('refuses %s with 415 and says what to upload', async (_name, bytes, code) => {
    const response = await upload(t, teacher.token, teacher.id, bytes);
    expect(response.status).toBe(415);
    expect(errorOf(response).code).toBe(code);
    expect(errorOf(response).message['en-US']).toMatch(/PNG, JPEG or WebP|could not be read/);
  });

  it('takes a photo of several megabytes, far above the 1 MB limit of JSON bodies', async () => {
    // Random pixels do not compress, so the PNG stays as big as the picture.
    const noise = randomBytes(1100 * 1100 * 3);
    const bytes = await sharp(noise, { raw: { width: 1100, height: 1100, channels: 3 } })
      .png()
      .toBuffer();
    expect(bytes.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(bytes.length).toBeLessThan(AVATAR_MAX_BYTES);
    const response = await upload(t, teacher.token, teacher.id, bytes);
    expect(dataOf(response, userResultSchema).user.avatar).toMatch(/^\/media\/avatars\//);
  });

  it('refuses a photo over 5 MB with 413', async () => {
    const bytes = Buffer.concat([await photo('png'), Buffer.alloc(AVATAR_MAX_BYTES)]);
    const response = await upload(t, teacher.token, teacher.id, bytes);
    expect(response.status).toBe(413);
    expect(errorOf(response)).toMatchObject({
      code: 'AVATAR_TOO_LARGE',
      message: { 'en-US': 'The photo is larger than 5 MB' },
    });
  });

  it('asks for the file when the form has none', async () => {
    const response = await upload(t, teacher.token, teacher.id, await photo('png'), 'picture');
    expect(response.status).toBe(422);
    expect(errorOf(response).fields).toEqual([expect.objectContaining({ field: 'file', code: 'FIELD_REQUIRED' })]);
  });

  it("leaves another user's avatar alone, except to admins", async () => {
    const bytes = await photo('png');
    const refused = await upload(t, otherTeacher.token, teacher.id, bytes);
    expect(refused.status).toBe(403);
    expect(errorOf(refused).code).toBe('FORBIDDEN');
    const removal = await t.api('DELETE', `/api/users/${teacher.id}/avatar`, { token: otherTeacher.token });
    expect(removal.status).toBe(403);
    expect((await upload(t, undefined, teacher.id, bytes)).status).toBe(401);

    const byAdmin = await upload(t, admin.token, otherTeacher.id, bytes);
    expect(dataOf(byAdmin, userResultSchema).user.avatar).toMatch(/^\/media\/avatars\//);
  });

  it('removes the avatar and its file', async () => {
    const { avatar } = dataOf(await upload(t, teacher.token, teacher.id, await photo('webp')), userResultSchema).user;
    const response = await t.api('DELETE', `/api/users/${teacher.id}/avatar`, { token: teacher.token });
    const user: User = dataOf(response, userResultSchema).user;
    expect(user.avatar).toBeNull();
    expect((await served(t, avatar)).statusCode).toBe(404);
    const again = await t.api('DELETE', `/api/users/${teacher.id}/avatar`, { token: teacher.token });
    expect(dataOf(again, userResultSchema).user.avatar).toBeNull();
  });

  it('answers 404 for an unknown user as admin', async () => {
    const response = await t.api('DELETE', '/api/users/999999/avatar', { token: admin.token });
    expect(response.status).toBe(404);
  });

  it.each([
    '/media/avatars/00000000-0000-0000-0000-000000000000.webp',
    '/media/avatars/..%2F..%2Fsecret.webp',
    '/media/avatars/picture.png',
  ])('answers 404 for %s', async (url) => {
    expect((await t.api('GET', url)).status).toBe(404);
  });
});
