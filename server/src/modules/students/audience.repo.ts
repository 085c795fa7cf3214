import { ROLE } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Active students, or those of one subject; a mailing walks them in ascending id order from `afterId`. */
function students(db: Kysely<DB>, subjectId: number | undefined) {
  let query = db.selectFrom('users as u').where('u.role_id', '=', ROLE.student).where('u.is_active', '=', true);
  if (subjectId !== undefined) {
    query = query
      .innerJoin('student_subjects as ss', 'ss.student_id', 'u.id')
      .where('ss.subject_id', '=', subjectId)
      .where('ss.status', '=', 'active');
  }
  return query;
}

export async function studentIdsAfter(
  db: Kysely<DB>,
  subjectId: number | undefined,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await students(db, subjectId)
    .select('u.id')
    .where('u.id', '>', afterId)
    .orderBy('u.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function countStudents(db: Kysely<DB>, subjectId: number | undefined): Promise<number> {
  const row = await students(db, subjectId)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
