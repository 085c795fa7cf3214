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

/**
 * Whom the user may call into an online room of the subject (issue [11]): the students who share a current class of
 * that subject with a student, or a teacher's students in their current classes of it; never the user.
 */
export async function listSubjectClassmates(
  db: Kysely<DB>,
  userId: number,
  roleId: RoleId,
  subjectId: number,
): Promise<{ id: number; first_name: string; last_name: string }[]> {
  if (roleId === ROLE.admin) return [];
  let classes = db
    .selectFrom('groups as g')
    .select('g.id')
    .where('g.subject_id', '=', subjectId)
    .where('g.deleted_at', 'is', null);
  classes =
    roleId === ROLE.student
      ? classes.where((eb) =>
          eb.exists(
            eb
              .selectFrom('group_students as mine')
              .select('mine.group_id')
              .whereRef('mine.group_id', '=', 'g.id')
              .where('mine.student_id', '=', userId),
          ),
        )
      : classes.where('g.teacher_id', '=', userId);
  return db
    .selectFrom('group_students as gs')
    .innerJoin('users as u', 'u.id', 'gs.student_id')
    .select(['u.id', 'u.first_name', 'u.last_name'])
    .distinct()
    .where('gs.group_id', 'in', classes)
    .where('u.id', '<>', userId)
    .where('u.is_active', '=', true)
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .execute();
}
