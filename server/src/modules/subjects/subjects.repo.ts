import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { SubjectRow } from './subjects.types.ts';

export async function listSubjects(db: Kysely<DB>): Promise<SubjectRow[]> {
  return db.selectFrom('subjects').selectAll().orderBy('position').execute();
}

export async function findSubject(db: Kysely<DB>, id: number): Promise<SubjectRow | undefined> {
  return db.selectFrom('subjects').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function existingSubjectIds(db: Kysely<DB>, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('subjects').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

export async function closedSubjectIds(db: Kysely<DB>, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('subjects').select(['id', 'is_open']).where('id', 'in', ids).execute();
  return rows.filter((row) => !row.is_open).map((row) => row.id);
}

export async function setSubjectOpen(db: Kysely<DB>, id: number, isOpen: boolean): Promise<boolean> {
  const result = await db.updateTable('subjects').set({ is_open: isOpen }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
