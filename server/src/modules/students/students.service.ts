import type { StudentProfile, SubjectData } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { findBalance } from '../likes/likes.repo.ts';
import { findSubject, toSubject } from '../subjects/subjects.repo.ts';
import { assertOwnStudent, assertSubjectActive } from './students.policy.ts';
import { findStudentSubjectStatus, listStudentGroups, listStudentSubjects } from './students.repo.ts';

export interface StudentsService {
  profile(studentId: number): Promise<StudentProfile>;
  /**
   * What choosing a subject loads (spec §4). Characters, professions and trainers arrive with
   * later features; until then they are null and empty.
   */
  subjectData(actor: AuthUser, studentId: number, subjectId: number): Promise<SubjectData>;
}

export function createStudentsService(deps: { database: Database }): StudentsService {
  const { db } = deps.database;
  return {
    async profile(studentId) {
      const [subjects, groups] = await Promise.all([
        listStudentSubjects(db, studentId),
        listStudentGroups(db, studentId),
      ]);
      return {
        subjects: subjects.map((row) => ({
          ...toSubject(row),
          status: row.status,
          likes_balance: row.likes_balance ?? 0,
        })),
        groups,
      };
    },

    async subjectData(actor, studentId, subjectId) {
      assertOwnStudent(actor, studentId);
      const subject = await findSubject(db, subjectId);
      if (!subject) throw new AppError('NOT_FOUND');
      assertSubjectActive(await findStudentSubjectStatus(db, studentId, subjectId));
      return {
        subject: toSubject(subject),
        likes: await findBalance(db, studentId, subjectId),
        character: null,
        profession: null,
        trainers: [],
      };
    },
  };
}
