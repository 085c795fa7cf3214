import { clothesPurchaseSchema, type ErrorCode } from '@umka/contracts';
import { expect, it } from 'vitest';
import { type ApiResponse, dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { buildCharacter, buildClothes } from '../../test/world-catalogue-factories.ts';
import { balanceOf, chooseCharacter, ledgerOf } from '../../test/world-factories.ts';

/** Money rules of the clothes shop: one transaction per purchase, the price read from the catalogue. */
describeEachDatabase('buying clothes', (t) => {
  const codeOf = (response: ApiResponse): ErrorCode | null => (response.status === 200 ? null : errorOf(response).code);

  async function shopper(likes: number, subjectId = 2) {
    const student = await t.factories.buildStudent({ likes: { [subjectId]: likes } });
    const character = await chooseCharacter(t, student, subjectId);
    return { student, character, subjectId };
  }

  const buy = (student: { id: number; token: string }, clothesId: number, body: object) =>
    t.api('POST', `/api/students/${student.id}/shop/clothes/${clothesId}`, { token: student.token, body });

  const ownedRows = (studentId: number) =>
    t.database.db.selectFrom('student_clothes').selectAll().where('student_id', '=', studentId).execute();

  it('buys with exactly enough likes: the balance reaches 0 and the piece is worn', async () => {
    const { student, character, subjectId } = await shopper(7);
    const hat = await buildClothes(t.database.db, { price: 7, slot: 'head', characters: [character.id] });

    const purchase = dataOf(await buy(student, hat.id, { subject_id: subjectId }), clothesPurchaseSchema);

    expect(purchase.balance).toBe(0);
    expect(purchase.character.worn).toEqual([{ clothes_id: hat.id, slot: 'head', picture: hat.picture }]);
    expect(await balanceOf(t, student.id, subjectId)).toBe(0);
    expect((await ledgerOf(t, student.id, subjectId)).at(-1)).toEqual({
      delta: -7,
      balance_after: 0,
      reason: 'shop',
      ref_type: 'clothes',
      ref_id: hat.id,
    });
  });

  it('refuses one like too few with NOT_ENOUGH_LIKES and changes nothing', async () => {
    const { student, character, subjectId } = await shopper(7);
    const coat = await buildClothes(t.database.db, { price: 8, characters: [character.id] });
    const ledgerBefore = await ledgerOf(t, student.id, subjectId);

    const response = await buy(student, coat.id, { subject_id: subjectId });

    expect(response.status).toBe(409);
    expect(errorOf(response).code).toBe('NOT_ENOUGH_LIKES');
    expect(await ownedRows(student.id)).toEqual([]);
    expect(await ledgerOf(t, student.id, subjectId)).toEqual(ledgerBefore);
    expect(await balanceOf(t, student.id, subjectId)).toBe(7);
  });

  it('lets 100 simultaneous purchases against one balance succeed exactly ⌊b/p⌋ times, the rest 409', async () => {
    const balance = 100;
    const price = 7;
    const { student, character, subjectId } = await shopper(balance);
    const pieces = await Promise.all(
      Array.from({ length: 100 }, () => buildClothes(t.database.db, { price, characters: [character.id] })),
    );

    const responses = await Promise.all(pieces.map((piece) => buy(student, piece.id, { subject_id: subjectId })));

    const codes = responses.map(codeOf);
    expect(codes.filter((code) => code === null)).toHaveLength(Math.floor(balance / price));
    expect(codes.filter((code) => code !== null).every((code) => code === 'NOT_ENOUGH_LIKES')).toBe(true);
    const finalBalance = await balanceOf(t, student.id, subjectId);
    expect(finalBalance).toBe(balance % price);
    const deltas = (await ledgerOf(t, student.id, subjectId)).map((row) => row.delta);
    expect(deltas.reduce((sum, delta) => sum + delta, 0)).toBe(finalBalance);
    expect(await ownedRows(student.id)).toHaveLength(Math.floor(balance / price));
  });

  it('sells a piece once: a second purchase, even at the same moment, answers ALREADY_OWNED', async () => {
    const { student, character, subjectId } = await shopper(50);
    const scarf = await buildClothes(t.database.db, { price: 5, slot: 'accessory', characters: [character.id] });
    const boots = await buildClothes(t.database.db, { price: 5, slot: 'feet', characters: [character.id] });

    expect((await buy(student, scarf.id, { subject_id: subjectId })).status).toBe(200);
    const again = await buy(student, scarf.id, { subject_id: subjectId });
    expect(again.status).toBe(409);
    expect(errorOf(again).code).toBe('ALREADY_OWNED');

    const racing = await Promise.all([
      buy(student, boots.id, { subject_id: subjectId }),
      buy(student, boots.id, { subject_id: subjectId }),
    ]);
    expect(racing.map(codeOf).sort()).toEqual(['ALREADY_OWNED', null].sort());
    expect(await balanceOf(t, student.id, subjectId)).toBe(40);
  });

  it('ignores price, student, balance and owner fields sent in the body', async () => {
    const { student, character, subjectId } = await shopper(20);
    const other = await t.factories.buildStudent({ likes: { [subjectId]: 20 } });
    const shirt = await buildClothes(t.database.db, { price: 12, characters: [character.id] });

    const purchase = dataOf(
      await buy(student, shirt.id, {
        subject_id: subjectId,
        price: 0,
        price_paid: 0,
        student_id: other.id,
        balance: 1000,
        owner: other.id,
      }),
      clothesPurchaseSchema,
    );

    expect(purchase.balance).toBe(8);
    const [owned] = await ownedRows(student.id);
    expect(owned).toMatchObject({ clothes_id: shirt.id, price_paid: 12 });
    expect(await ownedRows(other.id)).toEqual([]);
    expect(await balanceOf(t, other.id, subjectId)).toBe(20);
  });

  it('locks the shop below 5 likes earned, and spending the balance to 0 does not lock it again', async () => {
    const poor = await t.factories.buildStudent({ likes: { 2: 4 } });
    const character = await chooseCharacter(t, poor, 2);
    const cap = await buildClothes(t.database.db, { price: 1, characters: [character.id] });
    for (const response of [
      await t.api('GET', `/api/students/${poor.id}/shop/clothes?subject_id=2`, { token: poor.token }),
      await buy(poor, cap.id, { subject_id: 2 }),
    ]) {
      expect(response.status).toBe(403);
      expect(errorOf(response).code).toBe('SHOP_LOCKED');
    }

    const { student, character: own, subjectId } = await shopper(5);
    const dear = await buildClothes(t.database.db, { price: 5, characters: [own.id] });
    expect((await buy(student, dear.id, { subject_id: subjectId })).status).toBe(200);
    expect(await balanceOf(t, student.id, subjectId)).toBe(0);
    const list = await t.api('GET', `/api/students/${student.id}/shop/clothes?subject_id=${subjectId}`, {
      token: student.token,
    });
    expect(list.status).toBe(200);
  });

  it('does not sell withdrawn clothes nor clothes that do not fit, and needs a character', async () => {
    const { student, character, subjectId } = await shopper(30);
    const withdrawn = await buildClothes(t.database.db, {
      characters: [character.id],
      deleted_at: new Date().toISOString(),
    });
    const misfit = await buildClothes(t.database.db, { characters: [(await buildCharacter(t.database.db)).id] });
    expect(errorOf(await buy(student, withdrawn.id, { subject_id: subjectId })).code).toBe('NOT_FOUND');
    expect(errorOf(await buy(student, misfit.id, { subject_id: subjectId })).code).toBe('ITEM_DOES_NOT_FIT');

    const bare = await t.factories.buildStudent({ likes: { 3: 30 } });
    const response = await buy(bare, misfit.id, { subject_id: 3 });
    expect(response.status).toBe(409);
    expect(errorOf(response).code).toBe('CHARACTER_REQUIRED');
    expect(await balanceOf(t, student.id, subjectId)).toBe(30);
  });
});
