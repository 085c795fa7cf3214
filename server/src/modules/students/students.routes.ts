import { ROLE, studentSubjectParamsSchema, subjectDataSchema } from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { StudentsService } from './students.service.ts';

export const studentsRoutes: FastifyPluginAsyncZod<{ students: StudentsService }> = async (app, { students }) => {
  app.get(
    '/students/:id/subjects/:subjectId',
    {
      config: { access: [ROLE.student] },
      schema: { tags: ['students'], params: studentSubjectParamsSchema, response: responses(subjectDataSchema) },
    },
    async (request) =>
      ok(await students.subjectData(currentUser(request), request.params.id, request.params.subjectId)),
  );
};
