import type { TeacherStudent, TeacherStudentsQuery } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { matchesPerson } from '../../lib/person-search.ts';
import { assertCanSeeTeacherClasses } from '../teachers/teachers.policy.ts';
import type { TeachersPort } from '../teachers/teachers.port.ts';
import { fullName } from '../users/user-mapper.ts';
import { findGroup } from './groups.repo.ts';
import { listTeacherClassMembers } from './teacher-students.repo.ts';

export interface TeacherStudentsService {
  /** The students of the teacher's current classes, each once with their classes, ordered by name. */
  list(actor: AuthUser, teacherId: number, query: TeacherStudentsQuery): Promise<TeacherStudent[]>;
}

type MemberRow = Awaited<ReturnType<typeof listTeacherClassMembers>>[number];

function groupByStudent(rows: readonly MemberRow[]): TeacherStudent[] {
  const students = new Map<number, TeacherStudent>();
  for (const row of rows) {
    const student = students.get(row.id) ?? { id: row.id, name: fullName(row), email: row.email, classes: [] };
    student.classes.push({ id: row.group_id, title: row.group_title, subject_id: row.subject_id });
    students.set(row.id, student);
  }
  return [...students.values()];
}

export function createTeacherStudentsService(deps: {
  database: Database;
  teachers: Pick<TeachersPort, 'isTeacher'>;
}): TeacherStudentsService {
  const { isTeacher } = deps.teachers;
  const { db } = deps.database;

  return {
    async list(actor, teacherId, query) {
      assertCanSeeTeacherClasses(actor, teacherId);
      if (!(await isTeacher(db, teacherId))) throw new AppError('NOT_FOUND');
      if (query.group_id !== undefined) {
        const group = await findGroup(db, query.group_id);
        if (!group || group.teacher_id !== teacherId || group.deleted_at !== null) throw new AppError('NOT_FOUND');
      }
      const students = groupByStudent(await listTeacherClassMembers(db, teacherId, query.group_id));
      const { search } = query;
      const found = search ? students.filter((student) => matchesPerson(student, search)) : students;
      return found.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    },
  };
}
