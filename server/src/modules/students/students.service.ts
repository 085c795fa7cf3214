import {
  type BirthDate,
  ROLE,
  STUDENT_AGE_MAX,
  STUDENT_AGE_MIN,
  type StudentCharacter,
  type SubjectData,
} from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LikesPort } from '../likes/likes.port.ts';
import type { RatingsPort } from '../ratings/ratings.port.ts';
import type { SubjectsPort } from '../subjects/subjects.port.ts';
import { toSubject } from '../subjects/subjects.types.ts';
import { toTrainer } from '../trainers/trainer-mapper.ts';
import type { TrainersPort } from '../trainers/trainers.port.ts';
import { assertOwnStudent, assertSubjectActive } from './students.policy.ts';
import { findBirthDate, findStudentSubjectStatus, setBirthDate } from './students.repo.ts';

export interface StudentsService {
  /** What choosing a subject loads (spec §4): character, trainers, likes and, for subject 1, profession. */
  subjectData(actor: AuthUser, studentId: number, subjectId: number): Promise<SubjectData>;
  /** A student gives their birth date once; an admin may set or correct it. It places them in the rating by age. */
  setBirthDate(actor: AuthUser, studentId: number, birthDate: string): Promise<BirthDate>;
}

/** Whole years between the birth date and today (both YYYY-MM-DD): the age a child would say. */
function ageOn(today: string, birthDate: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
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
  ratings: Pick<RatingsPort, 'placeInBirthYear'>;
  clock: Clock;
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

    async setBirthDate(actor, studentId, birthDate) {
      const admin = actor.role_id === ROLE.admin;
      if (!admin) assertOwnStudent(actor, studentId);
      const age = ageOn(deps.clock().toISOString().slice(0, 10), birthDate);
      if (age < STUDENT_AGE_MIN || age > STUDENT_AGE_MAX) throw invalidField('birth_date', 'BIRTH_DATE_OUT_OF_RANGE');
      const year = Number(birthDate.slice(0, 4));
      await deps.database.transaction(async (trx) => {
        // Conditional: of two tabs giving a first birth date at once, one sets it and the other is told it is set.
        if (await setBirthDate(trx, studentId, birthDate, { onlyWhenUnset: !admin })) {
          await deps.ratings.placeInBirthYear(trx, studentId, year);
          return;
        }
        const current = await findBirthDate(trx, studentId);
        if (current === undefined) throw new AppError('NOT_FOUND');
        throw new AppError('BIRTH_DATE_ALREADY_SET');
      });
      return { birth_date: birthDate, birth_year: year };
    },
  };
}
