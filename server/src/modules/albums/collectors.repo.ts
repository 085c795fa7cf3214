import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Score = 'pictures' | 'sales';

/** One more picture or sale on the student's standing, made where none exists yet, in one atomic statement. */
async function addToScore(db: Kysely<DB>, studentId: number, subjectId: number, score: Score): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('collector_scores')
    .values({
      student_id: studentId,
      subject_id: subjectId,
      pictures: score === 'pictures' ? 1 : 0,
      sales: score === 'sales' ? 1 : 0,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['student_id', 'subject_id']).doUpdateSet((eb) => ({
        [score]: eb(`collector_scores.${score}`, '+', 1),
        updated_at: now,
      })),
    )
    .execute();
}

/** Called inside the transaction that completes a picture, so the standing commits with it. */
export function addCompletedPicture(db: Kysely<DB>, studentId: number, subjectId: number): Promise<void> {
  return addToScore(db, studentId, subjectId, 'pictures');
}

/** Called inside the transaction that sells a lot, for its seller. */
export function addSale(db: Kysely<DB>, studentId: number, subjectId: number): Promise<void> {
  return addToScore(db, studentId, subjectId, 'sales');
}

export interface CollectorRow {
  student_id: number;
  pictures: number;
  sales: number;
  first_name: string;
  last_name: string;
}

/** How many students of the subject have a standing: an index-only range of (subject, …). */
export async function countCollectors(db: Kysely<DB>, subjectId: number): Promise<number> {
  const row = await db
    .selectFrom('collector_scores')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('subject_id', '=', subjectId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** One page in rating order, read along the (subject, pictures desc, sales desc, student) index; names for the page alone. */
export async function collectorsPage(
  db: Kysely<DB>,
  subjectId: number,
  page: { limit: number; offset: number },
): Promise<CollectorRow[]> {
  return db
    .selectFrom('collector_scores as s')
    .innerJoin('users as u', 'u.id', 's.student_id')
    .select(['s.student_id', 's.pictures', 's.sales', 'u.first_name', 'u.last_name'])
    .where('s.subject_id', '=', subjectId)
    .orderBy('s.pictures', 'desc')
    .orderBy('s.sales', 'desc')
    .orderBy('s.student_id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** A student's own standing; undefined before their first picture or sale. */
export async function findCollector(
  db: Kysely<DB>,
  subjectId: number,
  studentId: number,
): Promise<CollectorRow | undefined> {
  return db
    .selectFrom('collector_scores as s')
    .innerJoin('users as u', 'u.id', 's.student_id')
    .select(['s.student_id', 's.pictures', 's.sales', 'u.first_name', 'u.last_name'])
    .where('s.subject_id', '=', subjectId)
    .where('s.student_id', '=', studentId)
    .executeTakeFirst();
}

/** How many students stand strictly above these scores: the index range ahead of them, never the whole subject. */
export async function countAbove(
  db: Kysely<DB>,
  subjectId: number,
  score: { pictures: number; sales: number },
): Promise<number> {
  const row = await db
    .selectFrom('collector_scores')
    .select((eb) => eb.fn.countAll<number | string>().as('above'))
    .where('subject_id', '=', subjectId)
    .where('pictures', '>=', score.pictures)
    .where((eb) =>
      eb.or([
        eb('pictures', '>', score.pictures),
        eb.and([eb('pictures', '=', score.pictures), eb('sales', '>', score.sales)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.above);
}
