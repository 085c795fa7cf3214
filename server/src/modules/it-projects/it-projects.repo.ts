import { type ItProjectStatus, SUBJECT_IT } from '@umka/contracts';
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { DB, ItProjectScreenshotsTable, ItProjectsTable } from '../../db/schema.ts';

export type ItProjectRow = Selectable<ItProjectsTable>;
export type ItScreenshotRow = Selectable<ItProjectScreenshotsTable>;

/** A project as the cards show it: its row, its category's titles, its author's name and cover, the viewer's like. */
export interface ItProjectCardRow extends ItProjectRow {
  category_title_ru: string;
  category_title_en: string;
  category_title_uk: string;
  category_number: number;
  first_name: string;
  last_name: string;
  cover: string | null;
  liked: number | boolean;
}

export interface ItProjectFilter {
  id?: number | undefined;
  /** In small letters, as title_search keeps it. */
  title?: string | undefined;
  categoryId?: number | undefined;
  /** Only the one student's projects, in any state; otherwise the approved ones. */
  studentId?: number | undefined;
  /** Only these students' projects (a teacher's queue). */
  studentIds?: { teacherId: number } | undefined;
  status?: ItProjectStatus | undefined;
}

/** `%` and `_` typed by a student are searched for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The students of a teacher's IT classes (deleted classes left out). */
export function teacherItStudents(db: Kysely<DB>, teacherId: number) {
  return db
    .selectFrom('group_students as gs')
    .innerJoin('groups as g', 'g.id', 'gs.group_id')
    .innerJoin('subjects as s', 's.id', 'g.subject_id')
    .select('gs.student_id')
    .where('g.teacher_id', '=', teacherId)
    .where('g.deleted_at', 'is', null)
    .where('s.main_id', '=', SUBJECT_IT);
}

function filtered(db: Kysely<DB>, filter: ItProjectFilter) {
  let query = db.selectFrom('it_projects as p');
  if (filter.id !== undefined) query = query.where('p.id', '=', filter.id);
  if (filter.studentId !== undefined) query = query.where('p.student_id', '=', filter.studentId);
  if (filter.studentIds !== undefined) {
    const { teacherId } = filter.studentIds;
    query = query.where('p.student_id', 'in', teacherItStudents(db, teacherId));
  }
  if (filter.status !== undefined) query = query.where('p.status', '=', filter.status);
  if (filter.categoryId !== undefined) query = query.where('p.category_id', '=', filter.categoryId);
  if (filter.title) query = query.where(sql<boolean>`p.title_search like ${likePattern(filter.title)} escape '\\'`);
  return query;
}

export async function countItProjects(db: Kysely<DB>, filter: ItProjectFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type ItProjectOrdering = 'new' | 'likes' | 'pendingFirst';

/** A page of cards; `viewerId` is whose likes `liked` tells. */
export async function listItProjectCards(
  db: Kysely<DB>,
  filter: ItProjectFilter,
  options: { viewerId: number; order: ItProjectOrdering; limit: number; offset: number },
): Promise<ItProjectCardRow[]> {
  let query = filtered(db, filter)
    .innerJoin('it_categories as c', 'c.id', 'p.category_id')
    .innerJoin('users as u', 'u.id', 'p.student_id')
    .selectAll('p')
    .select((eb) => [
      'c.title_ru as category_title_ru',
      'c.title_en as category_title_en',
      'c.title_uk as category_title_uk',
      'c.number as category_number',
      'u.first_name',
      'u.last_name',
      eb
        .selectFrom('it_project_screenshots as sc')
        .select('sc.file')
        .whereRef('sc.project_id', '=', 'p.id')
        .orderBy('sc.number')
        .orderBy('sc.id')
        .limit(1)
        .as('cover'),
      eb
        .exists(
          eb
            .selectFrom('it_project_likes as l')
            .select('l.project_id')
            .whereRef('l.project_id', '=', 'p.id')
            .where('l.student_id', '=', options.viewerId),
        )
        .as('liked'),
    ]);
  if (options.order === 'likes') query = query.orderBy('p.likes_count', 'desc').orderBy('p.id', 'asc');
  else if (options.order === 'pendingFirst') {
    query = query.orderBy(sql`case when p.status = 'pending' then 0 else 1 end`).orderBy('p.id', 'desc');
  } else query = query.orderBy('p.id', 'desc');
  return (await query.limit(options.limit).offset(options.offset).execute()) as ItProjectCardRow[];
}

export async function findItProject(db: Kysely<DB>, id: number): Promise<ItProjectRow | undefined> {
  return db.selectFrom('it_projects').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findItProjectCard(
  db: Kysely<DB>,
  id: number,
  viewerId: number,
): Promise<ItProjectCardRow | undefined> {
  const [row] = await listItProjectCards(db, { id }, { viewerId, order: 'new', limit: 1, offset: 0 });
  return row;
}

export async function listScreenshots(db: Kysely<DB>, projectId: number): Promise<ItScreenshotRow[]> {
  return db
    .selectFrom('it_project_screenshots')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('number')
    .orderBy('id')
    .execute();
}

/** The screenshots of several projects at once (a teacher's page), by project. */
export async function listScreenshotsOf(db: Kysely<DB>, projectIds: readonly number[]): Promise<ItScreenshotRow[]> {
  if (projectIds.length === 0) return [];
  return db
    .selectFrom('it_project_screenshots')
    .selectAll()
    .where('project_id', 'in', projectIds)
    .orderBy('project_id')
    .orderBy('number')
    .orderBy('id')
    .execute();
}

export async function insertItProject(db: Kysely<DB>, values: Insertable<ItProjectsTable>): Promise<number> {
  const row = await db.insertInto('it_projects').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** False when the project is gone. */
export async function updateItProject(
  db: Kysely<DB>,
  id: number,
  values: Updateable<ItProjectsTable>,
): Promise<boolean> {
  const result = await db.updateTable('it_projects').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteItProject(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('it_projects').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertScreenshots(
  db: Kysely<DB>,
  projectId: number,
  files: readonly string[],
  firstNumber: number,
  now: string,
): Promise<void> {
  if (files.length === 0) return;
  await db
    .insertInto('it_project_screenshots')
    .values(files.map((file, index) => ({ project_id: projectId, file, number: firstNumber + index, created_at: now })))
    .execute();
}

export async function deleteScreenshots(db: Kysely<DB>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('it_project_screenshots').where('id', 'in', ids).execute();
}

export async function isInTeacherItClass(db: Kysely<DB>, teacherId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('group_students as gs')
    .innerJoin('groups as g', 'g.id', 'gs.group_id')
    .innerJoin('subjects as s', 's.id', 'g.subject_id')
    .select('gs.student_id')
    .where('gs.student_id', '=', studentId)
    .where('g.teacher_id', '=', teacherId)
    .where('g.deleted_at', 'is', null)
    .where('s.main_id', '=', SUBJECT_IT)
    .executeTakeFirst();
  return row !== undefined;
}
