import { itQuizzesApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { ItQuizzesService } from './it-quizzes.service.ts';
import type { ItQuizzesAdminService } from './it-quizzes-admin.service.ts';

export const itQuizzesRoutes: FastifyPluginAsync<{
  itQuizzesAdmin: ItQuizzesAdminService;
  itQuizzes: ItQuizzesService;
}> = async (app, { itQuizzesAdmin: admin, itQuizzes: quizzes }) => {
  const api = itQuizzesApi;
  serve(app, api.lessonQuizzes, ({ params }) => admin.lessonQuizzes(params.id));
  serve(app, api.orderQuizzes, ({ params, body }) => admin.orderQuizzes(params.id, body.ids));
  serve(app, api.createQuiz, ({ body }) => admin.createQuiz(body));
  serve(app, api.adminQuiz, ({ params }) => admin.quiz(params.id));
  serve(app, api.updateQuiz, ({ params, body }) => admin.updateQuiz(params.id, body));
  serve(app, api.removeQuiz, ({ params }) => admin.removeQuiz(params.id));
  serve(app, api.orderQuestions, ({ params, body }) => admin.orderQuestions(params.id, body.ids));
  serve(app, api.createQuestion, ({ params, body }) => admin.createQuestion(params.id, body));
  serve(app, api.question, ({ params }) => admin.question(params.id));
  serve(app, api.updateQuestion, ({ params, body }) => admin.updateQuestion(params.id, body));
  serve(app, api.removeQuestion, ({ params }) => admin.removeQuestion(params.id));
  serve(app, api.studentQuizzes, ({ user }) => quizzes.quizzes(user));
  serve(app, api.studentQuiz, ({ user, params }) => quizzes.quiz(user, params.id));
  serve(app, api.submitAttempt, ({ user, params, body }) => quizzes.submit(user, params.id, body.answers));
};
