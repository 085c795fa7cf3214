import { findPlacedLesson, markLessonDone } from './it-lessons.repo.ts';

/** What other modules may ask of IT lessons and progress (an accepted task solution marks its lesson done). */
export const itCoursesPort = { findPlacedLesson, markLessonDone };

export type ItCoursesPort = typeof itCoursesPort;
