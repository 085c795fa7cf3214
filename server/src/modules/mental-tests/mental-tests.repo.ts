import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, MentalTestsTable } from '../../db/schema.ts';
import { pageOffset } from '../../lib/pagination.ts';

export type MentalTestRow = Selectable<MentalTestsTable>;

export async function listMentalTests(
  db: Kysely<DB>,
  query: { page: number; per_page: number },
): Promise<{ rows: MentalTestRow[]; total: number }> {
  const base = db.selectFrom('mental_tests');
  const [rows, counted] = await Promise.all([
    base.selectAll().orderBy('id').limit(query.per_page).offset(pageOffset(query)).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.count) };
}

/** Every published test; their subjects are a JSON list, filtered by the caller (there are a few dozen tests). */
export async function publishedMentalTests(db: Kysely<DB>): Promise<MentalTestRow[]> {
  return db.selectFrom('mental_tests').selectAll().where('is_published', '=', true).orderBy('id').execute();
}

export async function findMentalTest(db: Kysely<DB>, id: number): Promise<MentalTestRow | undefined> {
  return db.selectFrom('mental_tests').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertMentalTest(db: Kysely<DB>, values: Insertable<MentalTestsTable>): Promise<number> {
  const row = await db.insertInto('mental_tests').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** False when no test has this id. */
export async function updateMentalTest(
  db: Kysely<DB>,
  id: number,
  values: Updateable<MentalTestsTable>,
): Promise<boolean> {
  const result = await db.updateTable('mental_tests').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** False when no test has this id. */
export async function deleteMentalTest(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('mental_tests').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The catalogue row the tests are played through. */
export async function findMentalTestTrainerId(db: Kysely<DB>, component: string): Promise<number | undefined> {
  const row = await db.selectFrom('trainers').select('id').where('component', '=', component).executeTakeFirst();
  return row?.id;
}

/**
 * A student's rounds of the mental-test trainer in one subject, with the settings of their
 * sessions (which name the test), read along the (student, trainer, created_at) index.
 */
export async function mentalTestRounds(
  db: Kysely<DB>,
  key: { studentId: number; trainerId: number; subjectId: number },
) {
  return db
    .selectFrom('trainer_results as r')
    .innerJoin('trainer_sessions as s', 's.id', 'r.session_id')
    .select(['r.correct', 'r.total', 'r.duration_ms', 'r.validate_status', 'r.created_at', 's.settings'])
    .where('r.student_id', '=', key.studentId)
    .where('r.trainer_id', '=', key.trainerId)
    .where('r.subject_id', '=', key.subjectId)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
}

/** The session settings (which name the test) of mental-test results, with the titles of tests still kept. */
export async function testsOfResults(db: Kysely<DB>, resultIds: readonly number[]) {
  if (resultIds.length === 0) return [];
  return db
    .selectFrom('trainer_results as r')
    .innerJoin('trainer_sessions as s', 's.id', 'r.session_id')
    .select(['r.id', 's.settings'])
    .where('r.id', 'in', resultIds)
    .execute();
}

export async function mentalTestTitles(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('mental_tests')
    .select(['id', 'title_ru', 'title_en', 'title_uk'])
    .where('id', 'in', ids)
    .execute();
}
