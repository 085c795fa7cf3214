import type { TeacherStudent } from '@umka/contracts';
import { useOutletContext } from 'react-router';

/** What the card lends its tabs: the student as the teacher's classes know them, and the subject chosen on the card. */
export interface StudentCardContext {
  student: TeacherStudent;
  /** The subjects of the teacher's classes the student is in, in the order the classes come. */
  subjectIds: number[];
  subjectId: number;
  setSubjectId: (subjectId: number) => void;
}

export function useStudentCard(): StudentCardContext {
  return useOutletContext<StudentCardContext>();
}

/** The card's tabs in spec §2 order; each is the last segment of its child route's path. */
export const STUDENT_CARD_TABS = [
  'trainers',
  'homework',
  'online-rating',
  'general-rating',
  'likes',
  'certificates',
  'diary',
  'likes-rating',
  'age-rating',
  'parents',
] as const;
export type StudentCardTab = (typeof STUDENT_CARD_TABS)[number];
