import { type RatingPlace, TRAINER_TYPE_WINS } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { assertMayReadStudentStats } from '../trainers/trainers.policy.ts';
import type { TrainersPort } from '../trainers/trainers.port.ts';
import { ratingPlacesOf } from './rating-places.repo.ts';

export interface RatingPlacesService {
  /** The student themself, a teacher of one of their current classes, or an admin. */
  ofStudent(actor: AuthUser, studentId: number, subjectId: number): Promise<RatingPlace[]>;
}

export function createRatingPlacesService(deps: {
  database: Database;
  trainers: Pick<TrainersPort, 'teachesStudent'>;
}): RatingPlacesService {
  const { teachesStudent } = deps.trainers;
  const { db } = deps.database;
  return {
    async ofStudent(actor, studentId, subjectId) {
      await assertMayReadStudentStats(actor, studentId, () => teachesStudent(db, actor.id, studentId));
      return ratingPlacesOf(db, studentId, subjectId, TRAINER_TYPE_WINS);
    },
  };
}
