import { adminApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { AdminService } from './admin.service.ts';
import type { MaintenanceService } from './maintenance.service.ts';

export const adminRoutes: FastifyPluginAsync<{ admin: AdminService; maintenance: MaintenanceService }> = async (
  app,
  { admin, maintenance },
) => {
  serve(app, adminApi.maintenance, async () => ({ enabled: await maintenance.read() }));
  serve(app, adminApi.setMaintenance, async ({ user, body, request }) => ({
    enabled: await maintenance.set(user, body.enabled, { ip: request.ip }),
  }));
  serve(app, adminApi.outbox, ({ query }) => admin.outbox(query));
  serve(app, adminApi.logs, ({ query }) => admin.auditLog(query));
  serve(app, adminApi.logActions, () => admin.auditActions());
  serve(app, adminApi.log, ({ params }) => admin.auditLogEntry(params.id));
};
