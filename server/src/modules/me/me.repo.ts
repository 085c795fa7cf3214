import type { Kysely } from 'kysely';
import { jsonArrayFrom as postgresArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteArrayFrom } from 'kysely/helpers/sqlite';
import type { DialectName } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { DB, StudentSubjectsTable } from '../../db/schema.ts';
import type { SubjectRow } from '../subjects/subjects.types.ts';
import type { UserRow } from '../users/users.types.ts';

export interface MeSubjectRow extends Omit<SubjectRow, 'position'> {
  status: StudentSubjectsTable['status'];
  likes_balance: number | null;
}

export interface MeGroupRow {
  id: number;
  title: string;
  subject_id: number;
  teacher_id: number;
}

export interface MeRow extends UserRow {
  subjects: MeSubjectRow[];
  groups: MeGroupRow[];
}

type ArrayFrom = typeof sqliteArrayFrom;

/**
 * Every page asks for the signed-in user, so it is read in one statement: the user row with the subjects
 * (and likes) and the classes of a student as JSON arrays. A read model over tables that other modules write.
 */
function meQuery(arrayFrom: ArrayFrom) {
  return preparedQuery<{ userId: number }, MeRow>((db, arg) =>
    db
      .selectFrom('users as u')
      .selectAll('u')
      .select((eb) => [
        arrayFrom(
          eb
            .selectFrom('student_subjects as ss')
            .innerJoin('subjects as s', 's.id', 'ss.subject_id')
            .leftJoin('likes_balances as lb', (join) =>
              join.onRef('lb.student_id', '=', 'ss.student_id').onRef('lb.subject_id', '=', 'ss.subject_id'),
            )
            .select([
              's.id',
              's.main_id',
              's.title_ru',
              's.title_en',
              's.title_uk',
              's.color',
              's.is_open',
              'ss.status',
              'lb.balance as likes_balance',
            ])
            .whereRef('ss.student_id', '=', 'u.id')
            .orderBy('s.position'),
        ).as('subjects'),
        arrayFrom(
          eb
            .selectFrom('group_students as gs')
            .innerJoin('groups as g', 'g.id', 'gs.group_id')
            .select(['g.id', 'g.title', 'g.subject_id', 'g.teacher_id'])
            .whereRef('gs.student_id', '=', 'u.id')
            .where('g.deleted_at', 'is', null)
            .orderBy('g.id'),
        ).as('groups'),
      ])
      .where('u.id', '=', arg('userId')),
  );
}

const QUERIES: Record<DialectName, ReturnType<typeof meQuery>> = {
  sqlite: meQuery(sqliteArrayFrom),
  postgres: meQuery(postgresArrayFrom as unknown as ArrayFrom),
};

/** SQLite hands JSON back as text; PostgreSQL parses it already. */
function jsonArray<T>(value: T[] | string): T[] {
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
}

export async function findMe(db: Kysely<DB>, dialect: DialectName, userId: number): Promise<MeRow | undefined> {
  const [row] = await QUERIES[dialect](db, { userId });
  if (!row) return undefined;
  return { ...row, subjects: jsonArray(row.subjects), groups: jsonArray(row.groups) };
}
