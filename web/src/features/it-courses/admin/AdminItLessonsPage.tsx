import { AuthoringLessonsPage } from '../../course-authoring/index.ts';
import { IT_AUTHORING } from './itAuthoring.ts';

/** /admin/it-lessons/list: every IT lesson, of one course or block if chosen; a block's lessons reorder by drag. */
export function AdminItLessonsPage() {
  return <AuthoringLessonsPage authoring={IT_AUTHORING} />;
}
