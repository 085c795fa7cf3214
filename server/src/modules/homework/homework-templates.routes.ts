import {
  homeworkCreatedSchema,
  homeworkFromTemplateSchema,
  homeworkSaveAsTemplateSchema,
  homeworkTemplateBodySchema,
  homeworkTemplateSchema,
  idParamSchema,
  idResultSchema,
  ROLE,
} from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { HomeworkTemplatesService } from './homework-templates.service.ts';

const STAFF = [ROLE.teacher, ROLE.admin];

/** /teacher/templates: a teacher's own homework templates. */
export const homeworkTemplatesRoutes: FastifyPluginAsyncZod<{ templates: HomeworkTemplatesService }> = async (
  app,
  { templates },
) => {
  app.get(
    '/homework-templates',
    {
      config: { access: STAFF },
      schema: { tags: ['homework'], response: responses(z.array(homeworkTemplateSchema)) },
    },
    async (request) => ok(await templates.list(currentUser(request))),
  );

  app.post(
    '/homework-templates',
    {
      config: { access: STAFF },
      schema: {
        tags: ['homework'],
        body: homeworkTemplateBodySchema,
        response: responses(homeworkTemplateSchema, 201),
      },
    },
    async (request, reply) => reply.code(201).send(ok(await templates.create(currentUser(request), request.body))),
  );

  app.get(
    '/homework-templates/:id',
    {
      config: { access: STAFF },
      schema: { tags: ['homework'], params: idParamSchema, response: responses(homeworkTemplateSchema) },
    },
    async (request) => ok(await templates.get(currentUser(request), request.params.id)),
  );

  app.put(
    '/homework-templates/:id',
    {
      config: { access: STAFF },
      schema: {
        tags: ['homework'],
        params: idParamSchema,
        body: homeworkTemplateBodySchema,
        response: responses(homeworkTemplateSchema),
      },
    },
    async (request) => ok(await templates.update(currentUser(request), request.params.id, request.body)),
  );

  app.delete(
    '/homework-templates/:id',
    {
      config: { access: STAFF },
      schema: { tags: ['homework'], params: idParamSchema, response: responses(idResultSchema) },
    },
    async (request) => {
      await templates.remove(currentUser(request), request.params.id);
      return ok({ id: request.params.id });
    },
  );

  app.post(
    '/homework/:id/template',
    {
      config: { access: STAFF },
      schema: {
        tags: ['homework'],
        params: idParamSchema,
        body: homeworkSaveAsTemplateSchema,
        response: responses(homeworkTemplateSchema, 201),
      },
    },
    async (request, reply) => {
      const template = await templates.saveHomework(currentUser(request), request.params.id, request.body.title);
      return reply.code(201).send(ok(template));
    },
  );

  app.post(
    '/homework-templates/:id/homework',
    {
      config: { access: STAFF },
      schema: {
        tags: ['homework'],
        params: idParamSchema,
        body: homeworkFromTemplateSchema,
        response: responses(homeworkCreatedSchema, 201),
      },
    },
    async (request, reply) => {
      const model = await templates.createHomework(currentUser(request), request.params.id, request.body);
      return reply.code(201).send(ok({ model }));
    },
  );
};
