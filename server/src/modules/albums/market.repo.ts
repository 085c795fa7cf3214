import { type LotItemType, type LotType, lotTypeSchema } from '@umka/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type LotStatus = 'open' | 'sold' | 'cancelled';

export interface LotRow {
  id: number;
  subject_id: number;
  seller_id: number;
  price: number;
  status: string;
  type: string;
  created_at: string;
  first_name: string;
  last_name: string;
}

/** A lot's item with what it is: a piece and its picture, or a crystal. */
export interface LotItemRow {
  id: number;
  lot_id: number;
  item_type: string;
  puzzle_student_id: number | null;
  crystal_id: number | null;
  puzzle_id: number | null;
  puzzle_image: string | null;
  puzzle_number: number | null;
  piece_legendary: boolean | number | null;
  picture_title_ru: string | null;
  picture_title_en: string | null;
  picture_title_uk: string | null;
  crystal_image: string | null;
  crystal_title_ru: string | null;
  crystal_title_en: string | null;
  crystal_title_uk: string | null;
}

/** One move of an item, as `album_item_ledger` keeps it. */
export interface ItemMove {
  student_id: number;
  subject_id: number;
  item_type: LotItemType;
  item_id: number;
  delta: 1 | -1;
  reason: string;
  ref_type: 'lot';
  ref_id: number;
}

/** Until when the student's trade crystal holds; null when they never used one. */
export async function findTradeActiveUntil(db: Kysely<DB>, studentId: number, subjectId: number) {
  const row = await db
    .selectFrom('crystal_students as cs')
    .innerJoin('crystals as c', 'c.id', 'cs.crystal_id')
    .select('cs.active_until')
    .where('cs.student_id', '=', studentId)
    .where('cs.subject_id', '=', subjectId)
    .where('c.code', '=', 'trade')
    .executeTakeFirst();
  return row?.active_until ?? null;
}

export async function insertLot(
  trx: Kysely<DB>,
  lot: { subject_id: number; seller_id: number; price: number; type: LotType },
  now: string,
): Promise<number> {
  const row = await trx
    .insertInto('market_lots')
    .values({ ...lot, status: 'open', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Moves a pool piece of the seller into the lot; false when it is not theirs, not in this subject or not in the pool. */
export async function claimPiece(
  trx: Kysely<DB>,
  claim: { pieceId: number; lotId: number; sellerId: number; subjectId: number },
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('puzzle_students')
    .set({ lot_id: claim.lotId, updated_at: now })
    .where('id', '=', claim.pieceId)
    .where('student_id', '=', claim.sellerId)
    .where('subject_id', '=', claim.subjectId)
    .where('lot_id', 'is', null)
    .where('slot_picture_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes one copy of a crystal out of the student's count; false when they hold none. */
export async function takeCrystalCopy(
  trx: Kysely<DB>,
  copy: { studentId: number; subjectId: number; crystalId: number },
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('crystal_students')
    .set((eb) => ({ count: eb('count', '-', 1), updated_at: now }))
    .where('student_id', '=', copy.studentId)
    .where('subject_id', '=', copy.subjectId)
    .where('crystal_id', '=', copy.crystalId)
    .where('count', '>=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Adds copies of a crystal to the student's count; a first copy starts uncharged. */
export async function giveCrystalCopies(
  trx: Kysely<DB>,
  copy: { studentId: number; subjectId: number; crystalId: number; count: number },
  now: string,
): Promise<void> {
  await trx
    .insertInto('crystal_students')
    .values({
      student_id: copy.studentId,
      subject_id: copy.subjectId,
      crystal_id: copy.crystalId,
      count: copy.count,
      charge: 0,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['student_id', 'subject_id', 'crystal_id']).doUpdateSet((eb) => ({
        count: eb('crystal_students.count', '+', eb.ref('excluded.count')),
        updated_at: now,
      })),
    )
    .execute();
}

export async function insertLotItems(
  trx: Kysely<DB>,
  lotId: number,
  items: readonly { item_type: LotItemType; id: number }[],
  now: string,
): Promise<void> {
  await trx
    .insertInto('market_lot_items')
    .values(
      items.map((item) => ({
        lot_id: lotId,
        item_type: item.item_type,
        puzzle_student_id: item.item_type === 'puzzle_student' ? item.id : null,
        crystal_id: item.item_type === 'crystal_student' ? item.id : null,
        created_at: now,
      })),
    )
    .execute();
}

export async function recordMoves(trx: Kysely<DB>, moves: readonly ItemMove[], now: string): Promise<void> {
  if (moves.length === 0) return;
  await trx
    .insertInto('album_item_ledger')
    .values(moves.map((move) => ({ ...move, created_at: now })))
    .execute();
}

/** The one conditional update that sells an open lot to someone other than its seller; false when it is not so. */
export async function claimSale(
  trx: Kysely<DB>,
  sale: { lotId: number; buyerId: number; subjectId: number },
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('market_lots')
    .set({ status: 'sold', buyer_id: sale.buyerId, closed_at: now, updated_at: now })
    .where('id', '=', sale.lotId)
    .where('subject_id', '=', sale.subjectId)
    .where('status', '=', 'open')
    .where('seller_id', '<>', sale.buyerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The one conditional update that takes an open lot back for its seller; false when it is not so. */
export async function claimCancel(
  trx: Kysely<DB>,
  cancel: { lotId: number; sellerId: number },
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('market_lots')
    .set({ status: 'cancelled', closed_at: now, updated_at: now })
    .where('id', '=', cancel.lotId)
    .where('seller_id', '=', cancel.sellerId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Who sells a lot, where and whether it is still open: what a refused claim is explained by. */
export async function findLotState(db: Kysely<DB>, lotId: number) {
  return db
    .selectFrom('market_lots')
    .select(['id', 'subject_id', 'seller_id', 'price', 'status'])
    .where('id', '=', lotId)
    .executeTakeFirst();
}

/** What a closing lot holds, to move or give back. */
export async function listLotContents(trx: Kysely<DB>, lotId: number) {
  return trx
    .selectFrom('market_lot_items')
    .select(['item_type', 'puzzle_student_id', 'crystal_id'])
    .where('lot_id', '=', lotId)
    .orderBy('id')
    .execute();
}

/** The lot's pieces leave it for the pool of `studentId` (the buyer, or the seller taking the lot back). */
export async function releasePieces(trx: Kysely<DB>, lotId: number, studentId: number, now: string): Promise<void> {
  await trx
    .updateTable('puzzle_students')
    .set({ student_id: studentId, lot_id: null, updated_at: now })
    .where('lot_id', '=', lotId)
    .execute();
}

const lotColumns = [
  'l.id',
  'l.subject_id',
  'l.seller_id',
  'l.price',
  'l.status',
  'l.type',
  'l.created_at',
  'u.first_name',
  'u.last_name',
] as const;

export async function findLot(db: Kysely<DB>, lotId: number): Promise<LotRow | undefined> {
  return db
    .selectFrom('market_lots as l')
    .innerJoin('users as u', 'u.id', 'l.seller_id')
    .select(lotColumns)
    .where('l.id', '=', lotId)
    .executeTakeFirst();
}

export interface LotsFilter {
  subjectId: number;
  type: LotType | undefined;
  /** Only this seller's lots (the caller's own). */
  sellerId: number | null;
}

/**
 * The filter on the (subject, status, type, id) index; a seller's own lots go by (seller, status) and are few.
 * Without a type the index still serves the subject and status, and its id column keeps newest first cheap.
 */
function openLots(db: Kysely<DB>, filter: LotsFilter) {
  let query = db
    .selectFrom('market_lots as l')
    .where('l.subject_id', '=', filter.subjectId)
    .where('l.status', '=', 'open');
  if (filter.type) query = query.where('l.type', '=', filter.type);
  if (filter.sellerId !== null) query = query.where('l.seller_id', '=', filter.sellerId);
  return query;
}

export async function countOpenLots(db: Kysely<DB>, filter: LotsFilter): Promise<number> {
  const row = await openLots(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * One page of open lots, newest first. By type (or a seller's own, few) the index gives the order; across types
 * each type's newest `offset + limit` are read off the (subject, status, type, id) index and only those merged,
 * so no page sorts the subject's whole market.
 */
export async function listOpenLots(
  db: Kysely<DB>,
  filter: LotsFilter,
  page: { limit: number; offset: number },
): Promise<LotRow[]> {
  if (filter.type || filter.sellerId !== null) {
    return openLots(db, filter)
      .innerJoin('users as u', 'u.id', 'l.seller_id')
      .select(lotColumns)
      .orderBy('l.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
  }
  const newest = (type: LotType) => sql`select id from (
      select id from market_lots where subject_id = ${filter.subjectId} and status = 'open' and type = ${type}
      order by id desc limit ${page.offset + page.limit}
    ) as ${sql.raw(`of_${type}`)}`;
  const { rows } = await sql<LotRow>`select l.id, l.subject_id, l.seller_id, l.price, l.status, l.type, l.created_at,
      u.first_name, u.last_name
    from (
      ${sql.join(lotTypeSchema.options.map(newest), sql` union all `)}
      order by id desc limit ${page.limit} offset ${page.offset}
    ) as page
    inner join market_lots as l on l.id = page.id
    inner join users as u on u.id = l.seller_id
    order by l.id desc`.execute(db);
  return rows;
}

/** The items of a page of lots in one query, by the lot index, with their pieces' pictures or their crystals. */
export async function listLotItems(db: Kysely<DB>, lotIds: readonly number[]): Promise<LotItemRow[]> {
  if (lotIds.length === 0) return [];
  return db
    .selectFrom('market_lot_items as i')
    .leftJoin('puzzle_students as ps', 'ps.id', 'i.puzzle_student_id')
    .leftJoin('puzzles as p', 'p.id', 'ps.puzzle_id')
    .leftJoin('album_pictures as ap', 'ap.id', 'p.picture_id')
    .leftJoin('crystals as c', 'c.id', 'i.crystal_id')
    .select([
      'i.id',
      'i.lot_id',
      'i.item_type',
      'i.puzzle_student_id',
      'i.crystal_id',
      'p.id as puzzle_id',
      'p.image as puzzle_image',
      'p.number as puzzle_number',
      'ps.is_legendary as piece_legendary',
      'ap.title_ru as picture_title_ru',
      'ap.title_en as picture_title_en',
      'ap.title_uk as picture_title_uk',
      'c.image as crystal_image',
      'c.title_ru as crystal_title_ru',
      'c.title_en as crystal_title_en',
      'c.title_uk as crystal_title_uk',
    ])
    .where('i.lot_id', 'in', lotIds)
    .orderBy('i.id')
    .execute();
}
