import type { Locale } from './locale.ts';

/*
 * Which subject opens which student pages. Free of zod, like locale.ts and roles.ts: the route guards of the web's
 * first page read it.
 */

/** Subject main ids of spec §1: 1 math, 2 reader, 3 mental arithmetic, 8 IT, 9–11 courses. */
export const SUBJECT_MAIN_IDS = [1, 2, 3, 8, 9, 10, 11] as const;
export type SubjectMainId = (typeof SUBJECT_MAIN_IDS)[number];

export const SUBJECT_IT = 8;

/**
 * The language a subject is taught in where it is not the interface's (issue [13]): a word game or a memory round
 * started in English deals English words, whatever language the child reads the app in.
 */
export const SUBJECT_LANGUAGES: Partial<Record<SubjectMainId, Locale>> = { 9: 'en-US' };

/**
 * Which subject main ids each student page group accepts (spec §2 table).
 * The route guards and the student menu both read this one table.
 */
export const PAGE_GROUP_SUBJECTS = {
  job: [1],
  mentalTest: [1, 3],
  homework: [2, 3, 9, 10],
  albums: [2, 3],
  courseHomework: [11],
  it: [8],
  common: [1, 2, 3, 8, 9, 10, 11],
  trainers: [1, 2, 3, 9, 10, 11],
  /** Issue [13]: the introductory lessons of a student waiting for a class. */
  zeroHomework: [1, 2, 3, 9, 10],
} as const satisfies Record<string, readonly SubjectMainId[]>;
export type PageGroup = keyof typeof PAGE_GROUP_SUBJECTS;

export function isSubjectAllowed(group: PageGroup, mainId: number): boolean {
  return (PAGE_GROUP_SUBJECTS[group] as readonly number[]).includes(mainId);
}
