import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A piece a student owns, with what it is a piece of and where it lies. */
export interface PieceRow {
  puzzle_student_id: number;
  id: number;
  picture_id: number;
  album_id: number;
  number: number;
  image: string;
  is_legendary: boolean | number;
  slot_picture_id: number | null;
  slot_number: number | null;
  lot_id: number | null;
}

export interface PieceFilter {
  studentId: number;
  subjectId: number;
  albumId?: number;
  /** Only pieces in the pool: in no slot and no lot. */
  poolOnly?: boolean;
  ids?: readonly number[];
  slotPictureIds?: readonly number[];
}

/** The student's pieces matching the filter, oldest first. */
export async function listPieces(db: Kysely<DB>, filter: PieceFilter): Promise<PieceRow[]> {
  if (filter.ids?.length === 0 || filter.slotPictureIds?.length === 0) return [];
  let query = db
    .selectFrom('puzzle_students as ps')
    .innerJoin('puzzles as z', 'z.id', 'ps.puzzle_id')
    .innerJoin('album_pictures as p', 'p.id', 'z.picture_id')
    .select([
      'ps.id as puzzle_student_id',
      'z.id',
      'z.picture_id',
      'p.album_id',
      'z.number',
      'z.image',
      'ps.is_legendary',
      'ps.slot_picture_id',
      'ps.slot_number',
      'ps.lot_id',
    ])
    .where('ps.student_id', '=', filter.studentId)
    .where('ps.subject_id', '=', filter.subjectId);
  if (filter.albumId !== undefined) query = query.where('p.album_id', '=', filter.albumId);
  if (filter.poolOnly) query = query.where('ps.slot_picture_id', 'is', null).where('ps.lot_id', 'is', null);
  if (filter.ids) query = query.where('ps.id', 'in', filter.ids);
  if (filter.slotPictureIds) query = query.where('ps.slot_picture_id', 'in', filter.slotPictureIds);
  return query.orderBy('ps.id').execute();
}

/** The puzzles the student owns a piece of in the subject, wherever the piece lies: what luck skips. */
export async function ownedPuzzleIds(db: Kysely<DB>, studentId: number, subjectId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('puzzle_students')
    .select('puzzle_id')
    .distinct()
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .execute();
  return new Set(rows.map((row) => row.puzzle_id));
}

/** New pieces in the student's pool; their ids in the order of `puzzleIds`. */
export async function insertPieces(
  db: Kysely<DB>,
  owner: { studentId: number; subjectId: number },
  puzzleIds: readonly number[],
  at: string,
): Promise<number[]> {
  if (puzzleIds.length === 0) return [];
  const ids: number[] = [];
  // One statement per piece: a multi-row RETURNING promises no order on PostgreSQL.
  for (const puzzleId of puzzleIds) {
    const row = await db
      .insertInto('puzzle_students')
      .values({
        student_id: owner.studentId,
        subject_id: owner.subjectId,
        puzzle_id: puzzleId,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

/** Empties the slots of one of the student's pictures: the pieces fall back into the pool. */
export async function clearSlots(db: Kysely<DB>, studentId: number, pictureId: number, at: string): Promise<void> {
  await db
    .updateTable('puzzle_students')
    .set({ slot_picture_id: null, slot_number: null, updated_at: at })
    .where('student_id', '=', studentId)
    .where('slot_picture_id', '=', pictureId)
    .execute();
}

/** Lays a piece in a slot, unless it has left for a lot meanwhile: false then. */
export async function placePiece(
  db: Kysely<DB>,
  piece: { id: number; studentId: number; pictureId: number; slot: number },
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('puzzle_students')
    .set({ slot_picture_id: piece.pictureId, slot_number: piece.slot, updated_at: at })
    .where('id', '=', piece.id)
    .where('student_id', '=', piece.studentId)
    .where('lot_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Makes pool pieces legendary; how many it changed (fewer: one left the pool or was legendary already). */
export async function makePiecesLegendary(
  db: Kysely<DB>,
  studentId: number,
  ids: readonly number[],
  at: string,
): Promise<number> {
  const result = await db
    .updateTable('puzzle_students')
    .set({ is_legendary: true, updated_at: at })
    .where('student_id', '=', studentId)
    .where('id', 'in', ids)
    .where('slot_picture_id', 'is', null)
    .where('lot_id', 'is', null)
    .where('is_legendary', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Gives up pool pieces; how many went (fewer: one left the pool meanwhile). */
export async function deletePoolPieces(db: Kysely<DB>, studentId: number, ids: readonly number[]): Promise<number> {
  const result = await db
    .deleteFrom('puzzle_students')
    .where('student_id', '=', studentId)
    .where('id', 'in', ids)
    .where('slot_picture_id', 'is', null)
    .where('lot_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface PriceRow {
  kind: string;
  size: number;
  price: number;
}

export async function listPuzzlePrices(db: Kysely<DB>): Promise<PriceRow[]> {
  return db.selectFrom('puzzle_prices').select(['kind', 'size', 'price']).orderBy('kind').orderBy('size').execute();
}

/** One move of an item, as album_item_ledger records it. */
export interface ItemMove {
  student_id: number;
  subject_id: number;
  item_type: 'puzzle_student' | 'crystal_student';
  item_id: number;
  delta: 1 | -1;
  reason: string;
  ref_type: string | null;
  ref_id: number | null;
}

export async function recordItemMoves(db: Kysely<DB>, moves: readonly ItemMove[], at: string): Promise<void> {
  if (moves.length === 0) return;
  await db
    .insertInto('album_item_ledger')
    .values(moves.map((move) => ({ ...move, created_at: at })))
    .execute();
}
