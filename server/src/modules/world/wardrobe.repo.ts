import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CharacterRow, ClothesRow } from '../clothes/clothes.mapper.ts';

export async function findCharacter(db: Kysely<DB>, id: number): Promise<CharacterRow | undefined> {
  return db.selectFrom('characters').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The student's character in a subject. Within a transaction on PostgreSQL the row stays locked until
 * commit, so two outfit changes of one student (buying, wearing) run one after the other and a slot never
 * ends up with two worn pieces; SQLite transactions are serial already.
 */
export async function findStudentCharacter(
  db: Kysely<DB>,
  studentId: number,
  subjectId: number,
  lock: DialectName | null = null,
): Promise<CharacterRow | undefined> {
  const query = db
    .selectFrom('student_characters as sc')
    .innerJoin('characters as c', 'c.id', 'sc.character_id')
    .selectAll('c')
    .where('sc.student_id', '=', studentId)
    .where('sc.subject_id', '=', subjectId);
  return (lock === 'postgres' ? query.forUpdate(['sc']) : query).executeTakeFirst();
}

export async function saveStudentCharacter(
  db: Kysely<DB>,
  row: { student_id: number; subject_id: number; character_id: number },
  now: string,
): Promise<void> {
  await db
    .insertInto('student_characters')
    .values({ ...row, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['student_id', 'subject_id']).doUpdateSet({ character_id: row.character_id, updated_at: now }),
    )
    .execute();
}

/** Every piece of the catalogue, withdrawn ones too: their owners still wear them. */
export async function listClothes(db: Kysely<DB>): Promise<ClothesRow[]> {
  return db.selectFrom('clothes').selectAll().orderBy('id').execute();
}

export async function findClothes(db: Kysely<DB>, id: number): Promise<ClothesRow | undefined> {
  return db.selectFrom('clothes').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listOwnedClothes(db: Kysely<DB>, studentId: number, subjectId: number) {
  return db
    .selectFrom('student_clothes')
    .select(['id', 'clothes_id', 'worn'])
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .execute();
}

export async function ownsClothes(
  db: Kysely<DB>,
  studentId: number,
  subjectId: number,
  clothesId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('student_clothes')
    .select('id')
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .where('clothes_id', '=', clothesId)
    .executeTakeFirst();
  return row !== undefined;
}

/** What the character wears, with each piece's layer. */
export async function listWornClothes(db: Kysely<DB>, studentId: number, subjectId: number) {
  return db
    .selectFrom('student_clothes as sc')
    .innerJoin('clothes as c', 'c.id', 'sc.clothes_id')
    .select(['c.id as clothes_id', 'c.slot', 'c.picture'])
    .where('sc.student_id', '=', studentId)
    .where('sc.subject_id', '=', subjectId)
    .where('sc.worn', '=', true)
    .execute();
}

export interface OwnedClothesValues {
  student_id: number;
  subject_id: number;
  clothes_id: number;
  price_paid: number;
}

/** Claims a piece for the student: the unique key refuses a second copy, whoever asked first. */
export async function claimClothes(db: Kysely<DB>, values: OwnedClothesValues, now: string): Promise<void> {
  try {
    await db
      .insertInto('student_clothes')
      .values({ ...values, worn: false, created_at: now })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ALREADY_OWNED', { cause: error });
    throw error;
  }
}

/** Gives pieces for free, leaving those the student already has untouched. */
export async function giveClothes(db: Kysely<DB>, values: OwnedClothesValues[], now: string): Promise<void> {
  if (values.length === 0) return;
  await db
    .insertInto('student_clothes')
    .values(values.map((row) => ({ ...row, worn: false, created_at: now })))
    .onConflict((oc) => oc.columns(['student_id', 'subject_id', 'clothes_id']).doNothing())
    .execute();
}

export async function setWorn(
  db: Kysely<DB>,
  studentId: number,
  subjectId: number,
  clothesIds: readonly number[],
  worn: boolean,
): Promise<number> {
  if (clothesIds.length === 0) return 0;
  const result = await db
    .updateTable('student_clothes')
    .set({ worn })
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .where('clothes_id', 'in', clothesIds)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Takes off whatever the slot holds. */
export async function takeOffSlot(db: Kysely<DB>, studentId: number, subjectId: number, slot: string): Promise<void> {
  await db
    .updateTable('student_clothes')
    .set({ worn: false })
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .where('worn', '=', true)
    .where('clothes_id', 'in', (eb) => eb.selectFrom('clothes').select('id').where('slot', '=', slot))
    .execute();
}
