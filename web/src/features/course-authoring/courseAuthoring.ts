import type { Icon } from '@tabler/icons-react';
import type {
  CourseAuthoringPaths,
  courseAuthoringEndpoints,
  Endpoint,
  EndpointAccess,
  ItLessonType,
} from '@umka/contracts';

type AuthoringDefinitions = ReturnType<typeof courseAuthoringEndpoints<CourseAuthoringPaths, EndpointAccess>>;

/** The authoring calls of one direction: `itCoursesApi` and `coursesApi` both have them, under their own paths. */
export type CourseAuthoringApi = { readonly [K in keyof AuthoringDefinitions]: Endpoint<AuthoringDefinitions[K]> };

/** A code block's language the editor offers to name. */
export interface CodeLanguage {
  id: string;
  label: string;
}

/**
 * One direction's authoring pages (IT courses of [12], subject 11's courses of [13]): the same pages, told which
 * calls to make, where they live, which lessons they write and in whose words.
 */
export interface CourseAuthoring {
  api: CourseAuthoringApi;
  /** The direction's query key root: a change reloads the author's lists and the students' pages alike. */
  queryRoot: string;
  coursesPath: string;
  /** The lesson list; a lesson's editor is below it (`…/new` for a new lesson). */
  lessonsPath: string;
  lessonTypes: readonly ItLessonType[];
  /** The translation keys' prefix of the pages' texts (`itCourses.admin`, `courses.admin`). */
  texts: string;
  icon: Icon;
  /** The languages a lesson's code block may name; without them the editor has no code language picker. */
  codeLanguages?: readonly CodeLanguage[];
  /** A created lesson opens in its editor, where what only an existing lesson has is added (a homework). */
  openCreatedLesson?: boolean;
  /** Some of the role may be refused (a teacher of another subject): a 403 then says who writes the courses. */
  explainsRefusal?: boolean;
}

/** The editor's address of a lesson not written yet. */
export const NEW_LESSON_SEGMENT = 'new';

/** The lesson list, filtered to a course or a block when given. */
export function lessonsListPath(
  authoring: CourseAuthoring,
  filter: { courseId?: number | undefined; blockId?: number | undefined },
): string {
  const query = new URLSearchParams();
  if (filter.courseId !== undefined) query.set('course', String(filter.courseId));
  if (filter.blockId !== undefined) query.set('block', String(filter.blockId));
  const search = query.toString();
  return search ? `${authoring.lessonsPath}?${search}` : authoring.lessonsPath;
}

export function lessonEditPath(
  authoring: CourseAuthoring,
  id: number | typeof NEW_LESSON_SEGMENT,
  blockId?: number,
): string {
  const path = `${authoring.lessonsPath}/${id}`;
  return blockId === undefined ? path : `${path}?block=${blockId}`;
}
