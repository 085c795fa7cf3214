import { type Subject, type SubjectMainId, subjectMainIdSchema } from '@umka/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { DB, SubjectsTable } from '../../db/schema.ts';

export type SubjectRow = Selectable<SubjectsTable>;

export function toSubject(row: Omit<SubjectRow, 'position'>): Subject {
  return {
    id: row.id,
    main_id: subjectMainIdSchema.parse(row.main_id) satisfies SubjectMainId,
    title: { 'ru-RU': row.title_ru, 'en-US': row.title_en, 'uk-UA': row.title_uk },
    color: row.color,
    is_open: Boolean(row.is_open),
  };
}

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
