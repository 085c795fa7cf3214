import type { ItPurchaseStatus, ItShopItemBody, ItShopKind } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

const ITEM_COLUMNS = [
  'i.id',
  'i.title_ru',
  'i.title_en',
  'i.title_uk',
  'i.description_ru',
  'i.description_en',
  'i.description_uk',
  'i.kind',
  'i.art_key',
  'i.price',
  'i.stock',
  'i.is_active',
] as const;

export async function listItems(db: Kysely<DB>, onlyActive: boolean) {
  let query = db.selectFrom('it_shop_items as i').select(ITEM_COLUMNS).orderBy('i.position').orderBy('i.id');
  if (onlyActive) query = query.where('i.is_active', '=', true);
  return query.execute();
}

export type ItemRow = Awaited<ReturnType<typeof listItems>>[number];

export async function findItem(db: Kysely<DB>, id: number) {
  return db.selectFrom('it_shop_items as i').select(ITEM_COLUMNS).where('i.id', '=', id).executeTakeFirst();
}

function itemColumns(body: ItShopItemBody) {
  return {
    title_ru: body.title['ru-RU'],
    title_en: body.title['en-US'],
    title_uk: body.title['uk-UA'],
    description_ru: body.description['ru-RU'],
    description_en: body.description['en-US'],
    description_uk: body.description['uk-UA'],
    kind: body.kind,
    art_key: body.art_key,
    price: body.price,
    stock: body.stock,
    is_active: body.is_active,
  };
}

/** A new good goes to the end of the shop. */
export async function insertItem(db: Kysely<DB>, body: ItShopItemBody, now: string): Promise<number> {
  const last = await db
    .selectFrom('it_shop_items')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  const row = await db
    .insertInto('it_shop_items')
    .values({ ...itemColumns(body), position: Number(last?.position ?? 0) + 1, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateItem(db: Kysely<DB>, id: number, body: ItShopItemBody, now: string) {
  const result = await db
    .updateTable('it_shop_items')
    .set({ ...itemColumns(body), updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteItem(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('it_shop_items').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function hasPurchases(db: Kysely<DB>, itemId: number): Promise<boolean> {
  const row = await db.selectFrom('it_shop_purchases').select('id').where('item_id', '=', itemId).executeTakeFirst();
  return row !== undefined;
}

/** Takes one piece of a good with a stock by a conditional update; a good without a stock never runs out. */
export async function takeFromStock(db: Kysely<DB>, itemId: number): Promise<boolean> {
  const result = await db
    .updateTable('it_shop_items')
    .set((eb) => ({ stock: eb('stock', '-', 1) }))
    .where('id', '=', itemId)
    .where('stock', '>=', 1)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function ownsDrawnItem(db: Kysely<DB>, studentId: number, itemId: number): Promise<boolean> {
  const row = await db
    .selectFrom('it_shop_purchases')
    .select('id')
    .where('student_id', '=', studentId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertPurchase(
  db: Kysely<DB>,
  values: { studentId: number; itemId: number; price: number; status: ItPurchaseStatus; now: string },
): Promise<number> {
  const row = await db
    .insertInto('it_shop_purchases')
    .values({
      student_id: values.studentId,
      item_id: values.itemId,
      price: values.price,
      status: values.status,
      created_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function purchasesQuery(db: Kysely<DB>) {
  return db
    .selectFrom('it_shop_purchases as p')
    .innerJoin('it_shop_items as i', 'i.id', 'p.item_id')
    .innerJoin('users as u', 'u.id', 'p.student_id')
    .select([
      'p.id',
      'p.price',
      'p.status',
      'p.created_at',
      'p.given_at',
      'p.student_id',
      'u.first_name',
      'u.last_name',
      'i.id as item_id',
      'i.title_ru',
      'i.title_en',
      'i.title_uk',
      'i.kind',
      'i.art_key',
    ]);
}

export type PurchaseRow = Awaited<ReturnType<ReturnType<typeof purchasesQuery>['execute']>>[number];

export async function listStudentPurchases(db: Kysely<DB>, studentId: number) {
  return purchasesQuery(db).where('p.student_id', '=', studentId).orderBy('p.id', 'desc').execute();
}

export async function findPurchase(db: Kysely<DB>, id: number) {
  return purchasesQuery(db).where('p.id', '=', id).executeTakeFirst();
}

/** At most this many prizes are listed: those still to hand over come first, then the latest given. */
export const PRIZES_SHOWN = 200;

/** Real-world prizes, of one teacher's students (any current class of theirs) or, for null, of everyone. */
export async function listPrizes(db: Kysely<DB>, teacherId: number | null) {
  let query = purchasesQuery(db).where('i.kind', '=', 'prize' satisfies ItShopKind);
  if (teacherId !== null) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('group_students as gs')
          .innerJoin('groups as g', 'g.id', 'gs.group_id')
          .select('gs.student_id')
          .whereRef('gs.student_id', '=', 'p.student_id')
          .where('g.teacher_id', '=', teacherId)
          .where('g.deleted_at', 'is', null),
      ),
    );
  }
  return query
    .orderBy((eb) => eb.case().when('p.status', '=', 'awaiting').then(0).else(1).end())
    .orderBy('p.id', 'desc')
    .limit(PRIZES_SHOWN)
    .execute();
}

/** Marks an awaiting prize given; false when it was not awaiting (given already by someone else). */
export async function markGiven(db: Kysely<DB>, id: number, by: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('it_shop_purchases')
    .set({ status: 'given', given_at: now, given_by: by })
    .where('id', '=', id)
    .where('status', '=', 'awaiting')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
