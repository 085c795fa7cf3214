import { idParamSchema, ROLE, subjectOpenSchema, subjectSchema } from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { SubjectsService } from './subjects.service.ts';

const tags = ['subjects'];

/** The subject list is public: the registration form shows it before anyone has an account. */
export const subjectsRoutes: FastifyPluginAsyncZod<{ subjects: SubjectsService }> = async (app, { subjects }) => {
  app.get(
    '/subjects',
    { config: { access: 'public' }, schema: { tags, response: responses(z.array(subjectSchema)) } },
    async () => ok(await subjects.list()),
  );

  app.patch(
    '/subjects/:id',
    {
      config: { access: [ROLE.admin] },
      schema: { tags, params: idParamSchema, body: subjectOpenSchema, response: responses(subjectSchema) },
    },
    async (request) =>
      ok(await subjects.setOpen(currentUser(request), request.params.id, request.body.is_open, { ip: request.ip })),
  );
};
