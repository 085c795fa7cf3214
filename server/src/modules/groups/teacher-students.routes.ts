import { idParamSchema, ROLE, teacherStudentSchema, teacherStudentsQuerySchema } from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { TeacherStudentsService } from './teacher-students.service.ts';

const STAFF = [ROLE.admin, ROLE.teacher];
const tags = ['teachers'];

/** /teacher/students (spec §2): the teacher's students across their classes. */
export const teacherStudentsRoutes: FastifyPluginAsyncZod<{ teacherStudents: TeacherStudentsService }> = async (
  app,
  { teacherStudents },
) => {
  app.get(
    '/teachers/:id/students',
    {
      config: { access: STAFF },
      schema: {
        tags,
        params: idParamSchema,
        querystring: teacherStudentsQuerySchema,
        response: responses(z.array(teacherStudentSchema)),
      },
    },
    async (request) => ok(await teacherStudents.list(currentUser(request), request.params.id, request.query)),
  );
};
