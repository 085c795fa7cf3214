import type { Group, GroupDetail, TeacherGroupsQuery, TeacherSubjects } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { GroupsPort } from '../groups/groups.port.ts';
import type { SubjectsPort } from '../subjects/subjects.port.ts';
import { fullName } from '../users/user-mapper.ts';
import { teacherSubjectIds } from './teacher-subjects.repo.ts';
import { replaceTeacherSubjects } from './teacher-subjects-change.ts';
import { assertCanSeeTeacherClasses } from './teachers.policy.ts';
import { isTeacher } from './teachers.repo.ts';

export interface TeachersService {
  /** The teacher's current classes, or with `deleted` the soft-deleted ones, optionally of one subject. */
  groups(actor: AuthUser, teacherId: number, query?: TeacherGroupsQuery): Promise<Group[]>;
  group(actor: AuthUser, teacherId: number, groupId: number): Promise<GroupDetail>;
  /** Spec §3 Teacher.subjects: read by admins and the teacher themself. */
  subjects(actor: AuthUser, teacherId: number): Promise<TeacherSubjects>;
  /**
   * Admin only (the route says so): the whole new set. A subject in which the teacher still runs a current
   * class stays (409 TEACHER_SUBJECT_IN_USE), so no class is left in a subject its teacher does not teach.
   */
  setSubjects(actor: AuthUser, teacherId: number, subjectIds: readonly number[]): Promise<TeacherSubjects>;
}

export function createTeachersService(deps: {
  database: Database;
  audit: AuditLog;
  clock: Clock;
  groups: Pick<GroupsPort, 'findGroup' | 'listGroupStudents' | 'listGroups' | 'subjectsWithCurrentGroups'>;
  subjects: Pick<SubjectsPort, 'existingSubjectIds'>;
}): TeachersService {
  const { findGroup, listGroupStudents, listGroups, subjectsWithCurrentGroups } = deps.groups;
  const { existingSubjectIds } = deps.subjects;
  const { database, audit } = deps;
  const { db } = database;

  async function checkTeacher(actor: AuthUser, teacherId: number) {
    assertCanSeeTeacherClasses(actor, teacherId);
    if (!(await isTeacher(db, teacherId))) throw new AppError('NOT_FOUND');
  }

  return {
    async groups(actor, teacherId, query = { deleted: false }) {
      await checkTeacher(actor, teacherId);
      return listGroups(db, { teacherId, subjectId: query.subject_id, deleted: query.deleted });
    },

    async group(actor, teacherId, groupId) {
      await checkTeacher(actor, teacherId);
      const group = await findGroup(db, groupId);
      if (!group || group.teacher_id !== teacherId || group.deleted_at !== null) throw new AppError('NOT_FOUND');
      const students = await listGroupStudents(db, groupId);
      return {
        ...group,
        students: students.map((s) => ({ id: s.id, name: fullName(s), email: s.email })),
      };
    },

    async subjects(actor, teacherId) {
      await checkTeacher(actor, teacherId);
      return { subject_ids: await teacherSubjectIds(db, teacherId) };
    },

    async setSubjects(actor, teacherId, subjectIds) {
      await checkTeacher(actor, teacherId);
      const wanted = [...new Set(subjectIds)];
      const known = await existingSubjectIds(db, wanted);
      if (wanted.some((id) => !known.has(id))) throw invalidField('subject_ids', 'FIELD_INVALID');
      await database.transaction(async (trx) => {
        const { before, added, removed } = await replaceTeacherSubjects(trx, teacherId, wanted, {
          now: deps.clock().toISOString(),
          subjectsWithCurrentGroups,
        });
        if (removed.length > 0 || added.length > 0) {
          await audit.record(trx, {
            user_id: actor.id,
            action: 'teacher.subjects',
            target_type: 'user',
            target_id: teacherId,
            meta: { before: { subject_ids: before }, after: { subject_ids: wanted }, added, removed },
          });
        }
      });
      return { subject_ids: await teacherSubjectIds(db, teacherId) };
    },
  };
}
