import { ROLE, type RoleId } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface ClassContact {
  id: number;
  role_id: number;
  first_name: string;
  last_name: string;
  avatar: string | null;
}

/**
 * Who shares a current (not deleted) class with the user: a student's teachers, a teacher's students; nobody for an
 * admin. The chat's contacts (spec §7 "Messages, chat, news"), each once however many classes they share.
 */
export async function listClassContacts(db: Kysely<DB>, userId: number, roleId: RoleId): Promise<ClassContact[]> {
  if (roleId === ROLE.admin) return [];
  const student = roleId === ROLE.student;
  return db
    .selectFrom('group_students as gs')
    .innerJoin('groups as g', 'g.id', 'gs.group_id')
    .innerJoin('users as u', 'u.id', student ? 'g.teacher_id' : 'gs.student_id')
    .select(['u.id', 'u.role_id', 'u.first_name', 'u.last_name', 'u.avatar'])
    .distinct()
    .where(student ? 'gs.student_id' : 'g.teacher_id', '=', userId)
    .where('g.deleted_at', 'is', null)
    .execute();
}

/**
 * The teacher of the student's current class in the subject: the class joined last when there are several (a
 * student moved on to a new class). Undefined when the student has no current class in it.
 */
export async function findStudentTeacher(
  db: Kysely<DB>,
  studentId: number,
  subjectId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('group_students as gs')
    .innerJoin('groups as g', 'g.id', 'gs.group_id')
    .select('g.teacher_id')
    .where('gs.student_id', '=', studentId)
    .where('g.subject_id', '=', subjectId)
    .where('g.deleted_at', 'is', null)
    .orderBy('gs.created_at', 'desc')
    .orderBy('g.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.teacher_id;
}
