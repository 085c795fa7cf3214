import { defineEndpoints } from './endpoint.ts';
import { ROLE } from './roles.ts';
import {
  birthDateBodySchema,
  birthDateSchema,
  studentIdParamsSchema,
  studentSubjectParamsSchema,
  subjectDataSchema,
} from './students.ts';

/** A student's own data in one subject: likes, character, profession and trainers. */
export const studentsApi = defineEndpoints('students', {
  subjectData: {
    method: 'GET',
    path: '/students/:id/subjects/:subjectId',
    access: [ROLE.student],
    params: studentSubjectParamsSchema,
    response: subjectDataSchema,
  },
  setBirthDate: {
    method: 'PUT',
    path: '/students/:id/birth-date',
    access: [ROLE.student, ROLE.admin],
    params: studentIdParamsSchema,
    body: birthDateBodySchema,
    response: birthDateSchema,
  },
});
