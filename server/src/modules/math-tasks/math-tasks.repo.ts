import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, MathTasksTable } from '../../db/schema.ts';
import { pageOffset } from '../../lib/pagination.ts';

export type MathTaskRow = Selectable<MathTasksTable>;

export async function listMathTasks(
  db: Kysely<DB>,
  query: { page: number; per_page: number; class_number?: number | undefined },
): Promise<{ rows: MathTaskRow[]; total: number }> {
  let base = db.selectFrom('math_tasks');
  if (query.class_number !== undefined) base = base.where('class_number', '=', query.class_number);
  const [rows, counted] = await Promise.all([
    base.selectAll().orderBy('id').limit(query.per_page).offset(pageOffset(query)).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.count) };
}

export async function mathTasksOfClass(db: Kysely<DB>, classNumber: number, limit: number): Promise<MathTaskRow[]> {
  return db
    .selectFrom('math_tasks')
    .selectAll()
    .where('class_number', '=', classNumber)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function findMathTask(db: Kysely<DB>, id: number): Promise<MathTaskRow | undefined> {
  return db.selectFrom('math_tasks').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertMathTask(db: Kysely<DB>, values: Insertable<MathTasksTable>): Promise<number> {
  const row = await db.insertInto('math_tasks').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** False when no task has this id. */
export async function updateMathTask(db: Kysely<DB>, id: number, values: Updateable<MathTasksTable>): Promise<boolean> {
  const result = await db.updateTable('math_tasks').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** False when no task has this id. */
export async function deleteMathTask(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('math_tasks').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
