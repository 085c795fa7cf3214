import {
  adminLocationDetailSchema,
  adminLocationSchema,
  adminThingSchema,
  idResultSchema,
  type ThingBody,
} from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { buildFieldActivity } from '../../test/profession-factories.ts';
import { buildLocation, buildThing } from '../../test/world-catalogue-factories.ts';

const listSchema = z.array(adminLocationSchema);
const KIND_RANK = { home: 0, job: 1, class: 2 } as const;
const sofa: ThingBody = {
  title: { 'ru-RU': 'Диван', 'en-US': 'Sofa', 'uk-UA': 'Диван' },
  image: '/media/5f2c-sofa.png',
  price: 40,
  width: 30,
};

async function detail(t: TestContext, admin: TestUser, id: number) {
  return dataOf(await t.api('GET', `/api/admin/locations/${id}`, { token: admin.token }), adminLocationDetailSchema);
}

describeEachDatabase('admin locations', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let student: TestUser;
  let home: { id: number };
  let classroom: { id: number };

  beforeAll(async () => {
    [admin, teacher, student] = await Promise.all([
      t.factories.buildAdmin(),
      t.factories.buildTeacher(),
      t.factories.buildStudent(),
    ]);
    const db = t.database.db;
    classroom = await buildLocation(db, { kind: 'class', position: 1 });
    await buildFieldActivity(db);
    home = await buildLocation(db, { kind: 'home', position: 5 });
    await buildThing(db, { location_id: home.id });
    await buildThing(db, { location_id: home.id, deleted_at: '2026-01-01T00:00:00.000Z' });
  });

  it('lists homes, then workplaces, then class places, with the things on sale in each', async () => {
    const locations = dataOf(await t.api('GET', '/api/admin/locations', { token: admin.token }), listSchema);
    const ranks = locations.map((l) => KIND_RANK[l.kind]);
    expect(ranks).toEqual([...ranks].sort());
    expect(new Set(ranks)).toEqual(new Set([0, 1, 2]));
    expect(locations.find((l) => l.id === home.id)).toMatchObject({ things_count: 1, field_activity_id: null });
    expect(locations.find((l) => l.kind === 'job')?.field_activity_id).toEqual(expect.any(Number));
    expect(locations.find((l) => l.id === classroom.id)).toMatchObject({ things_count: 0 });
  });

  it('shows a location with its things on sale, leaving deleted ones out', async () => {
    const shown = await detail(t, admin, home.id);
    expect(shown.location).toMatchObject({ id: home.id, kind: 'home', things_count: 1 });
    expect(shown.things).toHaveLength(1);
    expect(shown.things[0]?.location_id).toBe(home.id);
  });

  it('renames and redraws a location, visible at once', async () => {
    const title = { 'ru-RU': 'Класс', 'en-US': 'Classroom', 'uk-UA': 'Клас' };
    const patched = dataOf(
      await t.api('PATCH', `/api/admin/locations/${classroom.id}`, {
        token: admin.token,
        body: { title, background: '/media/1a2b-classroom.webp' },
      }),
      adminLocationDetailSchema,
    );
    expect(patched.location).toMatchObject({ title, background: '/media/1a2b-classroom.webp' });
    expect((await detail(t, admin, classroom.id)).location).toEqual(patched.location);
    const listed = dataOf(await t.api('GET', '/api/admin/locations', { token: admin.token }), listSchema);
    expect(listed.find((l) => l.id === classroom.id)).toEqual(patched.location);

    const background = dataOf(
      await t.api('PATCH', `/api/admin/locations/${classroom.id}`, {
        token: admin.token,
        body: { background: '/art/locations/class-2.svg' },
      }),
      adminLocationDetailSchema,
    );
    expect(background.location).toMatchObject({ title, background: '/art/locations/class-2.svg' });
  });

  it('adds, edits and soft-deletes a thing, each change visible at once', async () => {
    const room = await buildLocation(t.database.db, { kind: 'class' });
    const created = await t.api('POST', `/api/locations/${room.id}/things`, { token: admin.token, body: sofa });
    expect(created.status).toBe(201);
    const thing = dataOf(created, adminThingSchema);
    expect(thing).toMatchObject({ ...sofa, location_id: room.id });
    expect((await detail(t, admin, room.id)).things).toEqual([thing]);

    const patched = dataOf(
      await t.api('PATCH', `/api/admin/location-things/${thing.id}`, {
        token: admin.token,
        body: { price: 0, width: 60 },
      }),
      adminThingSchema,
    );
    expect(patched).toMatchObject({ ...sofa, price: 0, width: 60 });
    const shown = await detail(t, admin, room.id);
    expect(shown.things).toEqual([patched]);
    expect(shown.location.things_count).toBe(1);

    const removed = await t.api('DELETE', `/api/admin/location-things/${thing.id}`, { token: admin.token });
    expect(dataOf(removed, idResultSchema)).toEqual({ id: thing.id });
    const emptied = await detail(t, admin, room.id);
    expect(emptied.things).toEqual([]);
    expect(emptied.location.things_count).toBe(0);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await t.api(method, `/api/admin/location-things/${thing.id}`, {
        token: admin.token,
        ...(method === 'PATCH' ? { body: { price: 1 } } : {}),
      });
      expect(response.status).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
  });

  it.each([
    ['a title without a locale', { title: { 'ru-RU': 'Диван', 'uk-UA': 'Диван' } }, 'title.en-US', 'FIELD_REQUIRED'],
    ['a negative price', { price: -1 }, 'price', 'FIELD_INVALID'],
    ['an outside picture', { image: 'http://evil/x.png' }, 'image', 'FIELD_INVALID'],
    ['a width below the smallest', { width: 4 }, 'width', 'FIELD_INVALID'],
    ['a width above the largest', { width: 61 }, 'width', 'FIELD_INVALID'],
  ])('refuses a thing with %s', async (_name, change, field, code) => {
    const created = await t.api('POST', `/api/locations/${home.id}/things`, {
      token: admin.token,
      body: { ...sofa, ...change },
    });
    expect(created.status).toBe(422);
    expect(errorOf(created).fields).toContainEqual(expect.objectContaining({ field, code }));

    const thing = await buildThing(t.database.db, { location_id: home.id });
    const patched = await t.api('PATCH', `/api/admin/location-things/${thing.id}`, {
      token: admin.token,
      body: change,
    });
    expect(patched.status).toBe(422);
    expect(errorOf(patched).fields).toContainEqual(expect.objectContaining({ field, code }));
  });

  it('refuses a location patch with a bad title or background', async () => {
    for (const [body, field] of [
      [{ title: { 'ru-RU': 'Дом', 'en-US': 'Home' } }, 'title.uk-UA'],
      [{ background: 'http://evil/x.png' }, 'background'],
      [{ background: '/art/../secret.svg' }, 'background'],
    ] as const) {
      const response = await t.api('PATCH', `/api/admin/locations/${home.id}`, { token: admin.token, body });
      expect(response.status).toBe(422);
      expect(errorOf(response).fields?.[0]?.field).toBe(field);
    }
  });

  it('answers 404 for unknown locations and things', async () => {
    const calls = [
      ['GET', '/api/admin/locations/999999', undefined],
      ['PATCH', '/api/admin/locations/999999', { background: '/art/x.svg' }],
      ['POST', '/api/locations/999999/things', sofa],
      ['PATCH', '/api/admin/location-things/999999', { price: 1 }],
      ['DELETE', '/api/admin/location-things/999999', undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      const response = await t.api(method, url, { token: admin.token, ...(body === undefined ? {} : { body }) });
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
  });

  it('lets only admins at locations and their things', async () => {
    const thing = await buildThing(t.database.db, { location_id: home.id });
    const calls = [
      ['GET', '/api/admin/locations', undefined],
      ['GET', `/api/admin/locations/${home.id}`, undefined],
      ['PATCH', `/api/admin/locations/${home.id}`, { background: '/art/x.svg' }],
      ['POST', `/api/locations/${home.id}/things`, sofa],
      ['PATCH', `/api/admin/location-things/${thing.id}`, { price: 1 }],
      ['DELETE', `/api/admin/location-things/${thing.id}`, undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      const request = body === undefined ? {} : { body };
      expect((await t.api(method, url, request)).status, `${method} ${url}`).toBe(401);
      for (const user of [teacher, student]) {
        expect((await t.api(method, url, { token: user.token, ...request })).status, `${method} ${url}`).toBe(403);
      }
    }
    const unchanged = (await detail(t, admin, home.id)).things.find((candidate) => candidate.id === thing.id);
    expect(unchanged?.price).toBe(thing.price);
  });
});
