import { buildItCourse } from '../../modules/it-courses/it-courses.fixture.ts';
import type { TestContext } from '../harness.ts';
import { type AccessRow, adminOnly, type Expected, REFUSED } from './access-row.ts';

/**
 * The matrix's students study subjects 1 to 3, not IT (8): every learning call refuses them, as the IT pages do; the
 * module's own tests show an IT student learning. Teachers read the courses; admins write them.
 */
const teachersRead = (status: number) => ({ ...REFUSED, classTeacher: status, otherTeacher: status });

/** The paths one direction's courses are written under (course-authoring.api.ts), as the tests call them. */
export interface AuthoringPaths {
  courses: string;
  blocks: string;
  lessons: string;
}

/**
 * The authoring calls of a direction (the IT courses' and the course direction's share them), each on an object of
 * that direction, for the callers `expected` names as its authors.
 */
export function courseAuthoringRows(
  paths: AuthoringPaths,
  subjectId: number,
  authors: (status: number) => Expected,
): AccessRow[] {
  const course = (t: TestContext) => buildItCourse(t.database.db, ['text'], subjectId);
  const lessonBody = (blockId: number) => ({ block_id: blockId, type: 'text', title: 'Урок', text: '<p>Текст</p>' });
  return [
    {
      route: `GET ${paths.courses}`,
      target: 'any',
      call: () => ({ method: 'GET', url: paths.courses }),
      expected: authors(200),
    },
    {
      route: `POST ${paths.courses}`,
      target: 'any',
      call: () => ({ method: 'POST', url: paths.courses, body: { title: 'Курс' } }),
      expected: authors(201),
    },
    {
      route: `PUT ${paths.courses}/order`,
      target: 'any',
      call: async (t) => {
        const rows = await t.database.db
          .selectFrom('it_courses')
          .select('id')
          .where('subject_id', '=', subjectId)
          .orderBy('number')
          .orderBy('id')
          .execute();
        return { method: 'PUT', url: `${paths.courses}/order`, body: { ids: rows.map((row) => row.id) } };
      },
      expected: authors(200),
    },
    {
      route: `PUT ${paths.courses}/{id}`,
      target: 'any',
      call: async (t) => ({
        method: 'PUT',
        url: `${paths.courses}/${(await course(t)).courseId}`,
        body: { title: 'Новое название' },
      }),
      expected: authors(200),
    },
    {
      route: `DELETE ${paths.courses}/{id}`,
      target: 'any',
      call: async (t) => {
        const row = await t.database.db
          .insertInto('it_courses')
          .values({
            subject_id: subjectId,
            title: 'Пустой',
            description: '',
            number: 1,
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { method: 'DELETE', url: `${paths.courses}/${row.id}` };
      },
      expected: authors(200),
    },
    {
      route: `PUT ${paths.courses}/{id}/blocks/order`,
      target: 'any',
      call: async (t) => {
        const built = await course(t);
        return {
          method: 'PUT',
          url: `${paths.courses}/${built.courseId}/blocks/order`,
          body: { ids: [built.blockId] },
        };
      },
      expected: authors(200),
    },
    {
      route: `POST ${paths.blocks}`,
      target: 'any',
      call: async (t) => ({
        method: 'POST',
        url: paths.blocks,
        body: { course_id: (await course(t)).courseId, title: 'Блок' },
      }),
      expected: authors(201),
    },
    {
      route: `PUT ${paths.blocks}/{id}`,
      target: 'any',
      call: async (t) => ({
        method: 'PUT',
        url: `${paths.blocks}/${(await course(t)).blockId}`,
        body: { title: 'Другой блок' },
      }),
      expected: authors(200),
    },
    {
      route: `DELETE ${paths.blocks}/{id}`,
      target: 'any',
      call: async (t) => ({
        method: 'DELETE',
        url: `${paths.blocks}/${(await buildItCourse(t.database.db, [], subjectId)).blockId}`,
      }),
      expected: authors(200),
    },
    {
      route: `PUT ${paths.blocks}/{id}/lessons/order`,
      target: 'any',
      call: async (t) => {
        const built = await course(t);
        return {
          method: 'PUT',
          url: `${paths.blocks}/${built.blockId}/lessons/order`,
          body: { ids: built.lessonIds },
        };
      },
      expected: authors(200),
    },
    {
      route: `GET ${paths.lessons}`,
      target: 'any',
      call: async (t) => ({ method: 'GET', url: `${paths.lessons}?course_id=${(await course(t)).courseId}` }),
      expected: authors(200),
    },
    {
      route: `GET ${paths.lessons}/{id}`,
      target: 'any',
      call: async (t) => ({ method: 'GET', url: `${paths.lessons}/${(await course(t)).lessonIds[0]}` }),
      expected: authors(200),
    },
    {
      route: `POST ${paths.lessons}`,
      target: 'any',
      call: async (t) => ({ method: 'POST', url: paths.lessons, body: lessonBody((await course(t)).blockId) }),
      expected: authors(201),
    },
    {
      route: `PUT ${paths.lessons}/{id}`,
      target: 'any',
      call: async (t) => {
        const built = await course(t);
        return { method: 'PUT', url: `${paths.lessons}/${built.lessonIds[0]}`, body: lessonBody(built.blockId) };
      },
      expected: authors(200),
    },
    {
      route: `DELETE ${paths.lessons}/{id}`,
      target: 'any',
      call: async (t) => ({ method: 'DELETE', url: `${paths.lessons}/${(await course(t)).lessonIds[0]}` }),
      expected: authors(200),
    },
  ];
}

const course = (t: TestContext) => buildItCourse(t.database.db, ['text']);

export const IT_COURSES_ROWS: AccessRow[] = [
  ...courseAuthoringRows(
    { courses: '/api/admin/it-courses', blocks: '/api/admin/it-blocks', lessons: '/api/admin/it-lessons' },
    8,
    adminOnly,
  ),
  {
    route: 'GET /api/it-courses',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/it-courses' }),
    expected: teachersRead(200),
  },
  {
    route: 'GET /api/it-lessons/{id}',
    target: 'any',
    call: async (t) => ({ method: 'GET', url: `/api/it-lessons/${(await course(t)).lessonIds[0]}` }),
    expected: teachersRead(200),
  },
  {
    route: 'POST /api/it-lessons/{id}/done',
    target: 'own',
    call: async (t) => ({ method: 'POST', url: `/api/it-lessons/${(await course(t)).lessonIds[0]}/done` }),
    expected: REFUSED,
  },
];
