import { shopClothesSchema, studentCharacterSchema, subjectDataSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { buildCharacter, buildClothes } from '../../test/world-catalogue-factories.ts';
import { chooseCharacter } from '../../test/world-factories.ts';

/** Choosing a character, its free standard clothes, wearing and taking off (spec §2, /shop/character). */
describeEachDatabase('character and wardrobe', (t) => {
  const wear = (student: { id: number; token: string }, clothesId: number, worn: boolean, subjectId = 1) =>
    t.api('PATCH', `/api/students/${student.id}/clothes/${clothesId}`, {
      token: student.token,
      body: { subject_id: subjectId, worn },
    });
  const wornIds = (character: { worn: { clothes_id: number }[] }) => character.worn.map((piece) => piece.clothes_id);

  it('has no character before one is chosen, then gives and puts on its standard clothes for free', async () => {
    const db = t.database.db;
    const student = await t.factories.buildStudent();
    const girl = await buildCharacter(db);
    const boy = await buildCharacter(db);
    const dress = await buildClothes(db, { is_standard: true, slot: 'body', characters: [girl.id], price: 30 });
    const shoes = await buildClothes(db, { is_standard: true, slot: 'feet', characters: [girl.id, boy.id] });
    await buildClothes(db, { is_standard: true, slot: 'head', characters: [boy.id] });
    await buildClothes(db, {
      is_standard: true,
      slot: 'legs',
      characters: [girl.id],
      deleted_at: new Date().toISOString(),
    });

    const before = await t.api('GET', `/api/students/${student.id}/character?subject_id=1`, { token: student.token });
    expect(dataOf(before, studentCharacterSchema.nullable())).toBeNull();

    const character = await chooseCharacter(t, student, 1, girl.id);

    expect(character).toMatchObject({ id: girl.id, code: girl.code, image: girl.image });
    // Drawing order: feet before body.
    expect(wornIds(character)).toEqual([shoes.id, dress.id]);
    const owned = await db
      .selectFrom('student_clothes')
      .select(['clothes_id', 'price_paid'])
      .where('student_id', '=', student.id)
      .orderBy('clothes_id')
      .execute();
    expect(owned).toEqual([
      { clothes_id: dress.id, price_paid: 0 },
      { clothes_id: shoes.id, price_paid: 0 },
    ]);
    const again = await t.api('GET', `/api/students/${student.id}/character?subject_id=1`, { token: student.token });
    expect(dataOf(again, studentCharacterSchema)).toEqual(character);
    const otherSubject = await t.api('GET', `/api/students/${student.id}/character?subject_id=2`, {
      token: student.token,
    });
    expect(dataOf(otherSubject, studentCharacterSchema.nullable())).toBeNull();
  });

  it('switching character takes off what no longer fits, keeps it owned, and refuses to put it back on', async () => {
    const db = t.database.db;
    const student = await t.factories.buildStudent();
    const girl = await buildCharacter(db);
    const boy = await buildCharacter(db);
    const dress = await buildClothes(db, { is_standard: true, slot: 'body', characters: [girl.id] });
    const shoes = await buildClothes(db, { is_standard: true, slot: 'feet', characters: [girl.id, boy.id] });
    const shirt = await buildClothes(db, { is_standard: true, slot: 'body', characters: [boy.id] });
    await chooseCharacter(t, student, 1, girl.id);

    const switched = await chooseCharacter(t, student, 1, boy.id);

    expect(switched.id).toBe(boy.id);
    expect(wornIds(switched)).toEqual([shoes.id, shirt.id]);
    const refused = await wear(student, dress.id, true);
    expect(refused.status).toBe(422);
    expect(errorOf(refused).code).toBe('ITEM_DOES_NOT_FIT');
    const owned = await db
      .selectFrom('student_clothes')
      .select('clothes_id')
      .where('student_id', '=', student.id)
      .execute();
    expect(owned.map((row) => row.clothes_id).sort((a, b) => a - b)).toEqual([dress.id, shoes.id, shirt.id]);
  });

  it('wears one piece per slot: putting on takes off the slot’s other piece; taking off empties it', async () => {
    const db = t.database.db;
    const student = await t.factories.buildStudent({ likes: { 1: 40 } });
    const character = await chooseCharacter(t, student, 1);
    const red = await buildClothes(db, { slot: 'head', price: 5, characters: [character.id] });
    const blue = await buildClothes(db, { slot: 'head', price: 5, characters: [character.id] });
    for (const hat of [red, blue]) {
      expect(
        (
          await t.api('POST', `/api/students/${student.id}/shop/clothes/${hat.id}`, {
            token: student.token,
            body: { subject_id: 1 },
          })
        ).status,
      ).toBe(200);
    }

    const redOn = dataOf(await wear(student, red.id, true), studentCharacterSchema);
    expect(wornIds(redOn)).toEqual([red.id]);
    const blueOn = dataOf(await wear(student, blue.id, true), studentCharacterSchema);
    expect(wornIds(blueOn)).toEqual([blue.id]);
    const bare = dataOf(await wear(student, blue.id, false), studentCharacterSchema);
    expect(bare.worn).toEqual([]);

    const list = await t.api('GET', `/api/students/${student.id}/shop/clothes?subject_id=1`, { token: student.token });
    const shelf = dataOf(list, z.array(shopClothesSchema));
    expect(shelf.map(({ id, owned, worn }) => ({ id, owned, worn }))).toEqual([
      { id: red.id, owned: true, worn: false },
      { id: blue.id, owned: true, worn: false },
    ]);
  });

  it('cannot wear what the student does not own, nor anything without a character', async () => {
    const db = t.database.db;
    const student = await t.factories.buildStudent();
    const piece = await buildClothes(db, { characters: [(await buildCharacter(db)).id] });
    expect(errorOf(await wear(student, piece.id, true)).code).toBe('CHARACTER_REQUIRED');
    await chooseCharacter(t, student, 1, piece.characters[0]);
    const response = await wear(student, piece.id, true);
    expect(response.status).toBe(404);
  });

  it('refuses an unknown character with a field error', async () => {
    const student = await t.factories.buildStudent();
    const response = await t.api('POST', `/api/students/${student.id}/character`, {
      token: student.token,
      body: { subject_id: 1, character_id: 999_999 },
    });
    expect(response.status).toBe(422);
    expect(errorOf(response).fields?.[0]?.field).toBe('character_id');
  });

  it('lists the clothes fitting the character; withdrawn ones only for their owners', async () => {
    const db = t.database.db;
    const student = await t.factories.buildStudent({ likes: { 2: 10 } });
    const character = await chooseCharacter(t, student, 2);
    const kept = await buildClothes(db, { price: 3, characters: [character.id] });
    const onSale = await buildClothes(db, { price: 3, slot: 'legs', characters: [character.id] });
    const gone = await buildClothes(db, { characters: [character.id], deleted_at: new Date().toISOString() });
    await buildClothes(db, { characters: [(await buildCharacter(db)).id] });
    await t.api('POST', `/api/students/${student.id}/shop/clothes/${kept.id}`, {
      token: student.token,
      body: { subject_id: 2 },
    });
    await db.updateTable('clothes').set({ deleted_at: new Date().toISOString() }).where('id', '=', kept.id).execute();

    const list = await t.api('GET', `/api/students/${student.id}/shop/clothes?subject_id=2`, { token: student.token });

    const shelf = dataOf(list, z.array(shopClothesSchema));
    expect(shelf.map(({ id, owned, worn }) => ({ id, owned, worn }))).toEqual([
      { id: kept.id, owned: true, worn: true },
      { id: onSale.id, owned: false, worn: false },
    ]);
    expect(shelf.some((piece) => piece.id === gone.id)).toBe(false);
  });

  it('carries the dressed character and the likes earned in the subject data', async () => {
    const student = await t.factories.buildStudent({ likes: { 1: 9 } });
    const character = await chooseCharacter(t, student, 1);
    const hat = await buildClothes(t.database.db, { price: 4, slot: 'head', characters: [character.id] });
    await t.api('POST', `/api/students/${student.id}/shop/clothes/${hat.id}`, {
      token: student.token,
      body: { subject_id: 1 },
    });

    const data = dataOf(
      await t.api('GET', `/api/students/${student.id}/subjects/1`, { token: student.token }),
      subjectDataSchema,
    );

    expect(data.likes).toBe(5);
    expect(data.likes_earned).toBe(9);
    expect(data.character).toEqual({
      ...character,
      worn: [{ clothes_id: hat.id, slot: 'head', picture: hat.picture }],
    });
  });
});
