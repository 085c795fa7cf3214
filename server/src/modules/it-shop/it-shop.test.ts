import {
  type ErrorCode,
  type ItShopItemBody,
  itPrizeSchema,
  itPrizesSchema,
  itPurchaseResultSchema,
  itScoresCountSchema,
  itShopItemSchema,
  itShopSchema,
  SUBJECT_IT,
} from '@umka/contracts';
import { expect, it } from 'vitest';
import { type ApiResponse, dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { giveItPoints, itPointsLedger } from '../it-points/it-points.fixture.ts';

const title = (ru: string) => ({ 'ru-RU': ru, 'en-US': `${ru} (en)`, 'uk-UA': `${ru} (uk)` });
const noText = { 'ru-RU': '', 'en-US': '', 'uk-UA': '' };

describeEachDatabase('the IT points shop', (t) => {
  const codeOf = (response: ApiResponse): ErrorCode | null => (response.status < 300 ? null : errorOf(response).code);

  async function admin() {
    return t.factories.buildAdmin();
  }

  async function itStudent(points = 0) {
    const student = await t.factories.buildStudent({ subjects: [SUBJECT_IT] });
    if (points > 0) await giveItPoints(t, student.id, points);
    return student;
  }

  async function good(overrides: Partial<ItShopItemBody> = {}) {
    const body: ItShopItemBody = {
      title: title('Ракета'),
      description: noText,
      kind: 'sticker',
      art_key: 'rocket',
      price: 10,
      stock: null,
      is_active: true,
      ...overrides,
    };
    const response = await t.api('POST', '/api/admin/it-shop/items', { token: (await admin()).token, body });
    return dataOf(response, itShopItemSchema);
  }

  const buy = (student: { token: string }, itemId: number) =>
    t.api('POST', '/api/it-shop/purchases', { token: student.token, body: { item_id: itemId } });

  const balance = async (student: { id: number; token: string }) =>
    dataOf(
      await t.api('GET', `/api/students/${student.id}/it-scores/count`, { token: student.token }),
      itScoresCountSchema,
    ).count;

  it('sells a sticker for its price: the balance drops, the ledger says why, and the shop lists it as owned', async () => {
    const student = await itStudent(25);
    const rocket = await good({ price: 10 });

    const result = dataOf(await buy(student, rocket.id), itPurchaseResultSchema);

    expect(result.balance).toBe(15);
    expect(result.purchase).toMatchObject({ status: 'owned', price: 10, item: { id: rocket.id, kind: 'sticker' } });
    expect(await balance(student)).toBe(15);
    expect((await itPointsLedger(t, student.id)).at(-1)).toEqual({
      delta: -10,
      balance_after: 15,
      reason: 'it_shop_purchase',
      ref_type: 'it_shop_item',
      ref_id: rocket.id,
    });
    const shop = dataOf(await t.api('GET', '/api/it-shop', { token: student.token }), itShopSchema);
    expect(shop).toMatchObject({ balance: 15, earned: 25 });
    expect(shop.purchases.map((purchase) => purchase.item.id)).toEqual([rocket.id]);
  });

  it('refuses a purchase one point short with NOT_ENOUGH_IT_POINTS and changes nothing', async () => {
    const student = await itStudent(9);
    const rocket = await good({ price: 10, stock: 3 });

    const response = await buy(student, rocket.id);

    expect(response.status).toBe(409);
    expect(errorOf(response).code).toBe('NOT_ENOUGH_IT_POINTS');
    expect(errorOf(response).message['ru-RU']).toBe('Недостаточно IT-баллов');
    expect(await balance(student)).toBe(9);
    expect(await itPointsLedger(t, student.id)).toHaveLength(1);
    const items = await t.database.db.selectFrom('it_shop_items').select('stock').where('id', '=', rocket.id).execute();
    expect(items).toEqual([{ stock: 3 }]);
  });

  it('lets 30 simultaneous purchases of different goods against one balance succeed exactly ⌊b/p⌋ times', async () => {
    const student = await itStudent(50);
    const goods = await Promise.all(Array.from({ length: 30 }, () => good({ price: 7 })));

    const codes = (await Promise.all(goods.map((item) => buy(student, item.id)))).map(codeOf);

    expect(codes.filter((code) => code === null)).toHaveLength(7);
    expect(codes.filter((code) => code !== null).every((code) => code === 'NOT_ENOUGH_IT_POINTS')).toBe(true);
    expect(await balance(student)).toBe(1);
    const ledger = await itPointsLedger(t, student.id);
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(1);
  });

  it('sells the last piece of a stock once when two students buy it at the same moment', async () => {
    const [first, second] = await Promise.all([itStudent(20), itStudent(20)]);
    const book = await good({ kind: 'prize', art_key: 'book', price: 5, stock: 1 });

    const codes = (await Promise.all([buy(first, book.id), buy(second, book.id)])).map(codeOf);

    expect(codes.sort()).toEqual(['IT_SHOP_SOLD_OUT', null].sort());
    expect((await balance(first)) + (await balance(second))).toBe(35);
  });

  it('sells a drawn good to a student once, even when asked twice at the same moment', async () => {
    const student = await itStudent(40);
    const frame = await good({ kind: 'frame', art_key: 'frame-code', price: 5 });

    const codes = (await Promise.all([buy(student, frame.id), buy(student, frame.id)])).map(codeOf);

    expect(codes.sort()).toEqual(['ALREADY_OWNED', null].sort());
    expect(await balance(student)).toBe(35);
  });

  it('refuses the shop to a student without the IT subject, and a hidden good to anyone', async () => {
    const mathStudent = await t.factories.buildStudent({ subjects: [1] });
    const student = await itStudent(50);
    const hidden = await good({ is_active: false });

    expect(errorOf(await t.api('GET', '/api/it-shop', { token: mathStudent.token })).code).toBe('SUBJECT_NOT_ALLOWED');
    expect(codeOf(await buy(mathStudent, hidden.id))).toBe('SUBJECT_NOT_ALLOWED');
    expect(codeOf(await buy(student, hidden.id))).toBe('NOT_FOUND');
    const shop = dataOf(await t.api('GET', '/api/it-shop', { token: student.token }), itShopSchema);
    expect(shop.items.map((item) => item.id)).not.toContain(hidden.id);
  });

  it('answers bad goods with a field error and writes nothing', async () => {
    const { token } = await admin();
    const before = await t.database.db.selectFrom('it_shop_items').select('id').execute();

    const response = await t.api('POST', '/api/admin/it-shop/items', {
      token,
      body: { title: title(''), description: noText, kind: 'car', art_key: 'rocket', price: -1, stock: null },
    });

    expect(response.status).toBe(422);
    expect(errorOf(response).fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'kind', code: 'FIELD_INVALID' }),
        expect.objectContaining({ field: 'price', code: 'FIELD_INVALID' }),
      ]),
    );
    expect(await t.database.db.selectFrom('it_shop_items').select('id').execute()).toEqual(before);
  });

  it('keeps a good someone bought: deleting it is refused, hiding it works', async () => {
    const { token } = await admin();
    const student = await itStudent(10);
    const rocket = await good({ price: 10 });
    await buy(student, rocket.id);

    const refused = await t.api('DELETE', `/api/admin/it-shop/items/${rocket.id}`, { token });
    expect(errorOf(refused).code).toBe('IT_SHOP_ITEM_BOUGHT');

    const hidden = await t.api('PUT', `/api/admin/it-shop/items/${rocket.id}`, {
      token,
      body: {
        title: title('Ракета'),
        description: noText,
        kind: 'sticker',
        art_key: 'rocket',
        price: 10,
        stock: null,
        is_active: false,
      },
    });
    expect(dataOf(hidden, itShopItemSchema).is_active).toBe(false);
    const unsold = await good();
    expect((await t.api('DELETE', `/api/admin/it-shop/items/${unsold.id}`, { token })).status).toBe(200);
  });

  it('lets a teacher of the student hand over a prize once and tells the student; another teacher is refused', async () => {
    const student = await itStudent(30);
    const teacher = await t.factories.buildTeacher({ subjects: [SUBJECT_IT] });
    const stranger = await t.factories.buildTeacher({ subjects: [SUBJECT_IT] });
    await t.factories.buildGroup({ teacher, subjectId: SUBJECT_IT, students: [student] });
    const book = await good({ kind: 'prize', art_key: 'book', price: 20 });
    const { purchase } = dataOf(await buy(student, book.id), itPurchaseResultSchema);
    expect(purchase.status).toBe('awaiting');

    const prizes = dataOf(await t.api('GET', '/api/it-shop/prizes', { token: teacher.token }), itPrizesSchema);
    expect(prizes.prizes.map((prize) => [prize.id, prize.status])).toEqual([[purchase.id, 'awaiting']]);
    const strangers = dataOf(await t.api('GET', '/api/it-shop/prizes', { token: stranger.token }), itPrizesSchema);
    expect(strangers.prizes).toEqual([]);

    const forbidden = await t.api('POST', `/api/it-shop/prizes/${purchase.id}/given`, { token: stranger.token });
    expect(errorOf(forbidden).code).toBe('FORBIDDEN');
    const given = dataOf(
      await t.api('POST', `/api/it-shop/prizes/${purchase.id}/given`, { token: teacher.token }),
      itPrizeSchema,
    );
    expect(given.status).toBe('given');
    const again = await t.api('POST', `/api/it-shop/prizes/${purchase.id}/given`, { token: teacher.token });
    expect(errorOf(again).code).toBe('IT_PRIZE_ALREADY_GIVEN');
    expect(t.published.some((message) => message.channel === `users.${student.id}.events`)).toBe(true);
  });

  it('shows a student their own IT points only; their teacher and an admin may read them too', async () => {
    const student = await itStudent(12);
    const other = await itStudent(3);
    const teacher = await t.factories.buildTeacher({ subjects: [SUBJECT_IT] });
    await t.factories.buildGroup({ teacher, subjectId: SUBJECT_IT, students: [student] });
    const url = `/api/students/${student.id}/it-scores/count`;

    expect(errorOf(await t.api('GET', url, { token: other.token })).code).toBe('FORBIDDEN');
    expect(dataOf(await t.api('GET', url, { token: teacher.token }), itScoresCountSchema).count).toBe(12);
    expect(dataOf(await t.api('GET', url, { token: (await admin()).token }), itScoresCountSchema).count).toBe(12);
  });
});
