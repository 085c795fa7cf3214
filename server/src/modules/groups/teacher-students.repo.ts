import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** One row per (student, class) of the teacher's current classes, optionally of one class. */
export async function listTeacherClassMembers(db: Kysely<DB>, teacherId: number, groupId?: number) {
  let query = db
    .selectFrom('group_students as gs')
    .innerJoin('groups as g', 'g.id', 'gs.group_id')
    .innerJoin('users as u', 'u.id', 'gs.student_id')
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'g.id as group_id',
      'g.title as group_title',
      'g.subject_id',
    ])
    .where('g.teacher_id', '=', teacherId)
    .where('g.deleted_at', 'is', null);
  if (groupId !== undefined) query = query.where('g.id', '=', groupId);
  return query.orderBy('u.id').orderBy('g.id').execute();
}
