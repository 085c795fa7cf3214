import type { TestContext } from '../harness.ts';
import { type AccessRow, adminOnly } from './access-row.ts';

let sequence = 0;
const studentForm = () => ({
  first_name: 'Matrix',
  last_name: 'Student',
  email: `matrix-student-${++sequence}-${Math.random().toString(36).slice(2)}@test.example`,
  phone: null,
  timezone: null,
  birth_date: null,
  password: 'abcd',
  subjects: [{ subject_id: 1, status: 'active', group_id: null }],
});

/** A student of its own for each row that changes one, so one caller's success leaves the next caller's answer alone. */
const freshStudent = (t: TestContext) => t.factories.buildStudent({ subjects: [1] });

/** The admin's students (issue [14]): every call is the admin's alone. */
export const ADMIN_STUDENTS_ROWS: AccessRow[] = [
  {
    route: 'GET /api/admin/students',
    target: 'any',
    expected: adminOnly(200),
    call: () => ({ method: 'GET', url: '/api/admin/students?subject_id=1&no_class=true' }),
  },
  {
    route: 'GET /api/admin/students/export',
    target: 'any',
    expected: adminOnly(200),
    call: () => ({ method: 'GET', url: '/api/admin/students/export?subject_id=1' }),
  },
  {
    route: 'GET /api/admin/students/{id}',
    target: 'foreign',
    expected: adminOnly(200),
    call: (_t, w) => ({ method: 'GET', url: `/api/admin/students/${w.classStudent.id}` }),
  },
  {
    route: 'POST /api/admin/students',
    target: 'any',
    expected: adminOnly(201),
    call: () => ({ method: 'POST', url: '/api/admin/students', body: studentForm() }),
  },
  {
    route: 'PUT /api/admin/students/{id}',
    target: 'foreign',
    expected: adminOnly(200),
    call: async (t) => {
      const student = await freshStudent(t);
      return {
        method: 'PUT',
        url: `/api/admin/students/${student.id}`,
        body: { ...studentForm(), email: student.email, password: '' },
      };
    },
  },
  {
    route: 'POST /api/admin/students/move',
    target: 'foreign',
    expected: adminOnly(200),
    call: async (t, w) => {
      const group = await t.factories.buildGroup({ teacher: w.classTeacher, subjectId: 1 });
      return {
        method: 'POST',
        url: '/api/admin/students/move',
        body: { student_ids: [(await freshStudent(t)).id], subject_id: 1, group_id: group.id },
      };
    },
  },
  {
    route: 'POST /api/admin/students/activity',
    target: 'foreign',
    expected: adminOnly(200),
    call: async (t) => ({
      method: 'POST',
      url: '/api/admin/students/activity',
      body: { student_ids: [(await freshStudent(t)).id], subject_id: 1, active: false },
    }),
  },
];
