import { keptRoundsOfStudents } from './kept-rounds-of-students.ts';
import { likesForRound } from './likes-rule.ts';
import { teachesStudent } from './trainer-stats.repo.ts';
import { activeSubjectIds, findTrainer, listTrainers, recordStanding } from './trainers.repo.ts';

/**
 * What other modules may ask of trainers and the students they serve; each takes the caller's connection. Online
 * games keep their wins in the trainers' standings (`recordStanding`), which the ratings read.
 */
export const trainersPort = {
  listTrainers,
  findTrainer,
  activeSubjectIds,
  teachesStudent,
  recordStanding,
  likesForRound,
  keptRoundsOfStudents,
};

export type TrainersPort = typeof trainersPort;
