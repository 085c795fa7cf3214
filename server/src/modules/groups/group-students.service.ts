import { type Group, type GroupMembership, ROLE } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, fieldError, invalidField } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { StudentsPort } from '../students/students.port.ts';
import type { TeachersPort } from '../teachers/teachers.port.ts';
import { countWaiting, setDistributionStatus } from './distribution.repo.ts';
import {
  deleteMembership,
  findStudentClassIn,
  insertMembership,
  isInTeacherGroups,
  isMember,
  isStudent,
} from './group-students.repo.ts';
import { assertCurrent, assertManagesGroup } from './groups.policy.ts';
import { findGroup } from './groups.repo.ts';

export interface GroupStudentsService {
  /**
   * Places a student in a class (answered with 201): one waiting in the class's subject, or already the teacher's;
   * never one already in another class of the subject (409 STUDENT_IN_ANOTHER_CLASS naming student_id).
   */
  attach(actor: AuthUser, groupId: number, studentId: number): Promise<GroupMembership>;
  detach(actor: AuthUser, groupId: number, studentId: number): Promise<GroupMembership>;
  /** Between two current classes of the same subject, both the teacher's own. */
  move(actor: AuthUser, groupId: number, studentId: number, targetGroupId: number): Promise<GroupMembership>;
}

export function createGroupStudentsService(deps: {
  database: Database;
  clock: Clock;
  students: Pick<StudentsPort, 'findStudentSubjectStatus' | 'lockStudents'>;
  teachers: Pick<TeachersPort, 'teachesSubject'>;
}): GroupStudentsService {
  const { findStudentSubjectStatus, lockStudents } = deps.students;
  const { teachesSubject } = deps.teachers;
  const { database } = deps;
  const { db } = database;
  const now = () => deps.clock().toISOString();

  async function managedCurrent(actor: AuthUser, groupId: number): Promise<Group> {
    const group = assertCurrent(await findGroup(db, groupId));
    assertManagesGroup(actor, group);
    return group;
  }

  /**
   * A teacher places students only in a subject they teach (spec §3 Teacher.subjects): one waiting in the
   * class's subject or one already in their classes; any other student is someone else's, whether or not
   * the id exists. That the student studies the subject is checked by the caller for everyone.
   */
  async function assertTeacherMayPlace(trx: Kysely<DB>, actor: AuthUser, group: Group, studentId: number) {
    if (actor.role_id === ROLE.admin) return;
    if (!(await teachesSubject(trx, group.teacher_id, group.subject_id))) throw new AppError('SUBJECT_NOT_TAUGHT');
    if (await isInTeacherGroups(trx, group.teacher_id, studentId)) return;
    if ((await countWaiting(trx, { subjectIds: [group.subject_id], studentId })) > 0) return;
    throw new AppError('FORBIDDEN');
  }

  /** A student sits in at most one class of a subject: another class of it is left by a move, not by an attach. */
  async function assertNoOtherClassOfSubject(trx: Kysely<DB>, group: Group, studentId: number) {
    const current = await findStudentClassIn(trx, studentId, group.subject_id);
    if (current && current.id !== group.id) {
      throw new AppError('STUDENT_IN_ANOTHER_CLASS', {
        fields: [fieldError('student_id', 'STUDENT_IN_ANOTHER_CLASS')],
      });
    }
  }

  async function join(trx: Kysely<DB>, group: Group, studentId: number): Promise<void> {
    if (await isMember(trx, group.id, studentId)) throw new AppError('STUDENT_ALREADY_IN_GROUP');
    try {
      await insertMembership(trx, group.id, studentId, now());
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('STUDENT_ALREADY_IN_GROUP', { cause: error });
      throw error;
    }
  }

  return {
    async attach(actor, groupId, studentId) {
      const group = await managedCurrent(actor, groupId);
      if (!(await isStudent(db, studentId))) throw invalidField('student_id', 'FIELD_INVALID');
      await database.transaction(async (trx) => {
        // Two attaches of one student (to two classes of the subject) wait for each other, as the admin's moves do.
        await lockStudents(trx, [studentId], database.dialect);
        await assertTeacherMayPlace(trx, actor, group, studentId);
        if ((await findStudentSubjectStatus(trx, studentId, group.subject_id)) !== 'active') {
          throw new AppError('STUDENT_SUBJECT_NOT_ACTIVE');
        }
        await assertNoOtherClassOfSubject(trx, group, studentId);
        await join(trx, group, studentId);
        // Placed, the student leaves the distribution; should they come back to it, they are to be placed again.
        await setDistributionStatus(trx, studentId, group.subject_id, 'active');
      });
      return { group_id: groupId, student_id: studentId };
    },

    async detach(actor, groupId, studentId) {
      await managedCurrent(actor, groupId);
      if (!(await deleteMembership(db, groupId, studentId))) throw new AppError('NOT_FOUND');
      return { group_id: groupId, student_id: studentId };
    },

    async move(actor, groupId, studentId, targetGroupId) {
      const source = await managedCurrent(actor, groupId);
      if (targetGroupId === groupId) throw invalidField('group_id', 'FIELD_INVALID');
      const target = await findGroup(db, targetGroupId);
      if (!target || target.deleted_at !== null) throw invalidField('group_id', 'FIELD_INVALID');
      assertManagesGroup(actor, target);
      if (target.subject_id !== source.subject_id) throw invalidField('group_id', 'GROUP_SUBJECT_MISMATCH');
      await database.transaction(async (trx) => {
        if (!(await deleteMembership(trx, groupId, studentId))) throw new AppError('NOT_FOUND');
        await join(trx, target, studentId);
      });
      return { group_id: targetGroupId, student_id: studentId };
    },
  };
}
