import type { coursesApi, itCoursesApi } from '@umka/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { ItCoursesAdminService } from './it-courses-admin.service.ts';

/** The authoring calls of one direction: the IT courses' or the course direction's (course-authoring.api.ts). */
export function serveCourseAuthoring(
  app: FastifyInstance,
  api: typeof itCoursesApi | typeof coursesApi,
  admin: ItCoursesAdminService,
): void {
  serve(app, api.adminCourses, ({ user }) => admin.courses(user));
  serve(app, api.createCourse, ({ user, body }) => admin.createCourse(user, body));
  serve(app, api.orderCourses, ({ user, body }) => admin.orderCourses(user, body.ids));
  serve(app, api.updateCourse, ({ user, params, body }) => admin.updateCourse(user, params.id, body));
  serve(app, api.removeCourse, ({ user, params }) => admin.removeCourse(user, params.id));
  serve(app, api.orderBlocks, ({ user, params, body }) => admin.orderBlocks(user, params.id, body.ids));
  serve(app, api.createBlock, ({ user, body }) => admin.createBlock(user, body));
  serve(app, api.updateBlock, ({ user, params, body }) => admin.updateBlock(user, params.id, body));
  serve(app, api.removeBlock, ({ user, params }) => admin.removeBlock(user, params.id));
  serve(app, api.orderLessons, ({ user, params, body }) => admin.orderLessons(user, params.id, body.ids));
  serve(app, api.adminLessons, ({ user, query }) => admin.lessons(user, query));
  serve(app, api.adminLesson, ({ user, params }) => admin.lesson(user, params.id));
  serve(app, api.createLesson, ({ user, body }) => admin.createLesson(user, body));
  serve(app, api.updateLesson, ({ user, params, body }) => admin.updateLesson(user, params.id, body));
  serve(app, api.removeLesson, ({ user, params }) => admin.removeLesson(user, params.id));
}
