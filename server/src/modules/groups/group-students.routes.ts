import {
  attachStudentSchema,
  groupMembershipSchema,
  groupStudentParamsSchema,
  idParamSchema,
  moveStudentSchema,
  ROLE,
} from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { GroupStudentsService } from './group-students.service.ts';

const STAFF = [ROLE.admin, ROLE.teacher];
const tags = ['groups'];

/** Attach (201), detach and move students (spec §4, §6); paths designed in §7's style, which does not show them. */
export const groupStudentsRoutes: FastifyPluginAsyncZod<{ groupStudents: GroupStudentsService }> = async (
  app,
  { groupStudents },
) => {
  app.post(
    '/groups/:id/students',
    {
      config: { access: STAFF },
      schema: {
        tags,
        params: idParamSchema,
        body: attachStudentSchema,
        response: responses(groupMembershipSchema, 201),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(await groupStudents.attach(currentUser(request), request.params.id, request.body.student_id))),
  );

  app.delete(
    '/groups/:id/students/:studentId',
    {
      config: { access: STAFF },
      schema: { tags, params: groupStudentParamsSchema, response: responses(groupMembershipSchema) },
    },
    async (request) =>
      ok(await groupStudents.detach(currentUser(request), request.params.id, request.params.studentId)),
  );

  app.post(
    '/groups/:id/students/:studentId/move',
    {
      config: { access: STAFF },
      schema: {
        tags,
        params: groupStudentParamsSchema,
        body: moveStudentSchema,
        response: responses(groupMembershipSchema),
      },
    },
    async (request) =>
      ok(
        await groupStudents.move(
          currentUser(request),
          request.params.id,
          request.params.studentId,
          request.body.group_id,
        ),
      ),
  );
};
