import { findHomework } from './homework.repo.ts';
import { studentHomeworkView } from './homework-course-copies.ts';
import { describeItems, parseStoredItems, storedItems } from './homework-template-items.ts';

/**
 * What other modules may ask of homework: the course direction keeps its lessons' homework as stored items, shows them,
 * and reads a class copy with a student's progress (issue [13]).
 */
export const homeworkPort = { findHomework, studentHomeworkView, describeItems, parseStoredItems, storedItems };

export type HomeworkPort = typeof homeworkPort;
