import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** One current class, or every current class of one teacher. */
export type ClassAudience = { groupId: number } | { teacherId: number };

/** Active students of the classes, each once, however many of the classes they sit in. */
function classStudents(db: Kysely<DB>, audience: ClassAudience) {
  const query = db
    .selectFrom('group_students as gs')
    .innerJoin('groups as g', 'g.id', 'gs.group_id')
    .innerJoin('users as u', 'u.id', 'gs.student_id')
    .where('g.deleted_at', 'is', null)
    .where('u.is_active', '=', true);
  return 'groupId' in audience
    ? query.where('g.id', '=', audience.groupId)
    : query.where('g.teacher_id', '=', audience.teacherId);
}

/** The next students in ascending id order after `afterId`: a mailing's batch. */
export async function classStudentIdsAfter(
  db: Kysely<DB>,
  audience: ClassAudience,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await classStudents(db, audience)
    .select('gs.student_id')
    .distinct()
    .where('gs.student_id', '>', afterId)
    .orderBy('gs.student_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.student_id);
}

export async function countClassStudents(db: Kysely<DB>, audience: ClassAudience): Promise<number> {
  const row = await classStudents(db, audience)
    .select((eb) => eb.fn.count<number | string>('gs.student_id').distinct().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
