import { AuthoringLessonEditPage } from '../../course-authoring/index.ts';
import { useCourseAuthoring } from './courseAuthoring.ts';
import { LessonHomeworkSection } from './LessonHomeworkSection.tsx';

const homework = (lessonId: number) => <LessonHomeworkSection lessonId={lessonId} />;

/** …/course-lessons/:id — a lesson of the courses and, once it exists, its homework; `new` for a new lesson. */
export function AdminCourseLessonEditPage() {
  return <AuthoringLessonEditPage authoring={useCourseAuthoring()} attachments={homework} />;
}
