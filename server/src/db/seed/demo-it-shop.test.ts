import { itPrizesSchema, itShopSchema, loginResultSchema } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { createPasswordHasher } from '../../lib/passwords.ts';
import { createStorage } from '../../lib/storage.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { DEMO_PASSWORD, seedDemoData } from './demo.ts';

describeEachDatabase('the demo IT shop', (t) => {
  async function logIn(email: string) {
    const response = await t.api('POST', '/api/login', { body: { email, password: DEMO_PASSWORD } });
    return { id: dataOf(response, loginResultSchema).user.id, token: String(response.headers['jwt-token']) };
  }

  beforeAll(async () => {
    await seedDemoData(t.database, {
      hasher: createPasswordHasher(),
      clock: t.clock.now,
      storage: createStorage(t.storageDir),
    });
  });

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
