import {
  auditLogEntrySchema,
  maintenanceSchema,
  outboxMessageSchema,
  pageQuerySchema,
  paginated,
  ROLE,
} from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { AdminService } from './admin.service.ts';
import type { MaintenanceService } from './maintenance.service.ts';

const ADMIN = [ROLE.admin];
const tags = ['admin'];

export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService; maintenance: MaintenanceService }> = async (
  app,
  { admin, maintenance },
) => {
  app.get(
    '/admin/maintenance',
    { config: { access: ADMIN }, schema: { tags, response: responses(maintenanceSchema) } },
    async () => ok({ enabled: await maintenance.read() }),
  );

  app.put(
    '/admin/maintenance',
    { config: { access: ADMIN }, schema: { tags, body: maintenanceSchema, response: responses(maintenanceSchema) } },
    async (request) =>
      ok({ enabled: await maintenance.set(currentUser(request), request.body.enabled, { ip: request.ip }) }),
  );

  app.get(
    '/admin/outbox',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: pageQuerySchema, response: responses(paginated(outboxMessageSchema)) },
    },
    async (request) => ok(await admin.outbox(request.query)),
  );

  app.get(
    '/admin/logs',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: pageQuerySchema, response: responses(paginated(auditLogEntrySchema)) },
    },
    async (request) => ok(await admin.auditLog(request.query)),
  );
};
