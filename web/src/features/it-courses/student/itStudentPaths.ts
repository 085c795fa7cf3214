/** The IT student's learning pages (spec §2 IT pages, subject 8). */
export const IT_COURSES_STUDENT_PATH = '/student/it-courses';

export function itLessonPath(id: number): string {
  return `/student/it-lessons/${id}`;
}
