/** The course pages of subject 11 (spec §2 /student/courses…). */
export const COURSES_STUDENT_PATH = '/student/courses';

/** Where a finished course's certificate is seen and downloaded (the student's profile). */
export const CERTIFICATES_PATH = '/student/profile/certificates';

export function coursePath(courseId: number): string {
  return `${COURSES_STUDENT_PATH}/${courseId}`;
}

export function courseBlockPath(courseId: number, blockId: number): string {
  return `${coursePath(courseId)}/block/${blockId}`;
}

export function courseLessonPath(courseId: number, blockId: number, lessonId: number): string {
  return `${courseBlockPath(courseId, blockId)}/homework/${lessonId}`;
}
