import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { ClothesTable, DB } from '../../db/schema.ts';
import type { CharacterRow, ClothesRow } from './clothes.mapper.ts';

export async function listCharacters(db: Kysely<DB>): Promise<CharacterRow[]> {
  return db.selectFrom('characters').selectAll().orderBy('position').orderBy('id').execute();
}

/** Which of these ids name a character. */
export async function existingCharacterIds(db: Kysely<DB>, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('characters').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** Clothes still on sale, newest first; `characterId` keeps those that fit that character. */
export async function listClothes(
  db: Kysely<DB>,
  dialect: DialectName,
  filter: { characterId?: number | undefined; slot?: string | undefined },
): Promise<ClothesRow[]> {
  let query = db.selectFrom('clothes').selectAll().where('deleted_at', 'is', null);
  if (filter.slot !== undefined) query = query.where('slot', '=', filter.slot);
  const { characterId } = filter;
  if (characterId !== undefined) {
    query = query.where(
      dialect === 'postgres'
        ? sql<boolean>`characters @> ${JSON.stringify([characterId])}::jsonb`
        : sql<boolean>`exists (select 1 from json_each(clothes.characters) where json_each.value = ${characterId})`,
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function findClothes(db: Kysely<DB>, id: number): Promise<ClothesRow | undefined> {
  return db.selectFrom('clothes').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function insertClothes(db: Kysely<DB>, values: Insertable<ClothesTable>): Promise<number> {
  const row = await db.insertInto('clothes').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** False when there is no such piece on sale (unknown or deleted). */
export async function updateClothes(db: Kysely<DB>, id: number, values: Updateable<ClothesTable>): Promise<boolean> {
  const result = await db
    .updateTable('clothes')
    .set(values)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
