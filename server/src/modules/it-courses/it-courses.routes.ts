import { itCoursesApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { ItCoursesAdminService } from './it-courses-admin.service.ts';
import type { ItLearningService } from './it-learning.service.ts';

export const itCoursesRoutes: FastifyPluginAsync<{
  itCoursesAdmin: ItCoursesAdminService;
  itLearning: ItLearningService;
}> = async (app, { itCoursesAdmin: admin, itLearning: learning }) => {
  const api = itCoursesApi;
  serve(app, api.adminCourses, () => admin.courses());
  serve(app, api.createCourse, ({ body }) => admin.createCourse(body));
  serve(app, api.orderCourses, ({ body }) => admin.orderCourses(body.ids));
  serve(app, api.updateCourse, ({ params, body }) => admin.updateCourse(params.id, body));
  serve(app, api.removeCourse, ({ params }) => admin.removeCourse(params.id));
  serve(app, api.orderBlocks, ({ params, body }) => admin.orderBlocks(params.id, body.ids));
  serve(app, api.createBlock, ({ body }) => admin.createBlock(body));
  serve(app, api.updateBlock, ({ params, body }) => admin.updateBlock(params.id, body));
  serve(app, api.removeBlock, ({ params }) => admin.removeBlock(params.id));
  serve(app, api.orderLessons, ({ params, body }) => admin.orderLessons(params.id, body.ids));
  serve(app, api.adminLessons, ({ query }) => admin.lessons(query));
  serve(app, api.adminLesson, ({ params }) => admin.lesson(params.id));
  serve(app, api.createLesson, ({ body }) => admin.createLesson(body));
  serve(app, api.updateLesson, ({ params, body }) => admin.updateLesson(params.id, body));
  serve(app, api.removeLesson, ({ params }) => admin.removeLesson(params.id));
  serve(app, api.courseMap, ({ user }) => learning.courseMap(user));
  serve(app, api.lesson, ({ user, params }) => learning.lesson(user, params.id));
  serve(app, api.markDone, ({ user, params }) => learning.markDone(user, params.id));
};
