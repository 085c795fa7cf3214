import {
  adminAlbumSchema,
  adminCrystalSchema,
  adminPictureSchema,
  type ErrorCode,
  idResultSchema,
  puzzlePricesSchema,
} from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { buildAlbum, givePuzzles, withAlbumsCatalogue } from '../../test/album-factories.ts';
import type { TestUser } from '../../test/factories.ts';
import { type ApiResponse, dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { GIF_1PX, SAFE_SVG } from '../media/image-samples.ts';
import { buildAdminAlbum, PICTURE_TITLE, samplePng, sendPicture } from './albums-admin.fixture.ts';

const S = 2;
const albumsSchema = z.array(adminAlbumSchema);
const forest = { 'ru-RU': 'Лес', 'en-US': 'Forest', 'uk-UA': 'Ліс' };
const DEFAULT_PRICES = {
  random: [
    { size: 1, price: 1 },
    { size: 10, price: 8 },
    { size: 20, price: 15 },
  ],
  chosen: 2,
};

describeEachDatabase('admin albums, crystals and puzzle prices', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let student: TestUser;

  beforeAll(async () => {
    [admin, teacher, student] = await Promise.all([
      t.factories.buildAdmin(),
      t.factories.buildTeacher(),
      t.factories.buildStudent(),
    ]);
    await withAlbumsCatalogue(t.database.db);
  });

  const db = () => t.database.db;
  const list = async (subjectId = S) =>
    dataOf(await t.api('GET', `/api/admin/albums?subject_id=${subjectId}`, { token: admin.token }), albumsSchema);
  const upload = async (albumId: number, file: Buffer | null, data?: unknown) =>
    sendPicture(t, 'POST', `/api/admin/albums/${albumId}/pictures`, admin.token, file, data);
  const counts = async () => ({
    albums: Number(
      (
        await db()
          .selectFrom('albums')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    pictures: Number(
      (
        await db()
          .selectFrom('album_pictures')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    puzzles: Number(
      (
        await db()
          .selectFrom('puzzles')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });
  async function expectRefused(call: () => Promise<ApiResponse>, code: ErrorCode, field?: string) {
    const before = await counts();
    const response = await call();
    expect(response.status, response.raw).toBeGreaterThanOrEqual(400);
    const error = errorOf(response);
    if (field) expect(error.fields?.map((f) => [f.field, f.code])).toContainEqual([field, code]);
    else expect(error.code).toBe(code);
    expect(await counts()).toEqual(before);
  }

  it('creates, edits and soft-deletes an album, each change visible in the subject list at once', async () => {
    const created = await t.api('POST', '/api/admin/albums', {
      token: admin.token,
      body: { subject_id: 3, title: forest, position: 4, reward_likes: 25 },
    });
    expect(created.status, created.raw).toBe(201);
    const album = dataOf(created, adminAlbumSchema);
    expect(album).toMatchObject({ subject_id: 3, title: forest, position: 4, reward_likes: 25, pictures: [] });
    expect(await list(3)).toContainEqual(album);

    const patched = dataOf(
      await t.api('PATCH', `/api/admin/albums/${album.id}`, { token: admin.token, body: { reward_likes: 1000 } }),
      adminAlbumSchema,
    );
    expect(patched).toEqual({ ...album, reward_likes: 1000 });

    const removed = await t.api('DELETE', `/api/admin/albums/${album.id}`, { token: admin.token });
    expect(dataOf(removed, idResultSchema)).toEqual({ id: album.id });
    expect((await list(3)).map((a) => a.id)).not.toContain(album.id);
    const row = await db().selectFrom('albums').select('deleted_at').where('id', '=', album.id).executeTakeFirst();
    expect(row?.deleted_at).not.toBeNull();
    const again = await t.api('PATCH', `/api/admin/albums/${album.id}`, { token: admin.token, body: { position: 1 } });
    expect(again.status).toBe(404);
  });

  it('lists the albums of a subject in their order with their pictures and the pieces students hold', async () => {
    const built = await buildAlbum(db(), { subjectId: S, pictures: 2, legendary: [1] });
    const [first] = built.pictures;
    if (!first) throw new Error('no picture');
    await givePuzzles(db(), { studentId: student.id, subjectId: S }, first.puzzles.slice(0, 3));
    const shown = (await list()).find((a) => a.id === built.id);
    expect(shown?.pictures.map((p) => [p.is_legendary, p.puzzles.length])).toEqual([
      [false, 10],
      [true, 10],
    ]);
    expect(shown?.pictures[0]?.puzzles.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(shown?.pictures.map((p) => p.owned_pieces)).toEqual([3, 0]);
  });

  it('refuses an album outside the albums subjects or with a reward out of range, writing nothing', async () => {
    const body = { subject_id: S, title: forest, position: 0, reward_likes: 10 };
    await expectRefused(
      () => t.api('POST', '/api/admin/albums', { token: admin.token, body: { ...body, subject_id: 1 } }),
      'ALBUMS_NOT_IN_SUBJECT',
    );
    await expectRefused(
      () => t.api('POST', '/api/admin/albums', { token: admin.token, body: { ...body, reward_likes: 1001 } }),
      'FIELD_INVALID',
      'reward_likes',
    );
    await expectRefused(
      () => t.api('POST', '/api/admin/albums', { token: admin.token, body: { ...body, title: { 'ru-RU': 'Лес' } } }),
      'FIELD_REQUIRED',
      'title.en-US',
    );
    const response = await t.api('GET', '/api/admin/albums?subject_id=1', { token: admin.token });
    expect(errorOf(response).code).toBe('ALBUMS_NOT_IN_SUBJECT');
  });

  it('cuts an uploaded PNG into ten numbered puzzles served as pictures', async () => {
    const albumId = await buildAdminAlbum(db(), S);
    const response = await upload(albumId, await samplePng(), { title: PICTURE_TITLE, is_legendary: true });
    expect(response.status, response.raw).toBe(201);
    const picture = dataOf(response, adminPictureSchema);
    expect(picture).toMatchObject({ album_id: albumId, title: PICTURE_TITLE, is_legendary: true, owned_pieces: 0 });
    expect(picture.puzzles.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(picture.puzzles.map((p) => p.image)).size).toBe(10);
    for (const path of [picture.image, picture.puzzles[0]?.image, picture.puzzles[9]?.image]) {
      const served = await t.app.inject({ method: 'GET', url: String(path) });
      expect(served.statusCode, String(path)).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\//);
    }
    const svg = dataOf(
      await upload(albumId, Buffer.from(SAFE_SVG), { title: forest, is_legendary: false }),
      adminPictureSchema,
    );
    expect(svg.puzzles).toHaveLength(10);
    expect(svg.position).toBeGreaterThan(picture.position);
    expect((await list()).find((a) => a.id === albumId)?.pictures.map((p) => p.id)).toEqual([picture.id, svg.id]);
  });

  it('refuses a picture that is no PNG, WebP or SVG, or comes without its file or titles, writing nothing', async () => {
    const albumId = await buildAdminAlbum(db(), S);
    const data = { title: PICTURE_TITLE, is_legendary: false };
    await expectRefused(() => upload(albumId, GIF_1PX, data), 'IMAGE_TYPE_NOT_ALLOWED');
    await expectRefused(() => upload(albumId, Buffer.from('not a picture at all')), 'FIELD_REQUIRED', 'data');
    await expectRefused(() => upload(albumId, null, data), 'FIELD_REQUIRED', 'file');
    await expectRefused(async () => upload(albumId, await samplePng(), '{not json'), 'FIELD_INVALID', 'data');
    await expectRefused(
      async () => upload(albumId, await samplePng(), { ...data, title: { ...PICTURE_TITLE, 'uk-UA': ' ' } }),
      'FIELD_REQUIRED',
      'title.uk-UA',
    );
    await expectRefused(async () => upload(987654, await samplePng(), data), 'NOT_FOUND');
  });

  it('renames a picture, makes it legendary and moves it', async () => {
    const built = await buildAlbum(db(), { subjectId: S, pictures: 1 });
    const id = built.pictures[0]?.id;
    const patched = dataOf(
      await t.api('PATCH', `/api/admin/pictures/${id}`, {
        token: admin.token,
        body: { title: forest, is_legendary: true, position: 7 },
      }),
      adminPictureSchema,
    );
    expect(patched).toMatchObject({ id, title: forest, is_legendary: true, position: 7 });
    expect((await list()).find((a) => a.id === built.id)?.pictures).toEqual([patched]);
  });

  it('replaces a picture image: the same puzzles keep their ids and numbers, so the pieces students hold stay', async () => {
    const albumId = await buildAdminAlbum(db(), S);
    const before = dataOf(
      await upload(albumId, await samplePng(), { title: PICTURE_TITLE, is_legendary: false }),
      adminPictureSchema,
    );
    const [held] = await givePuzzles(db(), { studentId: student.id, subjectId: S }, [before.puzzles[4]?.id ?? 0]);
    const response = await sendPicture(
      t,
      'PUT',
      `/api/admin/pictures/${before.id}/image`,
      admin.token,
      await samplePng('#2060d0'),
    );
    const after = dataOf(response, adminPictureSchema);
    expect(after.puzzles.map((p) => [p.id, p.number])).toEqual(before.puzzles.map((p) => [p.id, p.number]));
    expect(after.image).not.toBe(before.image);
    after.puzzles.forEach((p, i) => {
      expect(p.image).not.toBe(before.puzzles[i]?.image);
    });
    const piece = await db()
      .selectFrom('puzzle_students')
      .select('puzzle_id')
      .where('id', '=', held ?? 0)
      .executeTakeFirst();
    expect(piece?.puzzle_id).toBe(before.puzzles[4]?.id);

    const bad = await sendPicture(t, 'PUT', `/api/admin/pictures/${before.id}/image`, admin.token, GIF_1PX);
    expect(errorOf(bad).code).toBe('IMAGE_TYPE_NOT_ALLOWED');
    expect(
      dataOf(await t.api('GET', `/api/admin/albums?subject_id=${S}`, { token: admin.token }), albumsSchema).find(
        (a) => a.id === albumId,
      )?.pictures[0],
    ).toEqual({ ...after, owned_pieces: 1 });
  });

  it('deletes a picture nobody holds a piece of, and refuses while a student holds one', async () => {
    const built = await buildAlbum(db(), { subjectId: S, pictures: 2 });
    const [held, free] = built.pictures;
    if (!held || !free) throw new Error('no pictures');
    await givePuzzles(db(), { studentId: student.id, subjectId: S }, [held.puzzles[0] ?? 0]);
    await expectRefused(
      () => t.api('DELETE', `/api/admin/pictures/${held.id}`, { token: admin.token }),
      'PICTURE_HAS_OWNERS',
    );
    const removed = await t.api('DELETE', `/api/admin/pictures/${free.id}`, { token: admin.token });
    expect(dataOf(removed, idResultSchema)).toEqual({ id: free.id });
    const left = await db().selectFrom('puzzles').select('id').where('picture_id', '=', free.id).execute();
    expect(left).toEqual([]);
    expect((await list()).find((a) => a.id === built.id)?.pictures.map((p) => p.id)).toEqual([held.id]);
    const again = await t.api('DELETE', `/api/admin/pictures/${free.id}`, { token: admin.token });
    expect(again.status).toBe(404);
  });

  it('lists the four crystals and changes their words, picture, price and sale', async () => {
    const crystals = dataOf(
      await t.api('GET', '/api/admin/crystals', { token: admin.token }),
      z.array(adminCrystalSchema),
    );
    expect(crystals.map((c) => c.code)).toEqual(['legendary', 'luck', 'trade', 'bargain']);
    const luck = crystals[1];
    if (!luck) throw new Error('no luck crystal');
    const description = { 'ru-RU': 'Удача', 'en-US': 'Luck', 'uk-UA': 'Удача' };
    const patched = dataOf(
      await t.api('PATCH', `/api/admin/crystals/${luck.id}`, {
        token: admin.token,
        body: { description, image: '/media/2b7c-luck.webp', price: 12, is_for_sale: false },
      }),
      adminCrystalSchema,
    );
    expect(patched).toEqual({ ...luck, description, image: '/media/2b7c-luck.webp', price: 12, is_for_sale: false });
    const refused = await t.api('PATCH', `/api/admin/crystals/${luck.id}`, {
      token: admin.token,
      body: { price: -1, image: 'https://example.com/a.png' },
    });
    expect(
      errorOf(refused)
        .fields?.map((f) => f.field)
        .sort(),
    ).toEqual(['image', 'price']);
    const missing = await t.api('PATCH', '/api/admin/crystals/987654', { token: admin.token, body: { price: 1 } });
    expect(missing.status).toBe(404);
  });

  it('reads and replaces the puzzle price list, refusing a list without packs, a repeated size or a zero price', async () => {
    const read = async () =>
      dataOf(await t.api('GET', '/api/admin/puzzle-prices', { token: admin.token }), puzzlePricesSchema);
    expect(await read()).toEqual(DEFAULT_PRICES);
    const put = (body: unknown) => t.api('PUT', '/api/admin/puzzle-prices', { token: admin.token, body });
    const refusals: [unknown, ErrorCode, string][] = [
      [{ random: [], chosen: 2 }, 'PUZZLE_PACKS_EMPTY', 'random'],
      [
        {
          random: [
            { size: 5, price: 4 },
            { size: 5, price: 3 },
          ],
          chosen: 2,
        },
        'PUZZLE_PACK_SIZE_TAKEN',
        'random.1.size',
      ],
      [{ random: [{ size: 5, price: 0 }], chosen: 2 }, 'FIELD_INVALID', 'random.0.price'],
      [{ random: [{ size: 5, price: 4 }], chosen: 0 }, 'FIELD_INVALID', 'chosen'],
    ];
    for (const [body, code, field] of refusals) {
      const response = await put(body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(errorOf(response).fields?.map((f) => [f.field, f.code])).toContainEqual([field, code]);
    }
    expect(await read()).toEqual(DEFAULT_PRICES);

    const next = {
      random: [
        { size: 3, price: 2 },
        { size: 12, price: 9 },
      ],
      chosen: 3,
    };
    expect(dataOf(await put(next), puzzlePricesSchema)).toEqual(next);
    expect(await read()).toEqual(next);
    expect(dataOf(await put(DEFAULT_PRICES), puzzlePricesSchema)).toEqual(DEFAULT_PRICES);
  });

  it('refuses teachers and students on every admin albums page', async () => {
    for (const user of [teacher, student]) {
      for (const url of ['/api/admin/albums?subject_id=2', '/api/admin/crystals', '/api/admin/puzzle-prices']) {
        expect((await t.api('GET', url, { token: user.token })).status).toBe(403);
      }
      const upload = await sendPicture(
        t,
        'POST',
        `/api/admin/albums/${await buildAdminAlbum(db(), S)}/pictures`,
        user.token,
        await samplePng(),
        { title: PICTURE_TITLE, is_legendary: false },
      );
      expect(upload.status).toBe(403);
    }
  });
});
