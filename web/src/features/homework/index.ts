export { studentHomeworkQuery, useStudentHomework } from './homework.queries.ts';
export { localDay } from './homeworkStatus.ts';
export { homeworkTrainerPath, STUDENT_HOMEWORK_PATH } from './student/homeworkPaths.ts';
export { ClassHomeworkSection } from './teacher/ClassHomeworkSection.tsx';
