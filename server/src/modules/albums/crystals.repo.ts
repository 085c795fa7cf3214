import { CRYSTAL_CHARGE_NEEDED } from '@umka/contracts';
import { type Kysely, sql } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { DB } from '../../db/schema.ts';

export interface CrystalRow {
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
] as const;

export async function listCrystals(db: Kysely<DB>): Promise<CrystalRow[]> {
  return db.selectFrom('crystals').select(CRYSTAL_COLUMNS).orderBy('position').orderBy('id').execute();
}

export async function findCrystal(db: Kysely<DB>, crystalId: number): Promise<CrystalRow | undefined> {
  return db.selectFrom('crystals').select(CRYSTAL_COLUMNS).where('id', '=', crystalId).executeTakeFirst();
}

export async function findCrystalByCode(db: Kysely<DB>, code: string): Promise<CrystalRow | undefined> {
  return db.selectFrom('crystals').select(CRYSTAL_COLUMNS).where('code', '=', code).executeTakeFirst();
}

export interface HoldingRow {
  crystal_id: number;
  count: number;
  charge: number;
  active_until: string | null;
}

/** What the student holds of each crystal in the subject. */
export async function listHoldings(db: Kysely<DB>, studentId: number, subjectId: number): Promise<HoldingRow[]> {
  return db
    .selectFrom('crystal_students')
    .select(['crystal_id', 'count', 'charge', 'active_until'])
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .execute();
}

export interface HoldingKey {
  studentId: number;
  subjectId: number;
  crystalId: number;
}

/** One more copy; the first one starts with no charge. */
export async function addCrystalCopy(db: Kysely<DB>, key: HoldingKey, at: string): Promise<void> {
  await db
    .insertInto('crystal_students')
    .values({
      student_id: key.studentId,
      subject_id: key.subjectId,
      crystal_id: key.crystalId,
      count: 1,
      charge: 0,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.columns(['student_id', 'subject_id', 'crystal_id']).doUpdateSet((eb) => ({
        count: eb('crystal_students.count', '+', 1),
        updated_at: at,
      })),
    )
    .execute();
}

/**
 * Spends a full charge, by a conditional update: false when the crystal is not owned or not charged (anymore).
 * `activeUntil` makes it active; the legendary crystal passes null, its charge being spent on puzzles instead.
 */
export async function spendCharge(
  db: Kysely<DB>,
  key: HoldingKey,
  activeUntil: string | null,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('crystal_students')
    .set({ charge: 0, updated_at: at, ...(activeUntil ? { active_until: activeUntil } : {}) })
    .where('student_id', '=', key.studentId)
    .where('subject_id', '=', key.subjectId)
    .where('crystal_id', '=', key.crystalId)
    .where('count', '>=', 1)
    .where('charge', '>=', CRYSTAL_CHARGE_NEEDED)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The codes of the student's crystals active at `at` in the subject. */
export async function activeCrystalCodes(
  db: Kysely<DB>,
  studentId: number,
  subjectId: number,
  at: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('crystal_students as cs')
    .innerJoin('crystals as c', 'c.id', 'cs.crystal_id')
    .select('c.code')
    .where('cs.student_id', '=', studentId)
    .where('cs.subject_id', '=', subjectId)
    .where('cs.active_until', '>', at)
    .execute();
  return rows.map((row) => row.code);
}

export type ChargeEvent = 'trainer_round' | 'homework_accepted';

const FULL = sql.lit(CRYSTAL_CHARGE_NEEDED);

/**
 * Learning fills every crystal the student holds in the subject by the event's points, up to what using one needs:
 * one statement, the points read from `crystal_charge_rules` in it, so admins' changes hold at once.
 */
const charge = preparedQuery<{ studentId: number; subjectId: number; event: string; now: string }, unknown>(
  (db, arg) => {
    const points = sql<number>`coalesce((select r.points from crystal_charge_rules r where r.event = ${arg('event')}), 0)`;
    return db
      .updateTable('crystal_students')
      .set({
        charge: sql<number>`case when charge + ${points} > ${FULL} then ${FULL} else charge + ${points} end`,
        updated_at: arg('now'),
      })
      .where('student_id', '=', arg('studentId'))
      .where('subject_id', '=', arg('subjectId'))
      .where('charge', '<', FULL);
  },
);

export async function chargeHoldings(
  db: Kysely<DB>,
  studentId: number,
  subjectId: number,
  event: ChargeEvent,
  now: string,
): Promise<void> {
  await charge(db, { studentId, subjectId, event, now });
}
