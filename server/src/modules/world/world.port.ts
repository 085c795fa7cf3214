import { findStudentCharacter } from './wardrobe.repo.ts';

/** What other modules may ask of the student world; each takes the caller's connection or transaction. */
export const worldPort = { findStudentCharacter };

export type WorldPort = typeof worldPort;
