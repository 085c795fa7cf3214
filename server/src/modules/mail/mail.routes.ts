import { mailApi, mailingApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { MailService } from './mail.service.ts';
import type { MailingService } from './mailing.service.ts';

export const mailRoutes: FastifyPluginAsync<{ mail: MailService; mailing: MailingService }> = async (
  app,
  { mail, mailing },
) => {
  serve(app, mailApi.list, ({ user, params, query }) => mail.list(user, params.id, query));
  serve(app, mailApi.clear, ({ user, params, query }) => mail.clear(user, params.id, query));
  serve(app, mailApi.read, ({ user, params }) => mail.read(user, params.id));
  serve(app, mailingApi.list, () => mailing.list());
  serve(app, mailingApi.preview, ({ query }) => mailing.preview(query));
  serve(app, mailingApi.templates, () => mailing.templates());
  serve(app, mailingApi.create, ({ user, body, request }) => mailing.create(user, body, { ip: request.ip }));
};
