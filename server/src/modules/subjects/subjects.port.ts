import { closedSubjectIds, existingSubjectIds, findSubject } from './subjects.repo.ts';

/** What other modules may ask of subjects; each takes the caller's connection or transaction. */
export const subjectsPort = { findSubject, existingSubjectIds, closedSubjectIds };

export type SubjectsPort = typeof subjectsPort;
