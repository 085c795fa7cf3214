export const STUDENT_HOMEWORK_PATH = '/student/homework';

/**
 * /trainers/homework/{id} of spec §2, where {id} is the homework; a homework may hold several trainers,
 * so the query names the trainer item: /trainers/homework/12?item=34.
 */
export function homeworkTrainerPath(homeworkId: number, itemId: number): string {
  return `/trainers/homework/${homeworkId}?item=${itemId}`;
}

/** Course lessons live here (subject 11, issue [13]); only such a page may be where the trainer leads back. */
const COURSE_LESSONS_PREFIX = '/student/courses/';

/**
 * The same trainer page for a course lesson's homework: an address of its own, as the course subject opens other
 * pages than the homework subjects, and `from`, the lesson to come back to.
 */
export function courseHomeworkTrainerPath(homeworkId: number, itemId: number, lessonPath: string): string {
  const search = new URLSearchParams({ item: String(itemId), from: lessonPath });
  return `/trainers/course-homework/${homeworkId}?${search}`;
}

/** The course lesson the trainer was opened from, or null for the homework list; any other address is ignored. */
export function lessonToReturnTo(search: URLSearchParams): string | null {
  const from = search.get('from');
  return from?.startsWith(COURSE_LESSONS_PREFIX) ? from : null;
}
