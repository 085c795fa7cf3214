import { AuthoringCoursesPage } from '../../course-authoring/index.ts';
import { IT_AUTHORING } from './itAuthoring.ts';

/** /admin/it-courses: the IT courses and their blocks, each list in the order the admin drags it into. */
export function AdminItCoursesPage() {
  return <AuthoringCoursesPage authoring={IT_AUTHORING} />;
}
