import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, GuidesTable } from '../../db/schema.ts';

export type GuideRow = Selectable<GuidesTable>;

/** A subject's guides (every subject's when none is named), by subject and number. */
export async function listGuides(db: Kysely<DB>, subjectId: number | undefined): Promise<GuideRow[]> {
  let query = db.selectFrom('guides').selectAll();
  if (subjectId !== undefined) query = query.where('subject_id', '=', subjectId);
  return query.orderBy('subject_id').orderBy('number').execute();
}

export async function findGuide(db: Kysely<DB>, id: number): Promise<GuideRow | undefined> {
  return db.selectFrom('guides').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function guideExists(db: Kysely<DB>, code: string): Promise<boolean> {
  return (await db.selectFrom('guides').select('id').where('code', '=', code).executeTakeFirst()) !== undefined;
}

/** Undefined when the subject already has a guide of that number (or that code). */
export async function insertGuide(db: Kysely<DB>, values: Insertable<GuidesTable>): Promise<GuideRow | undefined> {
  return db
    .insertInto('guides')
    .values(values)
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Undefined when no guide has this id. */
export async function updateGuide(
  db: Kysely<DB>,
  id: number,
  values: Updateable<GuidesTable>,
): Promise<GuideRow | undefined> {
  return db.updateTable('guides').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteGuide(db: Kysely<DB>, id: number): Promise<GuideRow | undefined> {
  return db.deleteFrom('guides').where('id', '=', id).returningAll().executeTakeFirst();
}
