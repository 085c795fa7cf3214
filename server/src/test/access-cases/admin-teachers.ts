import { type AccessRow, adminOnly } from './access-row.ts';

const uniqueEmail = () => `teacher-${Math.random().toString(36).slice(2)}@test.example`;

/** The admin's teachers pages (issue [14]): every call is the admin's alone; writes touch a fresh teacher. */
export const ADMIN_TEACHERS_ROWS: AccessRow[] = [
  {
    route: 'GET /api/admin/teachers',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/admin/teachers?search=a&sort=students_count&order=desc' }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/admin/teachers/{id}',
    target: 'foreign',
    call: (_t, w) => ({ method: 'GET', url: `/api/admin/teachers/${w.classTeacher.id}` }),
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/admin/teachers',
    target: 'any',
    call: () => ({
      method: 'POST',
      url: '/api/admin/teachers',
      body: {
        first_name: 'Нина',
        last_name: 'Петрова',
        email: uniqueEmail(),
        phone: '+7 900 000-00-00',
        password: 'violet-harbour-42',
        subject_ids: [1],
      },
    }),
    expected: adminOnly(201),
  },
  {
    route: 'PATCH /api/admin/teachers/{id}',
    target: 'foreign',
    call: async (t) => ({
      method: 'PATCH',
      url: `/api/admin/teachers/${(await t.factories.buildTeacher()).id}`,
      body: { first_name: 'Анна', password: '' },
    }),
    expected: adminOnly(200),
  },
  {
    route: 'PATCH /api/admin/teachers/{id}/activity',
    target: 'foreign',
    call: async (t) => ({
      method: 'PATCH',
      url: `/api/admin/teachers/${(await t.factories.buildTeacher()).id}/activity`,
      body: { is_active: false },
    }),
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/teachers/{id}',
    target: 'foreign',
    call: async (t) => ({ method: 'DELETE', url: `/api/admin/teachers/${(await t.factories.buildTeacher()).id}` }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/users/{id}/crm-link',
    target: 'foreign',
    call: (_t, w) => ({ method: 'GET', url: `/api/users/${w.classStudent.id}/crm-link` }),
    expected: adminOnly(200),
  },
];
