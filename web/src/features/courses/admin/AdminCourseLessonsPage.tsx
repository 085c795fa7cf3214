import { AuthoringLessonsPage } from '../../course-authoring/index.ts';
import { useCourseAuthoring } from './courseAuthoring.ts';

/** /admin/course-lessons and /teacher/course-lessons: every lesson of the courses, of one course or block if chosen. */
export function AdminCourseLessonsPage() {
  return <AuthoringLessonsPage authoring={useCourseAuthoring()} />;
}
