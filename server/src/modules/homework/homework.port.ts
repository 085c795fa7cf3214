import { findHomework, givesMaterialToStudent } from './homework.repo.ts';
import { studentHomeworkView } from './homework-course-copies.ts';
import { describeItems, parseStoredItems, storedItems } from './homework-template-items.ts';

/**
 * What other modules may ask of homework: the course direction keeps its lessons' homework as stored items, shows them,
 * and reads a class copy with a student's progress (issue [13]); the library plays an uploaded video to a student whose
 * homework gives it (issue [14]).
 */
export const homeworkPort = {
  findHomework,
  givesMaterialToStudent,
  studentHomeworkView,
  describeItems,
  parseStoredItems,
  storedItems,
};

export type HomeworkPort = typeof homeworkPort;
