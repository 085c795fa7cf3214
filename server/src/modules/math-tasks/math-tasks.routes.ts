import {
  idParamSchema,
  idResultSchema,
  mathTaskBodySchema,
  mathTaskListQuerySchema,
  mathTaskPatchSchema,
  mathTaskSchema,
  paginated,
  ROLE,
  wordProblemSessionSettingsSchema,
} from '@umka/contracts';
import { wordProblemSettings } from '@umka/games';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { MathTasksService } from './math-tasks.service.ts';

const ADMIN = [ROLE.admin];
/** Staff try the word-problem trainer out without a session, so they ask for its settings here. */
const TRY_OUT = [ROLE.teacher, ROLE.admin];
const tags = ['admin', 'math-tasks'];

/** /admin/tasks, tasks/create, tasks/edit/{id} (spec §2): the admin's word-problem templates. */
export const mathTasksRoutes: FastifyPluginAsyncZod<{ mathTasks: MathTasksService }> = async (app, { mathTasks }) => {
  app.get(
    '/admin/tasks',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: mathTaskListQuerySchema, response: responses(paginated(mathTaskSchema)) },
    },
    async (request) => ok(await mathTasks.list(request.query)),
  );

  app.get(
    '/admin/tasks/:id',
    { config: { access: ADMIN }, schema: { tags, params: idParamSchema, response: responses(mathTaskSchema) } },
    async (request) => ok(await mathTasks.get(request.params.id)),
  );

  app.post(
    '/admin/tasks',
    { config: { access: ADMIN }, schema: { tags, body: mathTaskBodySchema, response: responses(mathTaskSchema, 201) } },
    async (request, reply) => reply.code(201).send(ok(await mathTasks.create(request.body))),
  );

  app.patch(
    '/admin/tasks/:id',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParamSchema, body: mathTaskPatchSchema, response: responses(mathTaskSchema) },
    },
    async (request) => ok(await mathTasks.update(request.params.id, request.body)),
  );

  app.delete(
    '/admin/tasks/:id',
    { config: { access: ADMIN }, schema: { tags, params: idParamSchema, response: responses(idResultSchema) } },
    async (request) => ok(await mathTasks.remove(request.params.id)),
  );

  app.post(
    '/math-tasks/try-out',
    {
      config: { access: TRY_OUT },
      schema: {
        tags: ['math-tasks', 'trainers'],
        body: wordProblemSessionSettingsSchema,
        response: responses(wordProblemSettings),
      },
    },
    async (request) => ok(await mathTasks.tryOutSettings(request.body)),
  );
};
