import { progressOf } from './homework.progress.ts';
import { findHomework, givesMaterialToStudent } from './homework.repo.ts';
import { studentHomeworkView } from './homework-course-copies.ts';
import { classHomeworkStanding } from './homework-overdue.ts';
import { describeItems, parseStoredItems, storedItems } from './homework-template-items.ts';

/**
 * What other modules may ask of homework: the course direction keeps its lessons' homework as stored items, shows them,
 * and reads a class copy with a student's progress (issue [13]); the library plays an uploaded video to a student whose
 * homework gives it (issue [14]); a class's export reads where each student stands on each homework (issue [15]).
 */
export const homeworkPort = {
  findHomework,
  givesMaterialToStudent,
  progressOf,
  studentHomeworkView,
  describeItems,
  parseStoredItems,
  storedItems,
  classHomeworkStanding,
};

export type HomeworkPort = typeof homeworkPort;
