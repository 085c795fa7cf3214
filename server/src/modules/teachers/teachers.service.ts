import type { Group, GroupDetail } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { fullName } from '../users/user-mapper.ts';
import { findTeacherGroup, isTeacher, listGroupStudents, listTeacherGroups } from './groups.repo.ts';
import { assertCanSeeTeacherClasses } from './teachers.policy.ts';

export interface TeachersService {
  groups(actor: AuthUser, teacherId: number): Promise<Group[]>;
  group(actor: AuthUser, teacherId: number, groupId: number): Promise<GroupDetail>;
}

export function createTeachersService(deps: { database: Database }): TeachersService {
  const { db } = deps.database;

  async function checkTeacher(actor: AuthUser, teacherId: number) {
    assertCanSeeTeacherClasses(actor, teacherId);
    if (!(await isTeacher(db, teacherId))) throw new AppError('NOT_FOUND');
  }

  return {
    async groups(actor, teacherId) {
      await checkTeacher(actor, teacherId);
      return listTeacherGroups(db, teacherId);
    },

    async group(actor, teacherId, groupId) {
      await checkTeacher(actor, teacherId);
      const group = await findTeacherGroup(db, teacherId, groupId);
      if (!group) throw new AppError('NOT_FOUND');
      const students = await listGroupStudents(db, groupId);
      return {
        ...group,
        students: students.map((s) => ({ id: s.id, name: fullName(s), email: s.email })),
      };
    },
  };
}
