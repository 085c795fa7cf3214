import { adminClothesSchema, type ClothesBody, characterSchema, idResultSchema } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { buildCharacter, buildClothes } from '../../test/world-catalogue-factories.ts';

const listSchema = z.array(adminClothesSchema);
const title = { 'ru-RU': 'Синяя шапка', 'en-US': 'Blue hat', 'uk-UA': 'Синя шапка' };

describeEachDatabase('admin clothes', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let student: TestUser;
  let fox: { id: number };
  let bear: { id: number };
  let body: ClothesBody;

  beforeAll(async () => {
    [admin, teacher, student] = await Promise.all([
      t.factories.buildAdmin(),
      t.factories.buildTeacher(),
      t.factories.buildStudent(),
    ]);
    bear = await buildCharacter(t.database.db, { code: 'bear', position: 2 });
    fox = await buildCharacter(t.database.db, { code: 'fox', position: 1 });
    body = {
      title,
      price: 30,
      slot: 'head',
      categories: ['winter', 'everyday'],
      characters: [fox.id, bear.id],
      preview: null,
      picture: '/media/0b7e-hat.webp',
      is_standard: false,
    };
  });

  it('lists the characters in their order to everyone signed in', async () => {
    for (const user of [admin, teacher, student]) {
      const characters = dataOf(await t.api('GET', '/api/characters', { token: user.token }), z.array(characterSchema));
      const ours = characters.filter((c) => c.id === fox.id || c.id === bear.id);
      expect(ours.map((c) => c.code)).toEqual(['fox', 'bear']);
      expect(ours[0]).toEqual({
        id: fox.id,
        code: 'fox',
        title: { 'ru-RU': expect.any(String), 'en-US': expect.any(String), 'uk-UA': expect.any(String) },
        image: expect.stringMatching(/^\/art\//),
      });
    }
    expect((await t.api('GET', '/api/characters')).status).toBe(401);
  });

  it('creates, reads, edits and soft-deletes a piece, each change visible at once', async () => {
    const created = await t.api('POST', '/api/admin/clothes', { token: admin.token, body });
    expect(created.status).toBe(201);
    const piece = dataOf(created, adminClothesSchema);
    expect(piece).toMatchObject({ ...body, id: expect.any(Number) });

    const read = dataOf(
      await t.api('GET', `/api/admin/clothes/${piece.id}`, { token: admin.token }),
      adminClothesSchema,
    );
    expect(read).toEqual(piece);

    const patched = dataOf(
      await t.api('PATCH', `/api/admin/clothes/${piece.id}`, {
        token: admin.token,
        body: { price: 0, is_standard: true, preview: '/art/clothes/hat-small.png', characters: [bear.id] },
      }),
      adminClothesSchema,
    );
    expect(patched).toMatchObject({
      title,
      price: 0,
      is_standard: true,
      preview: '/art/clothes/hat-small.png',
      characters: [bear.id],
      slot: 'head',
    });
    const listed = dataOf(await t.api('GET', '/api/admin/clothes', { token: admin.token }), listSchema);
    expect(listed.find((c) => c.id === piece.id)).toEqual(patched);

    const cleared = dataOf(
      await t.api('PATCH', `/api/admin/clothes/${piece.id}`, { token: admin.token, body: { preview: null } }),
      adminClothesSchema,
    );
    expect(cleared.preview).toBeNull();

    const removed = await t.api('DELETE', `/api/admin/clothes/${piece.id}`, { token: admin.token });
    expect(dataOf(removed, idResultSchema)).toEqual({ id: piece.id });
    for (const [method, request] of [
      ['GET', {}],
      ['PATCH', { body: { price: 5 } }],
      ['DELETE', {}],
    ] as const) {
      const response = await t.api(method, `/api/admin/clothes/${piece.id}`, { token: admin.token, ...request });
      expect(response.status).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
    const after = dataOf(await t.api('GET', '/api/admin/clothes', { token: admin.token }), listSchema);
    expect(after.some((c) => c.id === piece.id)).toBe(false);
    const kept = await t.database.db
      .selectFrom('clothes')
      .select('deleted_at')
      .where('id', '=', piece.id)
      .executeTakeFirstOrThrow();
    expect(kept.deleted_at).not.toBeNull();
  });

  it('filters by character, slot and a title in any language, newest first', async () => {
    const db = t.database.db;
    const scarf = await buildClothes(db, {
      title_ru: 'Полосатый шарф',
      title_en: 'Striped scarf',
      title_uk: 'Смугастий шарф',
      slot: 'accessory',
      characters: [fox.id],
      created_at: '2026-01-01T00:00:00.000Z',
    });
    const boots = await buildClothes(db, {
      slot: 'feet',
      characters: [fox.id, bear.id],
      created_at: '2026-02-01T00:00:00.000Z',
    });
    const gone = await buildClothes(db, {
      slot: 'feet',
      characters: [bear.id],
      deleted_at: '2026-03-01T00:00:00.000Z',
    });
    const ids = async (query: string) =>
      dataOf(await t.api('GET', `/api/admin/clothes${query}`, { token: admin.token }), listSchema).map((c) => c.id);

    const all = await ids('');
    expect(all.indexOf(boots.id)).toBeLessThan(all.indexOf(scarf.id));
    expect(all).not.toContain(gone.id);
    expect(await ids(`?character_id=${bear.id}&slot=feet`)).toEqual([boots.id]);
    expect(await ids(`?character_id=${fox.id}&slot=accessory`)).toEqual([scarf.id]);
    expect(await ids('?search=ПОЛОСАТ')).toEqual([scarf.id]);
    expect(await ids('?search=striped')).toEqual([scarf.id]);
    expect(await ids('?search=смугаст')).toEqual([scarf.id]);
    expect(await ids('?search=nothing-like-it')).toEqual([]);
    expect((await t.api('GET', '/api/admin/clothes?slot=tail', { token: admin.token })).status).toBe(422);
  });

  it.each([
    ['a title without a locale', { title: { 'ru-RU': 'Шапка', 'en-US': 'Hat' } }, 'title.uk-UA', 'FIELD_REQUIRED'],
    ['a negative price', { price: -1 }, 'price', 'FIELD_INVALID'],
    ['an outside picture', { picture: 'http://evil/x.png' }, 'picture', 'FIELD_INVALID'],
    ['an unknown slot', { slot: 'tail' }, 'slot', 'FIELD_INVALID'],
    ['no categories', { categories: [] }, 'categories', 'NOTHING_SELECTED'],
    ['no characters', { characters: [] }, 'characters', 'NOTHING_SELECTED'],
  ])('refuses %s with a field error', async (_name, change, field, code) => {
    const response = await t.api('POST', '/api/admin/clothes', { token: admin.token, body: { ...body, ...change } });
    expect(response.status).toBe(422);
    expect(errorOf(response).fields).toContainEqual(expect.objectContaining({ field, code }));
  });

  it('refuses characters that do not exist, on create and on edit', async () => {
    const created = await t.api('POST', '/api/admin/clothes', {
      token: admin.token,
      body: { ...body, characters: [fox.id, 999_999] },
    });
    expect(created.status).toBe(422);
    expect(errorOf(created).fields).toEqual([expect.objectContaining({ field: 'characters', code: 'FIELD_INVALID' })]);

    const piece = await buildClothes(t.database.db, { characters: [fox.id] });
    const patched = await t.api('PATCH', `/api/admin/clothes/${piece.id}`, {
      token: admin.token,
      body: { characters: [999_999] },
    });
    expect(patched.status).toBe(422);
    expect(errorOf(patched).fields?.[0]?.field).toBe('characters');
  });

  it('answers 404 for an unknown piece', async () => {
    for (const [method, request] of [
      ['GET', {}],
      ['PATCH', { body: { price: 5 } }],
      ['DELETE', {}],
    ] as const) {
      const response = await t.api(method, '/api/admin/clothes/999999', { token: admin.token, ...request });
      expect(response.status).toBe(404);
    }
  });

  it('lets only admins at the catalogue', async () => {
    const piece = await buildClothes(t.database.db, { characters: [fox.id] });
    const calls = [
      ['GET', '/api/admin/clothes', undefined],
      ['POST', '/api/admin/clothes', body],
      ['GET', `/api/admin/clothes/${piece.id}`, undefined],
      ['PATCH', `/api/admin/clothes/${piece.id}`, { price: 1 }],
      ['DELETE', `/api/admin/clothes/${piece.id}`, undefined],
    ] as const;
    for (const [method, url, requestBody] of calls) {
      const request = requestBody === undefined ? {} : { body: requestBody };
      expect((await t.api(method, url, request)).status, `${method} ${url}`).toBe(401);
      for (const user of [teacher, student]) {
        const response = await t.api(method, url, { token: user.token, ...request });
        expect(response.status, `${method} ${url}`).toBe(403);
      }
    }
    const still = await t.api('GET', `/api/admin/clothes/${piece.id}`, { token: admin.token });
    expect(dataOf(still, adminClothesSchema).price).toBe(piece.price);
  });
});
