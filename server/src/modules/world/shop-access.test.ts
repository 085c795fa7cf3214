import { purchaseSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { buildClothes, buildLocation, buildThing } from '../../test/world-catalogue-factories.ts';
import { balanceOf, chooseCharacter } from '../../test/world-factories.ts';

/** A student's world is theirs alone; the purchases page lists what they bought, newest first. */
describeEachDatabase('shop access and purchases', (t) => {
  it('answers 403 to a student acting on, or reading, another student’s world', async () => {
    const db = t.database.db;
    const [owner, intruder] = await Promise.all([
      t.factories.buildStudent({ likes: { 2: 20 } }),
      t.factories.buildStudent({ likes: { 2: 20 } }),
    ]);
    const character = await chooseCharacter(t, owner, 2);
    const hat = await buildClothes(db, { price: 2, characters: [character.id] });
    const home = await buildLocation(db, { kind: 'home' });
    const vase = await buildThing(db, { location_id: home.id, price: 2 });
    const owned = await t.api('POST', `/api/students/${owner.id}/locations/${home.id}/things`, {
      token: owner.token,
      body: { subject_id: 2, thing_id: vase.id },
    });
    expect(owned.status).toBe(200);
    const [placed] = await db.selectFrom('student_things').select('id').where('student_id', '=', owner.id).execute();

    const things = `/api/students/${owner.id}/locations/${home.id}/things`;
    const calls: [string, string, object?][] = [
      ['GET', `/api/students/${owner.id}/character?subject_id=2`],
      ['POST', `/api/students/${owner.id}/character`, { subject_id: 2, character_id: character.id }],
      ['GET', `/api/students/${owner.id}/shop/clothes?subject_id=2`],
      ['POST', `/api/students/${owner.id}/shop/clothes/${hat.id}`, { subject_id: 2 }],
      ['PATCH', `/api/students/${owner.id}/clothes/${hat.id}`, { subject_id: 2, worn: true }],
      ['GET', `/api/students/${owner.id}/locations?subject_id=2`],
      ['GET', `${things}?subject_id=2`],
      ['GET', `${things}/shop?subject_id=2`],
      ['GET', `${things}/preview?subject_id=2&thing_id=${vase.id}`],
      ['POST', things, { subject_id: 2, thing_id: vase.id }],
      ['PATCH', `${things}/${placed?.id}`, { subject_id: 2, x: 1 }],
      ['GET', `/api/students/${owner.id}/purchases?subject_id=2`],
    ];
    for (const [method, url, body] of calls) {
      const response = await t.api(method as 'GET', url, { token: intruder.token, ...(body ? { body } : {}) });
      expect(response.status, `${method} ${url}`).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
    expect(await balanceOf(t, owner.id, 2)).toBe(18);
    expect(await balanceOf(t, intruder.id, 2)).toBe(20);
  });

  it('keeps staff out and refuses a subject the student does not have', async () => {
    const teacher = await t.factories.buildTeacher();
    const student = await t.factories.buildStudent({ subjects: [1], blockedSubjects: [2] });
    expect(
      (await t.api('GET', `/api/students/${student.id}/purchases?subject_id=1`, { token: teacher.token })).status,
    ).toBe(403);
    for (const subjectId of [2, 3]) {
      const response = await t.api('GET', `/api/students/${student.id}/purchases?subject_id=${subjectId}`, {
        token: student.token,
      });
      expect(errorOf(response).code).toBe('SUBJECT_NOT_ALLOWED');
    }
  });

  it('lists clothes and things bought in the subject, newest first, with what is in use and still fits', async () => {
    const db = t.database.db;
    const student = await t.factories.buildStudent({ likes: { 2: 30 } });
    const character = await chooseCharacter(t, student, 2);
    const hat = await buildClothes(db, { price: 4, slot: 'head', characters: [character.id] });
    const home = await buildLocation(db, { kind: 'home' });
    const vase = await buildThing(db, { location_id: home.id, price: 3 });
    await t.api('POST', `/api/students/${student.id}/shop/clothes/${hat.id}`, {
      token: student.token,
      body: { subject_id: 2 },
    });
    t.clock.advance(1000);
    await t.api('POST', `/api/students/${student.id}/locations/${home.id}/things`, {
      token: student.token,
      body: { subject_id: 2, thing_id: vase.id },
    });
    t.clock.advance(1000);
    await chooseCharacter(t, student, 2);

    const list = dataOf(
      await t.api('GET', `/api/students/${student.id}/purchases?subject_id=2`, { token: student.token }),
      z.array(purchaseSchema),
    );

    expect(
      list.map(({ kind, item_id, price_paid, in_use, usable, location_id }) => ({
        kind,
        item_id,
        price_paid,
        in_use,
        usable,
        location_id,
      })),
    ).toEqual([
      { kind: 'thing', item_id: vase.id, price_paid: 3, in_use: true, usable: true, location_id: home.id },
      { kind: 'clothes', item_id: hat.id, price_paid: 4, in_use: false, usable: false, location_id: null },
    ]);
    const elsewhere = await t.api('GET', `/api/students/${student.id}/purchases?subject_id=3`, {
      token: student.token,
    });
    expect(dataOf(elsewhere, z.array(purchaseSchema))).toEqual([]);
  });
});
