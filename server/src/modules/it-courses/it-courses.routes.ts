import { itCoursesApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import { serveCourseAuthoring } from './course-authoring.routes.ts';
import type { ItCoursesAdminService } from './it-courses-admin.service.ts';
import type { ItLearningService } from './it-learning.service.ts';

export const itCoursesRoutes: FastifyPluginAsync<{
  itCoursesAdmin: ItCoursesAdminService;
  itLearning: ItLearningService;
}> = async (app, { itCoursesAdmin: admin, itLearning: learning }) => {
  const api = itCoursesApi;
  serveCourseAuthoring(app, api, admin);
  serve(app, api.courseMap, ({ user }) => learning.courseMap(user));
  serve(app, api.lesson, ({ user, params }) => learning.lesson(user, params.id));
  serve(app, api.markDone, ({ user, params }) => learning.markDone(user, params.id));
};
