import { homeworkAnswersApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import { readAnswerParts, registerPrivateUploads } from '../files/multipart.ts';
import type { HomeworkAnswersService } from './homework-answers.service.ts';

/** Answers to task items (multipart: `text` and `files`) and the teacher's review of them. */
export const homeworkAnswersRoutes: FastifyPluginAsync<{ answers: HomeworkAnswersService }> = async (
  app,
  { answers },
) => {
  await registerPrivateUploads(app);

  serve(app, homeworkAnswersApi.submit, ({ user, params, request }) =>
    answers.submit(user, params.id, params.itemId, () => readAnswerParts(request)),
  );
  serve(app, homeworkAnswersApi.list, ({ user, params, query }) =>
    answers.list(user, params.id, params.itemId, query.student_id),
  );
  serve(app, homeworkAnswersApi.review, ({ user, params, body }) => answers.review(user, params.answerId, body));
};
