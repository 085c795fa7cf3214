import { SUBJECT_COURSES } from '@umka/contracts';
import { buildItCourse } from '../../modules/it-courses/it-courses.fixture.ts';
import type { TestContext } from '../harness.ts';
import { type AccessRow, adminOnly, REFUSED } from './access-row.ts';
import { courseAuthoringRows } from './it-courses.ts';

/**
 * The course direction (subject 11): admins and the teachers of the subject write the courses — the matrix's teachers
 * teach other subjects, so they are refused like students; every teacher reads them. The matrix's students study
 * subjects 1 to 3, so every learning call refuses them; the module's own tests show a student of subject 11 learning.
 */
const teachersRead = (status: number) => ({ ...REFUSED, classTeacher: status, otherTeacher: status });
const lessonOf = async (t: TestContext) => (await buildItCourse(t.database.db, ['text'], SUBJECT_COURSES)).lessonIds[0];
const homeworkBody = { description: 'Сделай дома', items: [{ type: 'task', text: 'Расскажи, что нового узнал' }] };

export const COURSES_ROWS: AccessRow[] = [
  ...courseAuthoringRows(
    { courses: '/api/admin/courses', blocks: '/api/admin/course-blocks', lessons: '/api/admin/course-lessons' },
    SUBJECT_COURSES,
    adminOnly,
  ),
  {
    route: 'GET /api/admin/course-lessons/{id}/homework',
    target: 'any',
    call: async (t) => ({ method: 'GET', url: `/api/admin/course-lessons/${await lessonOf(t)}/homework` }),
    expected: adminOnly(200),
  },
  {
    route: 'PUT /api/admin/course-lessons/{id}/homework',
    target: 'any',
    call: async (t) => ({
      method: 'PUT',
      url: `/api/admin/course-lessons/${await lessonOf(t)}/homework`,
      body: homeworkBody,
    }),
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/course-lessons/{id}/homework',
    target: 'any',
    call: async (t) => ({ method: 'DELETE', url: `/api/admin/course-lessons/${await lessonOf(t)}/homework` }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/courses',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/courses' }),
    expected: teachersRead(200),
  },
  {
    route: 'GET /api/courses/{id}',
    target: 'any',
    call: async (t) => ({
      method: 'GET',
      url: `/api/courses/${(await buildItCourse(t.database.db, ['text'], SUBJECT_COURSES)).courseId}`,
    }),
    expected: teachersRead(200),
  },
  {
    route: 'GET /api/courses/lessons/{id}',
    target: 'any',
    call: async (t) => ({ method: 'GET', url: `/api/courses/lessons/${await lessonOf(t)}` }),
    expected: teachersRead(200),
  },
  {
    route: 'POST /api/courses/lessons/{id}/homework',
    target: 'own',
    call: async (t) => ({ method: 'POST', url: `/api/courses/lessons/${await lessonOf(t)}/homework` }),
    expected: REFUSED,
  },
  {
    route: 'POST /api/courses/lessons/{id}/complete',
    target: 'own',
    call: async (t) => ({ method: 'POST', url: `/api/courses/lessons/${await lessonOf(t)}/complete` }),
    expected: REFUSED,
  },
];
