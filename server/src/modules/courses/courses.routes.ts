import { coursesApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import { serveCourseAuthoring } from '../it-courses/course-authoring.routes.ts';
import type { ItCoursesAdminService } from '../it-courses/it-courses-admin.service.ts';
import type { CourseLessonHomeworkService } from './course-lesson-homework.service.ts';
import type { CoursesLearningService } from './courses-learning.service.ts';

export const coursesRoutes: FastifyPluginAsync<{
  coursesAdmin: ItCoursesAdminService;
  courseLessonHomework: CourseLessonHomeworkService;
  coursesLearning: CoursesLearningService;
}> = async (app, { coursesAdmin, courseLessonHomework: homework, coursesLearning: learning }) => {
  const api = coursesApi;
  serveCourseAuthoring(app, api, coursesAdmin);
  serve(app, api.lessonHomework, ({ user, params }) => homework.get(user, params.id));
  serve(app, api.saveLessonHomework, ({ user, params, body }) => homework.save(user, params.id, body));
  serve(app, api.removeLessonHomework, ({ user, params }) => homework.remove(user, params.id));
  serve(app, api.list, ({ user }) => learning.list(user));
  serve(app, api.course, ({ user, params }) => learning.course(user, params.id));
  serve(app, api.lesson, ({ user, params }) => learning.lesson(user, params.id));
  serve(app, api.startHomework, ({ user, params }) => learning.startHomework(user, params.id));
  serve(app, api.complete, ({ user, params }) => learning.complete(user, params.id));
};
