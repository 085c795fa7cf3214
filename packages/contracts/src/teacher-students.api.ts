import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';
import { idParamSchema } from './envelope.ts';
import { STAFF_ROLES } from './roles.ts';
import { teacherStudentSchema, teacherStudentsQuerySchema } from './teacher-students.ts';

/** /teacher/students (spec §2): the teacher's students across their classes. */
export const teacherStudentsApi = defineEndpoints('teacher-students', {
  list: {
    method: 'GET',
    path: '/teachers/:id/students',
    access: STAFF_ROLES,
    params: idParamSchema,
    query: teacherStudentsQuerySchema,
    response: z.array(teacherStudentSchema),
  },
});
