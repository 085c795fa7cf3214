import type { Group, GroupDetail, TeacherGroupsQuery } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { findGroup, listGroupStudents, listGroups } from '../groups/groups.repo.ts';
import { fullName } from '../users/user-mapper.ts';
import { assertCanSeeTeacherClasses } from './teachers.policy.ts';
import { isTeacher } from './teachers.repo.ts';

export interface TeachersService {
  /** The teacher's current classes, or with `deleted` the soft-deleted ones, optionally of one subject. */
  groups(actor: AuthUser, teacherId: number, query?: TeacherGroupsQuery): Promise<Group[]>;
  group(actor: AuthUser, teacherId: number, groupId: number): Promise<GroupDetail>;
}

export function createTeachersService(deps: { database: Database }): TeachersService {
  const { db } = deps.database;

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
  };
}
