import {
  classMaterialSchema,
  idParamSchema,
  idResultSchema,
  materialBodySchema,
  materialSchema,
  materialSharesSchema,
  ROLE,
  recordingBodySchema,
  recordingSchema,
  scheduleBodySchema,
  scheduleSlotSchema,
  studentClassesQuerySchema,
  studentClassSchema,
} from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_ROLE, currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { MaterialsService } from './materials.service.ts';

const STAFF = [ROLE.teacher, ROLE.admin];
const tags = ['materials'];

/** A teacher's materials library, and a class's materials, schedule and recordings (spec §2, issue [4]). */
export const materialsRoutes: FastifyPluginAsyncZod<{ materials: MaterialsService }> = async (app, { materials }) => {
  app.get(
    '/teachers/:id/materials',
    {
      config: { access: STAFF },
      schema: { tags, params: idParamSchema, response: responses(z.array(materialSchema)) },
    },
    async (request) => ok(await materials.library(currentUser(request), request.params.id)),
  );

  app.post(
    '/teachers/:id/materials',
    {
      config: { access: STAFF },
      schema: { tags, params: idParamSchema, body: materialBodySchema, response: responses(materialSchema, 201) },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await materials.create(currentUser(request), request.params.id, request.body))),
  );

  app.patch(
    '/materials/:id',
    {
      config: { access: STAFF },
      schema: { tags, params: idParamSchema, body: materialBodySchema, response: responses(materialSchema) },
    },
    async (request) => ok(await materials.update(currentUser(request), request.params.id, request.body)),
  );

  app.delete(
    '/materials/:id',
    { config: { access: STAFF }, schema: { tags, params: idParamSchema, response: responses(idResultSchema) } },
    async (request) => ok(await materials.remove(currentUser(request), request.params.id)),
  );

  app.put(
    '/materials/:id/groups',
    {
      config: { access: STAFF },
      schema: { tags, params: idParamSchema, body: materialSharesSchema, response: responses(materialSchema) },
    },
    async (request) => ok(await materials.share(currentUser(request), request.params.id, request.body.group_ids)),
  );

  app.get(
    '/groups/:id/materials',
    {
      config: { access: ANY_ROLE },
      schema: { tags, params: idParamSchema, response: responses(z.array(classMaterialSchema)) },
    },
    async (request) => ok(await materials.classMaterials(currentUser(request), request.params.id)),
  );

  app.get(
    '/groups/:id/schedule',
    {
      config: { access: ANY_ROLE },
      schema: { tags, params: idParamSchema, response: responses(z.array(scheduleSlotSchema)) },
    },
    async (request) => ok(await materials.schedule(currentUser(request), request.params.id)),
  );

  app.put(
    '/groups/:id/schedule',
    {
      config: { access: STAFF },
      schema: {
        tags,
        params: idParamSchema,
        body: scheduleBodySchema,
        response: responses(z.array(scheduleSlotSchema)),
      },
    },
    async (request) => ok(await materials.replaceSchedule(currentUser(request), request.params.id, request.body.slots)),
  );

  app.get(
    '/groups/:id/recordings',
    {
      config: { access: ANY_ROLE },
      schema: { tags, params: idParamSchema, response: responses(z.array(recordingSchema)) },
    },
    async (request) => ok(await materials.recordings(currentUser(request), request.params.id)),
  );

  app.post(
    '/groups/:id/recordings',
    {
      config: { access: STAFF },
      schema: { tags, params: idParamSchema, body: recordingBodySchema, response: responses(recordingSchema, 201) },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await materials.addRecording(currentUser(request), request.params.id, request.body))),
  );

  app.delete(
    '/recordings/:id',
    { config: { access: STAFF }, schema: { tags, params: idParamSchema, response: responses(idResultSchema) } },
    async (request) => ok(await materials.removeRecording(currentUser(request), request.params.id)),
  );

  app.get(
    '/students/:id/classes',
    {
      config: { access: ANY_ROLE },
      schema: {
        tags,
        params: idParamSchema,
        querystring: studentClassesQuerySchema,
        response: responses(z.array(studentClassSchema)),
      },
    },
    async (request) => ok(await materials.studentClasses(currentUser(request), request.params.id, request.query)),
  );
};
