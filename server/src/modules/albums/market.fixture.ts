import { CRYSTAL_ACTIVE_HOURS, lotSchema } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { dataOf, type TestContext } from '../../test/harness.ts';

/* Market test data made by direct inserts: pictures cut into pieces, crystals, and what students hold of them. */

let sequence = 0;
const now = () => new Date().toISOString();

/** The catalogue crystal with this code, made on first use (codes are unique per database). */
export async function crystalWithCode(db: Kysely<DB>, code: string): Promise<number> {
  const found = await db.selectFrom('crystals').select('id').where('code', '=', code).executeTakeFirst();
  if (found) return found.id;
  const at = now();
  const row = await db
    .insertInto('crystals')
    .values({
      code,
      title_ru: `Кристалл ${code}`,
      title_en: `Crystal ${code}`,
      title_uk: `Кристал ${code}`,
      description_ru: code,
      description_en: code,
      description_uk: code,
      image: `/crystals/${code}.png`,
      price: 10,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? crystalWithCode(db, code);
}

/** An album of one picture cut into ten puzzles; the puzzles' ids in slot order. */
export async function buildPicture(
  db: Kysely<DB>,
  subjectId: number,
): Promise<{ pictureId: number; title: string; puzzles: number[] }> {
  const at = now();
  const n = ++sequence;
  const album = await db
    .insertInto('albums')
    .values({
      subject_id: subjectId,
      title_ru: `Альбом ${n}`,
      title_en: `Album ${n}`,
      title_uk: `Альбом ${n}`,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const title = `Picture ${n}`;
  const picture = await db
    .insertInto('album_pictures')
    .values({
      album_id: album.id,
      title_ru: `Картина ${n}`,
      title_en: title,
      title_uk: `Картина ${n}`,
      image: `/pictures/${n}.png`,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const puzzles = await db
    .insertInto('puzzles')
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        picture_id: picture.id,
        number: i + 1,
        image: `/pictures/${n}-${i + 1}.png`,
        created_at: at,
        updated_at: at,
      })),
    )
    .returning('id')
    .execute();
  return { pictureId: picture.id, title, puzzles: puzzles.map((row) => row.id).sort((a, b) => a - b) };
}

/** Pieces in the student's pool (or in a slot of `slotPictureId`), each with its +1 in the item ledger. */
export async function givePieces(
  db: Kysely<DB>,
  owner: { studentId: number; subjectId: number },
  puzzleIds: readonly number[],
  options: { slotPictureId?: number; legendary?: boolean } = {},
): Promise<number[]> {
  const at = now();
  const rows = await db
    .insertInto('puzzle_students')
    .values(
      puzzleIds.map((puzzleId, i) => ({
        student_id: owner.studentId,
        subject_id: owner.subjectId,
        puzzle_id: puzzleId,
        is_legendary: Boolean(options.legendary),
        slot_picture_id: options.slotPictureId ?? null,
        slot_number: options.slotPictureId ? i + 1 : null,
        created_at: at,
        updated_at: at,
      })),
    )
    .returning('id')
    .execute();
  const ids = rows.map((row) => row.id);
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
  return ids;
}

/** Copies of a crystal added to the student's count, with their ledger rows; `activeUntil` makes it active. */
export async function giveCrystals(
  db: Kysely<DB>,
  owner: { studentId: number; subjectId: number },
  crystalId: number,
  count: number,
  options: { activeUntil?: string | null } = {},
): Promise<void> {
  const at = now();
  await db
    .insertInto('crystal_students')
    .values({
      student_id: owner.studentId,
      subject_id: owner.subjectId,
      crystal_id: crystalId,
      count,
      active_until: options.activeUntil ?? null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.columns(['student_id', 'subject_id', 'crystal_id']).doUpdateSet((eb) => ({
        count: eb('crystal_students.count', '+', eb.ref('excluded.count')),
        active_until: eb.fn.coalesce(eb.ref('excluded.active_until'), eb.ref('crystal_students.active_until')),
      })),
    )
    .execute();
  if (count === 0) return;
  await db
    .insertInto('album_item_ledger')
    .values(
      Array.from({ length: count }, () => ({
        student_id: owner.studentId,
        subject_id: owner.subjectId,
        item_type: 'crystal_student',
        item_id: crystalId,
        delta: 1,
        reason: 'test',
        created_at: at,
      })),
    )
    .execute();
}

/** The student's trade crystal, active for a day from the test clock's now (or expired an hour ago). */
export async function activateTrade(t: TestContext, owner: { studentId: number; subjectId: number }, active: boolean) {
  const hours = active ? CRYSTAL_ACTIVE_HOURS : -1;
  const activeUntil = new Date(t.clock.now().getTime() + hours * 3_600_000).toISOString();
  await giveCrystals(t.database.db, owner, await crystalWithCode(t.database.db, 'trade'), 1, { activeUntil });
}

/** A student of the subject with `likes`, whose trade crystal is active unless told otherwise. */
export async function buildTrader(
  t: TestContext,
  options: { subjectId?: number; likes?: number; trade?: 'active' | 'expired' | 'none' } = {},
) {
  const subjectId = options.subjectId ?? 2;
  const student = await t.factories.buildStudent({ likes: { [subjectId]: options.likes ?? 0 } });
  const trade = options.trade ?? 'active';
  if (trade !== 'none') await activateTrade(t, { studentId: student.id, subjectId }, trade === 'active');
  return { ...student, subjectId };
}

/** An open lot of one new piece, listed through the API by `seller` (given an active trade crystal); its id. */
export async function listedLot(t: TestContext, seller: { id: number; token: string }, subjectId: number) {
  const owner = { studentId: seller.id, subjectId };
  await activateTrade(t, owner, true);
  const picture = await buildPicture(t.database.db, subjectId);
  const [piece] = await givePieces(t.database.db, owner, picture.puzzles.slice(0, 1));
  const response = await t.api('POST', '/api/market/lots', {
    token: seller.token,
    body: { subject_id: subjectId, price: 1, items: [{ item_type: 'puzzle_student', id: piece }] },
  });
  return dataOf(response, lotSchema).id;
}

/** What the student holds: pieces outside lots and crystal copies in their count. */
export async function holdings(db: Kysely<DB>, studentId: number, subjectId: number) {
  const pieces = await db
    .selectFrom('puzzle_students')
    .select('id')
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .where('lot_id', 'is', null)
    .orderBy('id')
    .execute();
  const crystals = await db
    .selectFrom('crystal_students')
    .select(['crystal_id', 'count'])
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .orderBy('crystal_id')
    .execute();
  return { pieces: pieces.map((row) => row.id), crystals };
}

/** The item ledger summed per item kind: what it says the student holds. */
export async function ledgerHoldings(db: Kysely<DB>, studentId: number, subjectId: number) {
  const rows = await db
    .selectFrom('album_item_ledger')
    .select(['item_type', (eb) => eb.fn.sum<number | string>('delta').as('total')])
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .groupBy('item_type')
    .execute();
  const of = (type: string) => Number(rows.find((row) => row.item_type === type)?.total ?? 0);
  return { pieces: of('puzzle_student'), crystals: of('crystal_student') };
}

/** Likes: the ledger's sum and the kept balance of a student in a subject. */
export async function likesAgree(db: Kysely<DB>, studentId: number, subjectId: number) {
  const ledger = await db
    .selectFrom('likes_ledger')
    .select((eb) => eb.fn.sum<number | string>('delta').as('total'))
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
  const balance = await db
    .selectFrom('likes_balances')
    .select('balance')
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
  return { ledger: Number(ledger?.total ?? 0), balance: balance?.balance ?? 0 };
}
