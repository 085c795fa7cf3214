import { newsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { NewsService } from './news.service.ts';

export const newsRoutes: FastifyPluginAsync<{ news: NewsService }> = async (app, { news }) => {
  serve(app, newsApi.list, ({ query }) => news.list(query));
  serve(app, newsApi.get, ({ user, params }) => news.get(user, params.id));
  serve(app, newsApi.create, ({ user, body }) => news.create(user, body));
  serve(app, newsApi.update, ({ params, body }) => news.update(params.id, body));
  serve(app, newsApi.remove, ({ params }) => news.remove(params.id));
  serve(app, newsApi.ofStudent, ({ user, params, query }) => news.ofStudent(user, params.id, query.main_subject_id));
  serve(app, newsApi.markRead, ({ user, params, body }) => news.markRead(user, params.id, params.newsId, body.is_read));
};
