import {
  diaryEntryCreateSchema,
  diaryEntrySchema,
  diaryEntryUpdateSchema,
  idParamSchema,
  idResultSchema,
  ROLE,
  studentDiariesQuerySchema,
  studentDiaryEntrySchema,
} from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_ROLE, currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { DiariesService } from './diaries.service.ts';

const STAFF = [ROLE.admin, ROLE.teacher];
/** Admins read diaries; writing a lesson is its class's teacher's alone. */
const WRITERS = [ROLE.teacher];
const tags = ['diaries'];

/** Lesson diaries (spec §7 Ratings and diaries, and GET /groups/{id}/diaries of Groups). */
export const diariesRoutes: FastifyPluginAsyncZod<{ diaries: DiariesService }> = async (app, { diaries }) => {
  app.get(
    '/groups/:id/diaries',
    {
      config: { access: STAFF },
      schema: { tags, params: idParamSchema, response: responses(z.array(diaryEntrySchema)) },
    },
    async (request) => ok(await diaries.listOfGroup(currentUser(request), request.params.id)),
  );

  app.get(
    '/students/:id/diaries',
    {
      config: { access: ANY_ROLE },
      schema: {
        tags,
        params: idParamSchema,
        querystring: studentDiariesQuerySchema,
        response: responses(z.array(studentDiaryEntrySchema)),
      },
    },
    async (request) => ok(await diaries.listOfStudent(currentUser(request), request.params.id, request.query)),
  );

  app.post(
    '/diaries',
    {
      config: { access: WRITERS },
      schema: { tags, body: diaryEntryCreateSchema, response: responses(diaryEntrySchema, 201) },
    },
    async (request, reply) => reply.code(201).send(ok(await diaries.create(currentUser(request), request.body))),
  );

  app.put(
    '/diaries/:id',
    {
      config: { access: WRITERS },
      schema: { tags, params: idParamSchema, body: diaryEntryUpdateSchema, response: responses(diaryEntrySchema) },
    },
    async (request) => ok(await diaries.update(currentUser(request), request.params.id, request.body)),
  );

  app.delete(
    '/diaries/:id',
    {
      config: { access: WRITERS },
      schema: { tags, params: idParamSchema, response: responses(idResultSchema) },
    },
    async (request) => ok(await diaries.remove(currentUser(request), request.params.id)),
  );
};
