import { itPrizesSchema, itShopSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { withDemoData } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';

describeEachDatabase('the demo IT shop', (t) => {
  const { logIn } = withDemoData(t);

  it('opens the IT shop to Миша with the points left after a sticker and a book, the book waiting for his teacher', async () => {
    const misha = await logIn('student@example.com');
    const shop = dataOf(await t.api('GET', '/api/it-shop', { token: misha.token }), itShopSchema);

    expect(shop.items.map((item) => item.art_key)).toHaveLength(10);
    expect(shop.balance).toBe(shop.earned - 40);
    expect(shop.purchases.map((purchase) => [purchase.item.art_key, purchase.status]).sort()).toEqual([
      ['book', 'awaiting'],
      ['rocket', 'owned'],
    ]);

    const teacher = await logIn('teacher@example.com');
    const prizes = dataOf(await t.api('GET', '/api/it-shop/prizes', { token: teacher.token }), itPrizesSchema);
    expect(prizes.prizes.map((prize) => [prize.student.id, prize.item.art_key, prize.status])).toEqual([
      [misha.id, 'book', 'awaiting'],
    ]);
  });
});
