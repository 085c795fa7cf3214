import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, ItCategoriesTable } from '../../db/schema.ts';

export type ItCategoryRow = Selectable<ItCategoriesTable>;

/** In the admin's order, then by age. */
export async function listItCategories(db: Kysely<DB>): Promise<ItCategoryRow[]> {
  return db.selectFrom('it_categories').selectAll().orderBy('number').orderBy('id').execute();
}

export async function findItCategory(db: Kysely<DB>, id: number): Promise<ItCategoryRow | undefined> {
  return db.selectFrom('it_categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertItCategory(db: Kysely<DB>, values: Insertable<ItCategoriesTable>): Promise<ItCategoryRow> {
  return db.insertInto('it_categories').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateItCategory(
  db: Kysely<DB>,
  id: number,
  values: Updateable<ItCategoriesTable>,
): Promise<ItCategoryRow | undefined> {
  return db.updateTable('it_categories').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

/** False when no category has this id. */
export async function deleteItCategory(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('it_categories').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function categoryHasProjects(db: Kysely<DB>, id: number): Promise<boolean> {
  const row = await db.selectFrom('it_projects').select('id').where('category_id', '=', id).limit(1).executeTakeFirst();
  return row !== undefined;
}
