import { lessonsProgress, progressKey } from './zero-homework.repo.ts';

/** What other modules may ask of zero lessons: the teachers' distribution shows how far waiting students are. */
export const zeroHomeworkPort = { lessonsProgress, progressKey };

export type ZeroHomeworkPort = typeof zeroHomeworkPort;
