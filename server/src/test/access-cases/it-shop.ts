import { SUBJECT_IT } from '@umka/contracts';
import type { TestContext } from '../harness.ts';
import { type AccessRow, adminOnly, REFUSED, staff } from './access-row.ts';
import type { MatrixWorld } from './matrix-world.ts';

const goodBody = () => ({
  title: { 'ru-RU': 'Ракета', 'en-US': 'Rocket', 'uk-UA': 'Ракета' },
  description: { 'ru-RU': '', 'en-US': '', 'uk-UA': '' },
  kind: 'sticker',
  art_key: 'rocket',
  price: 5,
  stock: null,
});

async function goodId(t: TestContext, kind: 'sticker' | 'prize' = 'sticker'): Promise<number> {
  const now = t.clock.now().toISOString();
  const row = await t.database.db
    .insertInto('it_shop_items')
    .values({
      title_ru: 'Книга',
      title_en: 'Book',
      title_uk: 'Книга',
      kind,
      art_key: 'book',
      price: 5,
      stock: null,
      is_active: true,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A prize the class's student is waiting for, written straight to the tables: the matrix's students study subjects 1
 * to 3, so the shop itself refuses them (its tests show an IT student buying).
 */
async function awaitedPrizeId(t: TestContext, w: MatrixWorld): Promise<number> {
  const row = await t.database.db
    .insertInto('it_shop_purchases')
    .values({
      student_id: w.classStudent.id,
      item_id: await goodId(t, 'prize'),
      price: 5,
      status: 'awaiting',
      created_at: t.clock.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** IT points and their shop: a student's points for them, their teachers and admins; the shop for IT students only. */
export const IT_SHOP_ROWS: AccessRow[] = [
  {
    route: 'GET /api/students/{id}/it-scores/count',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/students/${w.classStudent.id}/it-scores/count` }),
    expected: { ...REFUSED, admin: 200, classTeacher: 200, classStudent: 200, classmate: 403 },
  },
  {
    route: `GET /api/it-shop (the matrix's students have no subject ${SUBJECT_IT})`,
    target: 'own',
    call: () => ({ method: 'GET', url: '/api/it-shop' }),
    expected: REFUSED,
  },
  {
    route: 'POST /api/it-shop/purchases',
    target: 'own',
    call: async (t) => ({ method: 'POST', url: '/api/it-shop/purchases', body: { item_id: await goodId(t) } }),
    expected: REFUSED,
  },
  {
    route: 'GET /api/admin/it-shop/items',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/admin/it-shop/items' }),
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/admin/it-shop/items',
    target: 'any',
    call: () => ({ method: 'POST', url: '/api/admin/it-shop/items', body: goodBody() }),
    expected: adminOnly(201),
  },
  {
    route: 'PUT /api/admin/it-shop/items/{id}',
    target: 'any',
    call: async (t) => ({ method: 'PUT', url: `/api/admin/it-shop/items/${await goodId(t)}`, body: goodBody() }),
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/it-shop/items/{id}',
    target: 'any',
    call: async (t) => ({ method: 'DELETE', url: `/api/admin/it-shop/items/${await goodId(t)}` }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/it-shop/prizes',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/it-shop/prizes' }),
    expected: staff(200),
  },
  {
    route: 'POST /api/it-shop/prizes/{id}/given',
    target: 'foreign',
    call: async (t, w) => ({ method: 'POST', url: `/api/it-shop/prizes/${await awaitedPrizeId(t, w)}/given` }),
    expected: { ...REFUSED, admin: 200, classTeacher: 200 },
  },
];
