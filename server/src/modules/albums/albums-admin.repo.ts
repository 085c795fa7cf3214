import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB } from '../../db/schema.ts';

/* The admin's reads and writes of the albums catalogue: albums, pictures with their puzzles, crystals, prices. */

export interface AdminAlbumRow {
  id: number;
  subject_id: number;
  title_ru: string;
  title_en: string;
  title_uk: string;
  position: number;
  reward_likes: number;
}

export interface AdminPictureRow {
  id: number;
  album_id: number;
  title_ru: string;
  title_en: string;
  title_uk: string;
  image: string;
  is_legendary: boolean | number;
  position: number;
}

export interface AdminPuzzleRow {
  id: number;
  picture_id: number;
  number: number;
  image: string;
}

const ALBUM_COLUMNS = ['id', 'subject_id', 'title_ru', 'title_en', 'title_uk', 'position', 'reward_likes'] as const;
const PICTURE_COLUMNS = [
  'p.id',
  'p.album_id',
  'p.title_ru',
  'p.title_en',
  'p.title_uk',
  'p.image',
  'p.is_legendary',
  'p.position',
] as const;

/** The subject's albums in use, in the order students open them. */
export async function listAdminAlbums(db: Kysely<DB>, subjectId: number): Promise<AdminAlbumRow[]> {
  return db
    .selectFrom('albums')
    .select(ALBUM_COLUMNS)
    .where('subject_id', '=', subjectId)
    .where('deleted_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function findAdminAlbum(db: Kysely<DB>, id: number): Promise<AdminAlbumRow | undefined> {
  return db
    .selectFrom('albums')
    .select(ALBUM_COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function insertAlbum(db: Kysely<DB>, values: Insertable<DB['albums']>): Promise<number> {
  return (await db.insertInto('albums').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** Changes an album in use; false when there is none (or it was deleted). */
export async function updateAlbum(db: Kysely<DB>, id: number, values: Updateable<DB['albums']>): Promise<boolean> {
  const result = await db
    .updateTable('albums')
    .set(values)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function listAdminPictures(db: Kysely<DB>, albumIds: readonly number[]): Promise<AdminPictureRow[]> {
  if (albumIds.length === 0) return [];
  return db
    .selectFrom('album_pictures as p')
    .select(PICTURE_COLUMNS)
    .where('p.album_id', 'in', albumIds)
    .orderBy('p.position')
    .orderBy('p.id')
    .execute();
}

/** A picture of an album in use. */
export async function findAdminPicture(db: Kysely<DB>, id: number): Promise<AdminPictureRow | undefined> {
  return db
    .selectFrom('album_pictures as p')
    .innerJoin('albums as a', 'a.id', 'p.album_id')
    .select(PICTURE_COLUMNS)
    .where('p.id', '=', id)
    .where('a.deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function listAdminPuzzles(db: Kysely<DB>, pictureIds: readonly number[]): Promise<AdminPuzzleRow[]> {
  if (pictureIds.length === 0) return [];
  return db
    .selectFrom('puzzles')
    .select(['id', 'picture_id', 'number', 'image'])
    .where('picture_id', 'in', pictureIds)
    .orderBy('picture_id')
    .orderBy('number')
    .execute();
}

/** How many pieces of each picture students hold, wherever they lie (pool, slot or lot); pictures nobody holds are left out. */
export async function countOwnedPieces(
  db: Kysely<DB>,
  pictureIds: readonly number[],
): Promise<{ picture_id: number; pieces: number }[]> {
  if (pictureIds.length === 0) return [];
  const rows = await db
    .selectFrom('puzzle_students as ps')
    .innerJoin('puzzles as z', 'z.id', 'ps.puzzle_id')
    .select(['z.picture_id', (eb) => eb.fn.countAll<number | string>().as('pieces')])
    .where('z.picture_id', 'in', pictureIds)
    .groupBy('z.picture_id')
    .execute();
  return rows.map((row) => ({ picture_id: row.picture_id, pieces: Number(row.pieces) }));
}

/** Where a new picture goes when the admin names no position: after the album's last one. */
export async function nextPicturePosition(db: Kysely<DB>, albumId: number): Promise<number> {
  const row = await db
    .selectFrom('album_pictures')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('album_id', '=', albumId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function insertPicture(db: Kysely<DB>, values: Insertable<DB['album_pictures']>): Promise<number> {
  return (await db.insertInto('album_pictures').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertPuzzles(db: Kysely<DB>, rows: Insertable<DB['puzzles']>[]): Promise<void> {
  await db.insertInto('puzzles').values(rows).execute();
}

export async function updatePicture(
  db: Kysely<DB>,
  id: number,
  values: Updateable<DB['album_pictures']>,
): Promise<boolean> {
  const result = await db.updateTable('album_pictures').set(values).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Gives the piece with this number a new image; its id, and so every student's copy of it, stays. */
export async function updatePuzzleImage(
  db: Kysely<DB>,
  pictureId: number,
  number: number,
  image: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('puzzles')
    .set({ image, updated_at: at })
    .where('picture_id', '=', pictureId)
    .where('number', '=', number)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Deletes a picture (its puzzles go with it) only while no student holds a piece of it; false when one does or the
 * picture is gone. The check and the delete are one statement.
 */
export async function deleteUnownedPicture(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('album_pictures')
    .where('id', '=', id)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('puzzle_students as ps')
            .innerJoin('puzzles as z', 'z.id', 'ps.puzzle_id')
            .select('ps.id')
            .where('z.picture_id', '=', id),
        ),
      ),
    )
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export interface AdminCrystalRow {
  id: number;
  code: string;
  title_ru: string;
  title_en: string;
  title_uk: string;
  description_ru: string;
  description_en: string;
  description_uk: string;
  image: string;
  price: number;
  is_for_sale: boolean | number;
  position: number;
}

const CRYSTAL_COLUMNS = [
  'id',
  'code',
  'title_ru',
  'title_en',
  'title_uk',
  'description_ru',
  'description_en',
  'description_uk',
  'image',
  'price',
  'is_for_sale',
  'position',
] as const;

export async function listAdminCrystals(db: Kysely<DB>): Promise<AdminCrystalRow[]> {
  return db.selectFrom('crystals').select(CRYSTAL_COLUMNS).orderBy('position').orderBy('id').execute();
}

export async function findAdminCrystal(db: Kysely<DB>, id: number): Promise<AdminCrystalRow | undefined> {
  return db.selectFrom('crystals').select(CRYSTAL_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function updateCrystal(db: Kysely<DB>, id: number, values: Updateable<DB['crystals']>): Promise<boolean> {
  const result = await db.updateTable('crystals').set(values).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface PriceRow {
  kind: string;
  size: number;
  price: number;
}

export async function listPrices(db: Kysely<DB>): Promise<PriceRow[]> {
  return db.selectFrom('puzzle_prices').select(['kind', 'size', 'price']).orderBy('kind').orderBy('size').execute();
}

/** The whole list at once: in a transaction, readers see the old list or the new one, never half of each. */
export async function replacePrices(db: Kysely<DB>, rows: readonly PriceRow[], at: string): Promise<void> {
  await db.deleteFrom('puzzle_prices').execute();
  await db
    .insertInto('puzzle_prices')
    .values(rows.map((row) => ({ ...row, created_at: at, updated_at: at })))
    .execute();
}
