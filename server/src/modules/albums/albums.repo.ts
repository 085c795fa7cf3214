import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

const ALBUM_COLUMNS = [
  'a.id',
  'a.subject_id',
  'a.title_ru',
  'a.title_en',
  'a.title_uk',
  'a.reward_likes',
  'a.deleted_at',
] as const;

export interface AlbumRow {
  id: number;
  subject_id: number;
  title_ru: string;
  title_en: string;
  title_uk: string;
  reward_likes: number;
  /** A removed album is opened by no one new, but stays with the students who opened it. */
  deleted_at: string | null;
}

/** The subject's albums in use and the removed ones this student opened, in the order they are opened. */
export async function listAlbums(db: Kysely<DB>, subjectId: number, studentId: number): Promise<AlbumRow[]> {
  return db
    .selectFrom('albums as a')
    .select(ALBUM_COLUMNS)
    .where('a.subject_id', '=', subjectId)
    .where((eb) =>
      eb.or([
        eb('a.deleted_at', 'is', null),
        eb.exists(
          eb
            .selectFrom('student_albums as sa')
            .select('sa.album_id')
            .whereRef('sa.album_id', '=', 'a.id')
            .where('sa.student_id', '=', studentId),
        ),
      ]),
    )
    .orderBy('a.position')
    .orderBy('a.id')
    .execute();
}

export async function findAlbum(db: Kysely<DB>, albumId: number): Promise<AlbumRow | undefined> {
  return db.selectFrom('albums as a').select(ALBUM_COLUMNS).where('a.id', '=', albumId).executeTakeFirst();
}

export interface StudentAlbumRow {
  album_id: number;
  completed_at: string | null;
}

/** The albums a student has opened in a subject, completed or not. */
export async function listStudentAlbums(
  db: Kysely<DB>,
  studentId: number,
  subjectId: number,
): Promise<StudentAlbumRow[]> {
  return db
    .selectFrom('student_albums')
    .select(['album_id', 'completed_at'])
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .execute();
}

export async function findStudentAlbum(
  db: Kysely<DB>,
  studentId: number,
  albumId: number,
): Promise<StudentAlbumRow | undefined> {
  return db
    .selectFrom('student_albums')
    .select(['album_id', 'completed_at'])
    .where('student_id', '=', studentId)
    .where('album_id', '=', albumId)
    .executeTakeFirst();
}

/** The one album in use the student is collecting in the subject, if any: packs draw from it alone. */
export async function findOpenAlbum(
  db: Kysely<DB>,
  studentId: number,
  subjectId: number,
): Promise<AlbumRow | undefined> {
  return db
    .selectFrom('student_albums as sa')
    .innerJoin('albums as a', 'a.id', 'sa.album_id')
    .select(ALBUM_COLUMNS)
    .where('sa.student_id', '=', studentId)
    .where('sa.subject_id', '=', subjectId)
    .where('sa.completed_at', 'is', null)
    .where('a.deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function insertStudentAlbum(
  db: Kysely<DB>,
  row: { student_id: number; album_id: number; subject_id: number; opened_at: string },
): Promise<void> {
  await db.insertInto('student_albums').values(row).execute();
}

/** Completes the album once: false when an earlier save already did. */
export async function completeStudentAlbum(
  db: Kysely<DB>,
  studentId: number,
  albumId: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('student_albums')
    .set({ completed_at: at })
    .where('student_id', '=', studentId)
    .where('album_id', '=', albumId)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countCompletedAlbums(db: Kysely<DB>, studentId: number, subjectId: number): Promise<number> {
  const row = await db
    .selectFrom('student_albums')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .where('completed_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export interface PictureRow {
  id: number;
  album_id: number;
  title_ru: string;
  title_en: string;
  title_uk: string;
  image: string;
  is_legendary: boolean | number;
}

const PICTURE_COLUMNS = [
  'p.id',
  'p.album_id',
  'p.title_ru',
  'p.title_en',
  'p.title_uk',
  'p.image',
  'p.is_legendary',
] as const;

/** The pictures of these albums, album by album in their order. */
export async function listPictures(db: Kysely<DB>, albumIds: readonly number[]): Promise<PictureRow[]> {
  if (albumIds.length === 0) return [];
  return db
    .selectFrom('album_pictures as p')
    .select(PICTURE_COLUMNS)
    .where('p.album_id', 'in', albumIds)
    .orderBy('p.album_id')
    .orderBy('p.position')
    .orderBy('p.id')
    .execute();
}

/** A picture with its album's subject, the album removed or not: its owners keep it. */
export async function findPicture(
  db: Kysely<DB>,
  pictureId: number,
): Promise<(PictureRow & { subject_id: number }) | undefined> {
  return db
    .selectFrom('album_pictures as p')
    .innerJoin('albums as a', 'a.id', 'p.album_id')
    .select([...PICTURE_COLUMNS, 'a.subject_id'])
    .where('p.id', '=', pictureId)
    .executeTakeFirst();
}

/** Which of these pictures the student has completed. */
export async function completedPictureIds(
  db: Kysely<DB>,
  studentId: number,
  pictureIds: readonly number[],
): Promise<Set<number>> {
  if (pictureIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('student_pictures')
    .select('picture_id')
    .where('student_id', '=', studentId)
    .where('picture_id', 'in', pictureIds)
    .execute();
  return new Set(rows.map((row) => row.picture_id));
}

export async function insertStudentPicture(
  db: Kysely<DB>,
  row: { student_id: number; picture_id: number; completed_at: string },
): Promise<void> {
  await db.insertInto('student_pictures').values(row).execute();
}

export interface PuzzleRow {
  id: number;
  picture_id: number;
  number: number;
  image: string;
}

/** The pieces of these pictures, picture by picture, in slot order. */
export async function listPicturePuzzles(db: Kysely<DB>, pictureIds: readonly number[]): Promise<PuzzleRow[]> {
  if (pictureIds.length === 0) return [];
  return db
    .selectFrom('puzzles')
    .select(['id', 'picture_id', 'number', 'image'])
    .where('picture_id', 'in', pictureIds)
    .orderBy('picture_id')
    .orderBy('number')
    .execute();
}

/** The ids of every piece of an album: what a random pack is drawn from. */
export async function albumPuzzleIds(db: Kysely<DB>, albumId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('puzzles as z')
    .innerJoin('album_pictures as p', 'p.id', 'z.picture_id')
    .select('z.id')
    .where('p.album_id', '=', albumId)
    .orderBy('z.id')
    .execute();
  return rows.map((row) => row.id);
}
