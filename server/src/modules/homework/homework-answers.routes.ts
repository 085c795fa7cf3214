import {
  homeworkAnswerParamsSchema,
  homeworkAnswerSchema,
  homeworkAnswersQuerySchema,
  homeworkItemParamsSchema,
  homeworkReviewSchema,
  ROLE,
} from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_ROLE, currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import { readAnswerParts, registerPrivateUploads } from '../files/multipart.ts';
import type { HomeworkAnswersService } from './homework-answers.service.ts';

/** Answers to task items (multipart: `text` and `files`) and the teacher's review of them. */
export const homeworkAnswersRoutes: FastifyPluginAsyncZod<{ answers: HomeworkAnswersService }> = async (
  app,
  { answers },
) => {
  await registerPrivateUploads(app);

  app.post(
    '/homework/:id/tasks/:itemId/answers',
    {
      config: { access: [ROLE.student] },
      schema: {
        tags: ['homework'],
        consumes: ['multipart/form-data'],
        params: homeworkItemParamsSchema,
        response: responses(homeworkAnswerSchema, 201),
      },
    },
    async (request, reply) => {
      const { id, itemId } = request.params;
      const answer = await answers.submit(currentUser(request), id, itemId, () => readAnswerParts(request));
      return reply.code(201).send(ok(answer));
    },
  );

  app.get(
    '/homework/:id/tasks/:itemId/answers',
    {
      config: { access: ANY_ROLE },
      schema: {
        tags: ['homework'],
        params: homeworkItemParamsSchema,
        querystring: homeworkAnswersQuerySchema,
        response: responses(z.array(homeworkAnswerSchema)),
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      return ok(await answers.list(currentUser(request), id, itemId, request.query.student_id));
    },
  );

  app.patch(
    '/homework-answers/:answerId',
    {
      config: { access: [ROLE.teacher, ROLE.admin] },
      schema: {
        tags: ['homework'],
        params: homeworkAnswerParamsSchema,
        body: homeworkReviewSchema,
        response: responses(homeworkAnswerSchema),
      },
    },
    async (request) => ok(await answers.review(currentUser(request), request.params.answerId, request.body)),
  );
};
