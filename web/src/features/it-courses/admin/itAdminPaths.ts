/** The admin's IT pages (spec §2 /admin/it-courses, /admin/it-lessons/list and /admin/it-lessons/list/{id}). */
export const IT_COURSES_PATH = '/admin/it-courses';
export const IT_LESSONS_PATH = '/admin/it-lessons/list';
/** The editor's address of a lesson not written yet. */
export const NEW_LESSON_SEGMENT = 'new';

/** The lesson list, filtered to a course or a block when given. */
export function lessonsListPath(filter: { courseId?: number; blockId?: number }): string {
  const query = new URLSearchParams();
  if (filter.courseId !== undefined) query.set('course', String(filter.courseId));
  if (filter.blockId !== undefined) query.set('block', String(filter.blockId));
  const search = query.toString();
  return search ? `${IT_LESSONS_PATH}?${search}` : IT_LESSONS_PATH;
}

export function lessonEditPath(id: number | typeof NEW_LESSON_SEGMENT, blockId?: number): string {
  const path = `${IT_LESSONS_PATH}/${id}`;
  return blockId === undefined ? path : `${path}?block=${blockId}`;
}
