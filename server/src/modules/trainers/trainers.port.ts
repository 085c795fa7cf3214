import { teachesStudent } from './trainer-stats.repo.ts';
import { activeSubjectIds, findTrainer, listTrainers } from './trainers.repo.ts';

/** What other modules may ask of trainers and the students they serve; each takes the caller's connection. */
export const trainersPort = { listTrainers, findTrainer, activeSubjectIds, teachesStudent };

export type TrainersPort = typeof trainersPort;
