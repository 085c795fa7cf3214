import multipart from '@fastify/multipart';
import {
  IT_PROJECT_MAX_SCREENSHOTS,
  IT_PROJECT_SCREENSHOT_MAX_BYTES,
  itProjectBodySchema,
  itProjectEditSchema,
  itProjectsApi,
} from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import { readProjectForm } from './it-projects.form.ts';
import type { ItProjectsServices } from './it-projects.services.ts';

/** Multipart is parsed in this plugin only, for a project's form; the other calls stay JSON. */
export const itProjectsRoutes: FastifyPluginAsync<{ itProjects: ItProjectsServices }> = async (app, { itProjects }) => {
  const { categories, projects, reviews, likes } = itProjects;
  await app.register(multipart, {
    limits: { fileSize: IT_PROJECT_SCREENSHOT_MAX_BYTES, files: IT_PROJECT_MAX_SCREENSHOTS, fields: 2 },
  });
  serve(app, itProjectsApi.categories, ({ user }) => categories.list(user));
  serve(app, itProjectsApi.adminCategories, ({ user }) => categories.adminList(user));
  serve(app, itProjectsApi.createCategory, ({ user, body }) => categories.create(user, body));
  serve(app, itProjectsApi.updateCategory, ({ user, params, body }) => categories.update(user, params.id, body));
  serve(app, itProjectsApi.removeCategory, ({ user, params }) => categories.remove(user, params.id));
  serve(app, itProjectsApi.list, ({ user, query }) => projects.list(user, query));
  serve(app, itProjectsApi.top, ({ user }) => projects.top(user));
  serve(app, itProjectsApi.get, ({ user, params }) => projects.get(user, params.id));
  serve(app, itProjectsApi.create, ({ user, request }) =>
    projects.create(user, () => readProjectForm(request, itProjectBodySchema, { edit: false })),
  );
  serve(app, itProjectsApi.update, ({ user, params, request }) =>
    projects.update(user, params.id, () => readProjectForm(request, itProjectEditSchema, { edit: true })),
  );
  serve(app, itProjectsApi.remove, ({ user, params }) => itProjects.remove(user, params.id));
  serve(app, itProjectsApi.approve, ({ user, params, body }) => reviews.decide(user, params.id, 'approved', body));
  serve(app, itProjectsApi.reject, ({ user, params, body }) => reviews.decide(user, params.id, 'rejected', body));
  serve(app, itProjectsApi.teacherList, ({ user, params, query }) => reviews.teacherList(user, params.id, query));
  serve(app, itProjectsApi.like, ({ user, body }) => likes.like(user, body.project_id));
  serve(app, itProjectsApi.unlike, ({ user, body }) => likes.unlike(user, body.project_id));
};
