import { buildItCourse } from '../../modules/it-courses/it-courses.fixture.ts';
import type { TestContext } from '../harness.ts';
import { type AccessRow, adminOnly, REFUSED } from './access-row.ts';

/**
 * The matrix's students study subjects 1 to 3, not IT (8): every learning call refuses them, as the IT pages do; the
 * module's own tests show an IT student learning. Teachers read the courses; admins write them.
 */
const teachersRead = (status: number) => ({ ...REFUSED, classTeacher: status, otherTeacher: status });

const course = (t: TestContext) => buildItCourse(t.database.db, ['text']);
const lessonBody = (blockId: number) => ({ block_id: blockId, type: 'text', title: 'Урок', text: '<p>Текст</p>' });

export const IT_COURSES_ROWS: AccessRow[] = [
  {
    route: 'GET /api/admin/it-courses',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/admin/it-courses' }),
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/admin/it-courses',
    target: 'any',
    call: () => ({ method: 'POST', url: '/api/admin/it-courses', body: { title: 'Курс' } }),
    expected: adminOnly(201),
  },
  {
    route: 'PUT /api/admin/it-courses/order',
    target: 'any',
    call: async (t) => {
      const rows = await t.database.db.selectFrom('it_courses').select('id').orderBy('number').orderBy('id').execute();
      return { method: 'PUT', url: '/api/admin/it-courses/order', body: { ids: rows.map((row) => row.id) } };
    },
    expected: adminOnly(200),
  },
  {
    route: 'PUT /api/admin/it-courses/{id}',
    target: 'any',
    call: async (t) => ({
      method: 'PUT',
      url: `/api/admin/it-courses/${(await course(t)).courseId}`,
      body: { title: 'Новое название' },
    }),
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/it-courses/{id}',
    target: 'any',
    call: async (t) => {
      const row = await t.database.db
        .insertInto('it_courses')
        .values({
          title: 'Пустой',
          description: '',
          number: 1,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { method: 'DELETE', url: `/api/admin/it-courses/${row.id}` };
    },
    expected: adminOnly(200),
  },
  {
    route: 'PUT /api/admin/it-courses/{id}/blocks/order',
    target: 'any',
    call: async (t) => {
      const built = await course(t);
      return {
        method: 'PUT',
        url: `/api/admin/it-courses/${built.courseId}/blocks/order`,
        body: { ids: [built.blockId] },
      };
    },
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/admin/it-blocks',
    target: 'any',
    call: async (t) => ({
      method: 'POST',
      url: '/api/admin/it-blocks',
      body: { course_id: (await course(t)).courseId, title: 'Блок' },
    }),
    expected: adminOnly(201),
  },
  {
    route: 'PUT /api/admin/it-blocks/{id}',
    target: 'any',
    call: async (t) => ({
      method: 'PUT',
      url: `/api/admin/it-blocks/${(await course(t)).blockId}`,
      body: { title: 'Другой блок' },
    }),
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/it-blocks/{id}',
    target: 'any',
    call: async (t) => ({
      method: 'DELETE',
      url: `/api/admin/it-blocks/${(await buildItCourse(t.database.db, [])).blockId}`,
    }),
    expected: adminOnly(200),
  },
  {
    route: 'PUT /api/admin/it-blocks/{id}/lessons/order',
    target: 'any',
    call: async (t) => {
      const built = await course(t);
      return {
        method: 'PUT',
        url: `/api/admin/it-blocks/${built.blockId}/lessons/order`,
        body: { ids: built.lessonIds },
      };
    },
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/admin/it-lessons',
    target: 'any',
    call: async (t) => ({ method: 'GET', url: `/api/admin/it-lessons?course_id=${(await course(t)).courseId}` }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/admin/it-lessons/{id}',
    target: 'any',
    call: async (t) => ({ method: 'GET', url: `/api/admin/it-lessons/${(await course(t)).lessonIds[0]}` }),
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/admin/it-lessons',
    target: 'any',
    call: async (t) => ({ method: 'POST', url: '/api/admin/it-lessons', body: lessonBody((await course(t)).blockId) }),
    expected: adminOnly(201),
  },
  {
    route: 'PUT /api/admin/it-lessons/{id}',
    target: 'any',
    call: async (t) => {
      const built = await course(t);
      return { method: 'PUT', url: `/api/admin/it-lessons/${built.lessonIds[0]}`, body: lessonBody(built.blockId) };
    },
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/it-lessons/{id}',
    target: 'any',
    call: async (t) => ({ method: 'DELETE', url: `/api/admin/it-lessons/${(await course(t)).lessonIds[0]}` }),
    expected: adminOnly(200),
  },
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
