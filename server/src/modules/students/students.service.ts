import type { StudentProfile, SubjectData } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { findBalance } from '../likes/likes.repo.ts';
import { findSubject, toSubject } from '../subjects/subjects.repo.ts';
import { toTrainer } from '../trainers/trainer-mapper.ts';
import { listTrainers } from '../trainers/trainers.repo.ts';
import { assertOwnStudent, assertSubjectActive } from './students.policy.ts';
import { findStudentSubjectStatus, listStudentGroups, listStudentSubjects } from './students.repo.ts';

export interface StudentsService {
  profile(studentId: number): Promise<StudentProfile>;
  /**
   * What choosing a subject loads (spec §4): the subject's likes and trainers. Characters and
   * professions arrive with the student world; until then they are null.
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
        trainers: (await listTrainers(db))
          .map((row) => toTrainer(deps.database.dialect, row))
          .filter((trainer) => trainer.subjects.includes(subjectId))
          .map(({ id, component, title }) => ({ id, component, title })),
      };
    },
  };
}
