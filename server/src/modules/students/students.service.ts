import type { StudentCharacter, SubjectData } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LikesPort } from '../likes/likes.port.ts';
import type { SubjectsPort } from '../subjects/subjects.port.ts';
import { toSubject } from '../subjects/subjects.types.ts';
import { toTrainer } from '../trainers/trainer-mapper.ts';
import type { TrainersPort } from '../trainers/trainers.port.ts';
import { assertOwnStudent, assertSubjectActive } from './students.policy.ts';
import { findStudentSubjectStatus } from './students.repo.ts';

export interface StudentsService {
  /** What choosing a subject loads (spec §4): character, trainers, likes and, for subject 1, profession. */
  subjectData(actor: AuthUser, studentId: number, subjectId: number): Promise<SubjectData>;
}

export function createStudentsService(deps: {
  database: Database;
  /** The student's dressed character in a subject (student world). */
  characterOf: (studentId: number, subjectId: number) => Promise<StudentCharacter | null>;
  /** The student's profession as the subject data carries it (subject 1 only). */
  professionOf: (studentId: number) => Promise<SubjectData['profession']>;
  likes: LikesPort;
  subjects: Pick<SubjectsPort, 'findSubject'>;
  trainers: Pick<TrainersPort, 'listTrainers'>;
}): StudentsService {
  const { findBalance, findEarned } = deps.likes;
  const { findSubject } = deps.subjects;
  const { listTrainers } = deps.trainers;
  const { db } = deps.database;
  return {
    async subjectData(actor, studentId, subjectId) {
      assertOwnStudent(actor, studentId);
      const subject = await findSubject(db, subjectId);
      if (!subject) throw new AppError('NOT_FOUND');
      assertSubjectActive(await findStudentSubjectStatus(db, studentId, subjectId));
      const [likes, likesEarned, character, profession] = await Promise.all([
        findBalance(db, studentId, subjectId),
        findEarned(db, studentId, subjectId),
        deps.characterOf(studentId, subjectId),
        subject.main_id === 1 ? deps.professionOf(studentId) : null,
      ]);
      return {
        subject: toSubject(subject),
        likes,
        likes_earned: likesEarned,
        character,
        profession,
        trainers: (await listTrainers(db))
          .map((row) => toTrainer(deps.database.dialect, row))
          .filter((trainer) => trainer.subjects.includes(subjectId))
          .map(({ id, component, title }) => ({ id, component, title })),
      };
    },
  };
}
