import { defineEndpoints } from './endpoint.ts';
import { ROLE } from './roles.ts';
import { studentSubjectParamsSchema, subjectDataSchema } from './students.ts';

/** A student's own data in one subject: likes, character, profession and trainers. */
export const studentsApi = defineEndpoints('students', {
  subjectData: {
    method: 'GET',
    path: '/students/:id/subjects/:subjectId',
    access: [ROLE.student],
    params: studentSubjectParamsSchema,
    response: subjectDataSchema,
  },
});
