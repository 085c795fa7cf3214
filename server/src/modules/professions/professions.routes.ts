import {
  chooseFieldActivityBodySchema,
  fieldActivitySchema,
  idParamSchema,
  ROLE,
  studentFieldActivitySchema,
} from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_ROLE, currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { ProfessionsService } from './professions.service.ts';

const tags = ['professions'];

/** /field-activities: the professions to choose from; /students/{id}/field-activity: the student's own (spec §3). */
export const professionsRoutes: FastifyPluginAsyncZod<{ professions: ProfessionsService }> = async (
  app,
  { professions },
) => {
  app.get(
    '/field-activities',
    {
      config: { access: ANY_ROLE },
      schema: { tags, response: responses(z.array(fieldActivitySchema)) },
    },
    async () => ok(await professions.list()),
  );

  app.get(
    '/field-activities/:id',
    {
      config: { access: ANY_ROLE },
      schema: { tags, params: idParamSchema, response: responses(fieldActivitySchema) },
    },
    async (request) => ok(await professions.get(request.params.id)),
  );

  app.get(
    '/students/:id/field-activity',
    {
      config: { access: [ROLE.student] },
      schema: { tags, params: idParamSchema, response: responses(studentFieldActivitySchema.nullable()) },
    },
    async (request) => ok(await professions.current(currentUser(request), request.params.id)),
  );

  app.post(
    '/students/:id/field-activity',
    {
      config: { access: [ROLE.student] },
      schema: {
        tags,
        params: idParamSchema,
        body: chooseFieldActivityBodySchema,
        response: responses(studentFieldActivitySchema),
      },
    },
    async (request) =>
      ok(await professions.choose(currentUser(request), request.params.id, request.body.field_activity_id)),
  );
};
