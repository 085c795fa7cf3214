import { subjectSchema } from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { SubjectsService } from './subjects.service.ts';

/** The subject list is public: the registration form shows it before anyone has an account. */
export const subjectsRoutes: FastifyPluginAsyncZod<{ subjects: SubjectsService }> = async (app, { subjects }) => {
  app.get(
    '/subjects',
    { config: { access: 'public' }, schema: { tags: ['subjects'], response: responses(z.array(subjectSchema)) } },
    async () => ok(await subjects.list()),
  );
};
