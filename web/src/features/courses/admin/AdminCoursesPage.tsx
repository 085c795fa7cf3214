import { AuthoringCoursesPage } from '../../course-authoring/index.ts';
import { useCourseAuthoring } from './courseAuthoring.ts';

/** /admin/courses and /teacher/courses: the courses of subject 11 and their blocks, in the order dragged into. */
export function AdminCoursesPage() {
  return <AuthoringCoursesPage authoring={useCourseAuthoring()} />;
}
