import { locationSceneSchema, shopThingSchema, studentLocationSchema, thingPurchaseSchema } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { buildFieldActivity } from '../../test/profession-factories.ts';
import { buildLocation, buildThing } from '../../test/world-catalogue-factories.ts';
import { balanceOf } from '../../test/world-factories.ts';

/** Places and their things: home, the workplace of a profession, a class's shared place (spec §7). */
describeEachDatabase('places and things', (t) => {
  let home: { id: number; background: string };
  let classPlace: { id: number; background: string };

  beforeAll(async () => {
    home = await buildLocation(t.database.db, { kind: 'home', position: 0 });
    classPlace = await buildLocation(t.database.db, { kind: 'class', position: 0 });
  });

  const base = (student: TestUser, locationId: number) => `/api/students/${student.id}/locations/${locationId}/things`;
  const buy = (student: TestUser, locationId: number, body: object) =>
    t.api('POST', base(student, locationId), { token: student.token, body });
  const scene = (student: TestUser, locationId: number, query: string) =>
    t.api('GET', `${base(student, locationId)}?${query}`, { token: student.token });

  it('buys a thing for the home at the spot the preview suggested, then moves it and puts it away', async () => {
    const student = await t.factories.buildStudent({ likes: { 2: 20 } });
    const sofa = await buildThing(t.database.db, { location_id: home.id, price: 6, width: 30 });
    const lamp = await buildThing(t.database.db, { location_id: home.id, price: 4, width: 10 });

    const empty = dataOf(await scene(student, home.id, 'subject_id=2'), locationSceneSchema);
    expect(empty).toMatchObject({ location: { id: home.id, kind: 'home' }, group_id: null, things: [] });

    const preview = dataOf(
      await t.api('GET', `${base(student, home.id)}/preview?subject_id=2&thing_id=${sofa.id}`, {
        token: student.token,
      }),
      locationSceneSchema,
    );
    expect(preview.things).toEqual([
      expect.objectContaining({ id: 0, thing_id: sofa.id, preview: true, placed: true, x: 15, y: 75 }),
    ]);

    const other = await t.factories.buildStudent();
    const bought = dataOf(
      await buy(student, home.id, {
        subject_id: 2,
        thing_id: sofa.id,
        price: 0,
        price_paid: 0,
        balance: 999,
        student_id: other.id,
        owner: other.id,
      }),
      thingPurchaseSchema,
    );
    expect(bought.balance).toBe(14);
    const rows = await t.database.db
      .selectFrom('student_things')
      .select(['student_id', 'price_paid'])
      .where('thing_id', '=', sofa.id)
      .execute();
    expect(rows).toEqual([{ student_id: student.id, price_paid: 6 }]);
    const [placedSofa] = bought.scene.things;
    expect(placedSofa).toMatchObject({ thing_id: sofa.id, x: 15, y: 75, placed: true, mine: true, preview: false });

    // The lamp's suggested spot leaves the sofa's room free.
    const second = dataOf(await buy(student, home.id, { subject_id: 2, thing_id: lamp.id }), thingPurchaseSchema);
    expect(second.scene.things[1]).toMatchObject({ thing_id: lamp.id, x: 35, y: 75 });

    const moved = await t.api('PATCH', `${base(student, home.id)}/${placedSofa?.id}`, {
      token: student.token,
      body: { subject_id: 2, x: 80, y: 40 },
    });
    expect(dataOf(moved, locationSceneSchema).things[0]).toMatchObject({ x: 80, y: 40, placed: true });
    const away = await t.api('PATCH', `${base(student, home.id)}/${placedSofa?.id}`, {
      token: student.token,
      body: { subject_id: 2, placed: false },
    });
    expect(dataOf(away, locationSceneSchema).things[0]).toMatchObject({ x: 80, y: 40, placed: false });

    const shop = dataOf(
      await t.api('GET', `${base(student, home.id)}/shop?subject_id=2`, { token: student.token }),
      z.array(shopThingSchema),
    );
    expect(shop.filter((thing) => thing.owned).map((thing) => thing.id)).toEqual([sofa.id, lamp.id]);
    const twice = await buy(student, home.id, { subject_id: 2, thing_id: sofa.id });
    expect(errorOf(twice).code).toBe('ALREADY_OWNED');
  });

  it('sells a thing once even when bought twice at the same moment', async () => {
    const student = await t.factories.buildStudent({ likes: { 3: 30 } });
    const rug = await buildThing(t.database.db, { location_id: home.id, price: 10 });

    const racing = await Promise.all([
      buy(student, home.id, { subject_id: 3, thing_id: rug.id }),
      buy(student, home.id, { subject_id: 3, thing_id: rug.id }),
    ]);

    expect(racing.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(errorOf(racing.find((response) => response.status === 409) ?? racing[0]).code).toBe('ALREADY_OWNED');
    expect(await balanceOf(t, student.id, 3)).toBe(20);
  });

  it('does not sell a withdrawn thing or another location’s thing, and refuses too few likes', async () => {
    const student = await t.factories.buildStudent({ likes: { 2: 6 } });
    const gone = await buildThing(t.database.db, { location_id: home.id, deleted_at: new Date().toISOString() });
    const elsewhere = await buildThing(t.database.db, { location_id: classPlace.id });
    const dear = await buildThing(t.database.db, { location_id: home.id, price: 7 });
    expect(errorOf(await buy(student, home.id, { subject_id: 2, thing_id: gone.id })).code).toBe('NOT_FOUND');
    expect(errorOf(await buy(student, home.id, { subject_id: 2, thing_id: elsewhere.id })).code).toBe('NOT_FOUND');
    expect(errorOf(await buy(student, home.id, { subject_id: 2, thing_id: dear.id })).code).toBe('NOT_ENOUGH_LIKES');
    const owned = await t.database.db
      .selectFrom('student_things')
      .select('id')
      .where('student_id', '=', student.id)
      .execute();
    expect(owned).toEqual([]);
  });

  it('locks the things shop, preview and purchase below 5 earned likes, but not the scene', async () => {
    const student = await t.factories.buildStudent({ likes: { 2: 4 } });
    const chair = await buildThing(t.database.db, { location_id: home.id, price: 1 });
    for (const response of [
      await t.api('GET', `${base(student, home.id)}/shop?subject_id=2`, { token: student.token }),
      await t.api('GET', `${base(student, home.id)}/preview?subject_id=2&thing_id=${chair.id}`, {
        token: student.token,
      }),
      await buy(student, home.id, { subject_id: 2, thing_id: chair.id }),
    ]) {
      expect(response.status).toBe(403);
      expect(errorOf(response).code).toBe('SHOP_LOCKED');
    }
    expect((await scene(student, home.id, 'subject_id=2')).status).toBe(200);
  });

  it('shares a class place: one of each thing per class, the giver’s name shown, only the giver moves it', async () => {
    const teacher = await t.factories.buildTeacher();
    const [giver, classmate, outsider] = await Promise.all([
      t.factories.buildStudent({ likes: { 2: 20 } }),
      t.factories.buildStudent({ likes: { 2: 20 } }),
      t.factories.buildStudent({ likes: { 2: 20 } }),
    ]);
    const group = await t.factories.buildGroup({ teacher, students: [giver, classmate], subjectId: 2 });
    const math = await t.factories.buildGroup({ teacher, students: [giver], subjectId: 1 });
    const board = await buildThing(t.database.db, { location_id: classPlace.id, price: 5 });

    const places = dataOf(
      await t.api('GET', `/api/students/${giver.id}/locations?subject_id=2`, { token: giver.token }),
      z.array(studentLocationSchema),
    );
    expect(places.map((place) => [place.location.kind, place.group?.id ?? null])).toEqual([
      ['home', null],
      ['class', group.id],
    ]);

    const gift = dataOf(
      await buy(giver, classPlace.id, { subject_id: 2, thing_id: board.id, group_id: group.id }),
      thingPurchaseSchema,
    );
    expect(gift.scene.group_id).toBe(group.id);
    const taken = await buy(classmate, classPlace.id, { subject_id: 2, thing_id: board.id, group_id: group.id });
    expect(errorOf(taken).code).toBe('ALREADY_OWNED');
    expect(await balanceOf(t, classmate.id, 2)).toBe(20);

    const seen = dataOf(
      await scene(classmate, classPlace.id, `subject_id=2&group_id=${group.id}`),
      locationSceneSchema,
    );
    expect(seen.things).toEqual([
      expect.objectContaining({
        thing_id: board.id,
        mine: false,
        owner: { id: giver.id, name: `${giver.first_name} ${giver.last_name}` },
      }),
    ]);
    const thingId = seen.things[0]?.id;
    const classmateMove = await t.api('PATCH', `${base(classmate, classPlace.id)}/${thingId}`, {
      token: classmate.token,
      body: { subject_id: 2, x: 10 },
    });
    expect(classmateMove.status).toBe(403);
    const giverMove = await t.api('PATCH', `${base(giver, classPlace.id)}/${thingId}`, {
      token: giver.token,
      body: { subject_id: 2, x: 10 },
    });
    expect(dataOf(giverMove, locationSceneSchema).things[0]).toMatchObject({ x: 10, mine: true });

    for (const response of [
      await scene(outsider, classPlace.id, `subject_id=2&group_id=${group.id}`),
      await buy(outsider, classPlace.id, { subject_id: 2, thing_id: board.id, group_id: group.id }),
      // The right class asked in another subject.
      await scene(giver, classPlace.id, `subject_id=1&group_id=${group.id}`),
      await scene(giver, classPlace.id, `subject_id=2&group_id=${math.id}`),
    ]) {
      expect(response.status).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
    const noGroup = await scene(giver, classPlace.id, 'subject_id=2');
    expect(errorOf(noGroup).fields?.[0]?.field).toBe('group_id');
  });

  it('opens the workplace of the current profession, drawn with the background of its level', async () => {
    const student = await t.factories.buildStudent({ likes: { 1: 10, 2: 10 } });
    const profession = await buildFieldActivity(t.database.db);
    const other = await buildFieldActivity(t.database.db);
    const tool = await buildThing(t.database.db, { location_id: profession.location_id, price: 3 });

    const required = await scene(student, profession.location_id, 'subject_id=1');
    expect(required.status).toBe(409);
    expect(errorOf(required).code).toBe('PROFESSION_REQUIRED');

    const now = new Date().toISOString();
    await t.database.db
      .insertInto('student_field_activities')
      .values({
        student_id: student.id,
        field_activity_id: profession.id,
        level: 2,
        ledger_mark: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const levelTwo = profession.levels[1]?.background;

    const places = dataOf(
      await t.api('GET', `/api/students/${student.id}/locations?subject_id=1`, { token: student.token }),
      z.array(studentLocationSchema),
    );
    expect(places.map((place) => [place.location.kind, place.location.background])).toEqual([
      ['home', home.background],
      ['job', levelTwo],
    ]);
    const bought = dataOf(
      await buy(student, profession.location_id, { subject_id: 1, thing_id: tool.id }),
      thingPurchaseSchema,
    );
    expect(bought.scene.location.background).toBe(levelTwo);
    expect(bought.scene.things.map((thing) => thing.thing_id)).toEqual([tool.id]);

    expect(errorOf(await scene(student, other.location_id, 'subject_id=1')).code).toBe('FORBIDDEN');
    expect((await scene(student, profession.location_id, 'subject_id=2')).status).toBe(404);
    const elsewhere = dataOf(
      await t.api('GET', `/api/students/${student.id}/locations?subject_id=2`, { token: student.token }),
      z.array(studentLocationSchema),
    );
    expect(elsewhere.map((place) => place.location.kind)).toEqual(['home']);
  });
});
