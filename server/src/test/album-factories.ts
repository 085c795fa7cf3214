import { type AlbumSummary, albumSummarySchema, type CrystalCode } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { insertAlbumsCatalogue } from '../modules/albums/albums-catalogue.ts';
import { applyLikesChange } from '../modules/likes/likes.repo.ts';
import type { TestUser } from './factories.ts';
import { dataOf, type TestContext } from './harness.ts';

/* Albums test data: albums cut into pieces, what students hold of them, their crystals and likes. */

let sequence = 0;
const stamp = () => new Date().toISOString();

export interface BuiltPicture {
  id: number;
  is_legendary: boolean;
  image: string;
  /** Its ten puzzles' ids in slot order (ascending). */
  puzzles: number[];
}

export interface BuiltAlbum {
  id: number;
  subject_id: number;
  reward_likes: number;
  pictures: BuiltPicture[];
}

export interface AlbumOptions {
  subjectId?: number;
  /** How many pictures; 2 unless told. */
  pictures?: number;
  /** Which pictures (by index) are legendary. */
  legendary?: number[];
  rewardLikes?: number;
  position?: number;
  deleted?: boolean;
}

/** The crystals, price list and charge rules every deployment has. */
export function withAlbumsCatalogue(db: Kysely<DB>): Promise<void> {
  return insertAlbumsCatalogue(db, stamp());
}

/** An album whose pictures are each cut into ten puzzles. */
export async function buildAlbum(db: Kysely<DB>, options: AlbumOptions = {}): Promise<BuiltAlbum> {
  const at = stamp();
  const n = ++sequence;
  const subjectId = options.subjectId ?? 2;
  const rewardLikes = options.rewardLikes ?? 0;
  const album = await db
    .insertInto('albums')
    .values({
      subject_id: subjectId,
      title_ru: `Альбом ${n}`,
      title_en: `Album ${n}`,
      title_uk: `Альбом ${n}`,
      position: options.position ?? n,
      reward_likes: rewardLikes,
      deleted_at: options.deleted ? at : null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pictures: BuiltPicture[] = [];
  for (let index = 0; index < (options.pictures ?? 2); index++) {
    const isLegendary = options.legendary?.includes(index) ?? false;
    const image = `/art/albums/${n}-${index + 1}.svg`;
    const picture = await db
      .insertInto('album_pictures')
      .values({
        album_id: album.id,
        title_ru: `Картинка ${n}.${index + 1}`,
        title_en: `Picture ${n}.${index + 1}`,
        title_uk: `Картинка ${n}.${index + 1}`,
        image,
        is_legendary: isLegendary,
        position: index + 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const puzzles: number[] = [];
    // One at a time, so the ids ascend with the slot numbers as the cutter makes them.
    for (let number = 1; number <= 10; number++) {
      const puzzle = await db
        .insertInto('puzzles')
        .values({
          picture_id: picture.id,
          number,
          image: `/art/albums/${n}-${index + 1}-${number}.svg`,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      puzzles.push(puzzle.id);
    }
    pictures.push({ id: picture.id, is_legendary: isLegendary, image, puzzles });
  }
  return { id: album.id, subject_id: subjectId, reward_likes: rewardLikes, pictures };
}

export interface Owner {
  studentId: number;
  subjectId: number;
}

/** Pieces in the student's pool, each with its +1 in the item ledger; their puzzle_students ids in order. */
export async function givePuzzles(
  db: Kysely<DB>,
  owner: Owner,
  puzzleIds: readonly number[],
  options: { legendary?: boolean } = {},
): Promise<number[]> {
  const at = stamp();
  const ids: number[] = [];
  for (const puzzleId of puzzleIds) {
    const row = await db
      .insertInto('puzzle_students')
      .values({
        student_id: owner.studentId,
        subject_id: owner.subjectId,
        puzzle_id: puzzleId,
        is_legendary: Boolean(options.legendary),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  if (ids.length > 0) {
    await db
      .insertInto('album_item_ledger')
      .values(
        ids.map((id) => ({
          student_id: owner.studentId,
          subject_id: owner.subjectId,
          item_type: 'puzzle_student',
          item_id: id,
          delta: 1,
          reason: 'test',
          created_at: at,
        })),
      )
      .execute();
  }
  return ids;
}

/** The catalogue crystal of this code (the catalogue is inserted if need be). */
export async function crystalId(db: Kysely<DB>, code: CrystalCode): Promise<number> {
  await withAlbumsCatalogue(db);
  const row = await db.selectFrom('crystals').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

/** Copies of a crystal in the student's count with a charge, active until `activeUntil` when given. */
export async function giveCrystal(
  db: Kysely<DB>,
  owner: Owner,
  code: CrystalCode,
  options: { count?: number; charge?: number; activeUntil?: string | null } = {},
): Promise<number> {
  const id = await crystalId(db, code);
  const at = stamp();
  const count = options.count ?? 1;
  await db
    .insertInto('crystal_students')
    .values({
      student_id: owner.studentId,
      subject_id: owner.subjectId,
      crystal_id: id,
      count,
      charge: options.charge ?? 0,
      active_until: options.activeUntil ?? null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  if (count > 0) {
    await db
      .insertInto('album_item_ledger')
      .values(
        Array.from({ length: count }, () => ({
          student_id: owner.studentId,
          subject_id: owner.subjectId,
          item_type: 'crystal_student',
          item_id: id,
          delta: 1,
          reason: 'test',
          created_at: at,
        })),
      )
      .execute();
  }
  return id;
}

/** Sets the student's balance in the subject to `likes` through the ledger, as earning or spending would. */
export async function setLikes(t: TestContext, owner: Owner, likes: number): Promise<void> {
  const row = await t.database.db
    .selectFrom('likes_balances')
    .select('balance')
    .where('student_id', '=', owner.studentId)
    .where('subject_id', '=', owner.subjectId)
    .executeTakeFirst();
  const delta = likes - (row?.balance ?? 0);
  if (delta === 0) return;
  await t.database.transaction((trx) =>
    applyLikesChange(trx, { ...owner, delta, reason: 'test' }, new Date().toISOString()),
  );
}

/** A new subject of the reading (2) or mental arithmetic (3) kind, which has albums too. */
export async function buildAlbumsSubject(db: Kysely<DB>, mainId: 2 | 3): Promise<number> {
  const top = await db
    .selectFrom('subjects')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  const id = Number(top.id ?? 0) + 1;
  await db
    .insertInto('subjects')
    .values({
      id,
      main_id: mainId,
      title_ru: `Предмет ${id}`,
      title_en: `Subject ${id}`,
      title_uk: `Предмет ${id}`,
      color: '#123456',
      position: id,
      is_open: true,
    })
    .execute();
  return id;
}

/**
 * A student of an albums subject (a new one unless told) with `likes` there, who has opened the subject's first album
 * through the API unless told not to; `albums` are built in the subject first.
 */
export async function collector(
  t: TestContext,
  options: { subjectId?: number; likes?: number; open?: boolean; albums?: AlbumOptions[] } = {},
): Promise<TestUser & Owner & { albums: BuiltAlbum[] }> {
  const subjectId = options.subjectId ?? (await buildAlbumsSubject(t.database.db, 2));
  const albums: BuiltAlbum[] = [];
  for (const album of options.albums ?? []) albums.push(await buildAlbum(t.database.db, { ...album, subjectId }));
  const student = await t.factories.buildStudent({ subjects: [subjectId], likes: { [subjectId]: options.likes ?? 0 } });
  const owner = { ...student, studentId: student.id, subjectId, albums };
  if (options.open ?? true) await openAlbum(t, owner);
  return owner;
}

export async function openAlbum(t: TestContext, owner: TestUser & Owner): Promise<AlbumSummary> {
  const response = await t.api('POST', `/api/students/${owner.id}/albums`, {
    token: owner.token,
    body: { subject_id: owner.subjectId },
  });
  return dataOf(response, albumSummarySchema);
}

/** Pieces and crystals a student holds against what the item ledger says, and likes against the likes ledger. */
export async function conservation(db: Kysely<DB>, owner: Owner) {
  const itemLedger = async (itemType: string) => {
    const row = await db
      .selectFrom('album_item_ledger')
      .select((eb) => eb.fn.sum<number | string>('delta').as('total'))
      .where('student_id', '=', owner.studentId)
      .where('subject_id', '=', owner.subjectId)
      .where('item_type', '=', itemType)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  };
  const likesLedger = await db
    .selectFrom('likes_ledger')
    .select((eb) => eb.fn.sum<number | string>('delta').as('total'))
    .where('student_id', '=', owner.studentId)
    .where('subject_id', '=', owner.subjectId)
    .executeTakeFirst();
  const pieces = await db
    .selectFrom('puzzle_students')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('student_id', '=', owner.studentId)
    .where('subject_id', '=', owner.subjectId)
    .where('lot_id', 'is', null)
    .executeTakeFirstOrThrow();
  const crystals = await db
    .selectFrom('crystal_students')
    .select((eb) => eb.fn.sum<number | string>('count').as('total'))
    .where('student_id', '=', owner.studentId)
    .where('subject_id', '=', owner.subjectId)
    .executeTakeFirst();
  const balance = await db
    .selectFrom('likes_balances')
    .select('balance')
    .where('student_id', '=', owner.studentId)
    .where('subject_id', '=', owner.subjectId)
    .executeTakeFirst();
  return {
    pieces: Number(pieces.total),
    piecesLedger: await itemLedger('puzzle_student'),
    crystals: Number(crystals?.total ?? 0),
    crystalsLedger: await itemLedger('crystal_student'),
    likes: balance?.balance ?? 0,
    likesLedger: Number(likesLedger?.total ?? 0),
  };
}
