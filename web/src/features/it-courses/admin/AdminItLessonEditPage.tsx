import { AuthoringLessonEditPage } from '../../course-authoring/index.ts';
import { LessonQuizzesSection } from '../../it-quizzes/index.ts';
import { IT_AUTHORING } from './itAuthoring.ts';

const quizzes = (lessonId: number) => <LessonQuizzesSection lessonId={lessonId} />;

/** /admin/it-lessons/list/:id — the lesson editor with the lesson's quizzes; `new` for a lesson not written yet. */
export function AdminItLessonEditPage() {
  return <AuthoringLessonEditPage authoring={IT_AUTHORING} attachments={quizzes} />;
}
