import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export async function isTeacher(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('teachers').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

function groupsWithCount(db: Kysely<DB>) {
  return db
    .selectFrom('groups as g')
    .select((eb) => [
      'g.id',
      'g.title',
      'g.subject_id',
      'g.teacher_id',
      'g.deleted_at',
      eb
        .selectFrom('group_students as gs')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('gs.group_id', '=', 'g.id')
        .as('students_count'),
    ]);
}

/** A teacher's classes that are not soft-deleted, with how many students each has. */
export async function listTeacherGroups(db: Kysely<DB>, teacherId: number) {
  const rows = await groupsWithCount(db)
    .where('g.teacher_id', '=', teacherId)
    .where('g.deleted_at', 'is', null)
    .orderBy('g.id')
    .execute();
  return rows.map((row) => ({ ...row, students_count: Number(row.students_count ?? 0) }));
}

export async function findTeacherGroup(db: Kysely<DB>, teacherId: number, groupId: number) {
  const row = await groupsWithCount(db)
    .where('g.id', '=', groupId)
    .where('g.teacher_id', '=', teacherId)
    .where('g.deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? { ...row, students_count: Number(row.students_count ?? 0) } : undefined;
}

export async function listGroupStudents(db: Kysely<DB>, groupId: number) {
  return db
    .selectFrom('group_students as gs')
    .innerJoin('users as u', 'u.id', 'gs.student_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email'])
    .where('gs.group_id', '=', groupId)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .execute();
}
