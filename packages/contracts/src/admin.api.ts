import { z } from 'zod';
import { auditLogEntrySchema, maintenanceSchema, outboxMessageSchema } from './admin.ts';
import { auditLogDetailSchema, auditLogQuerySchema } from './admin-logs.ts';
import { defineEndpoints } from './endpoint.ts';
import { idParamSchema, pageQuerySchema, paginated } from './envelope.ts';
import { ROLE } from './roles.ts';

/** The admin's settings page: maintenance mode, the mail the platform sent, and who did what. */
export const adminApi = defineEndpoints('admin', {
  maintenance: { method: 'GET', path: '/admin/maintenance', access: [ROLE.admin], response: maintenanceSchema },
  setMaintenance: {
    method: 'PUT',
    path: '/admin/maintenance',
    access: [ROLE.admin],
    body: maintenanceSchema,
    response: maintenanceSchema,
  },
  outbox: {
    method: 'GET',
    path: '/admin/outbox',
    access: [ROLE.admin],
    query: pageQuerySchema,
    response: paginated(outboxMessageSchema),
  },
  logs: {
    method: 'GET',
    path: '/admin/logs',
    access: [ROLE.admin],
    query: auditLogQuerySchema,
    response: paginated(auditLogEntrySchema),
  },
  /** The actions the log holds, for the page's filter: only those that happened, so no choice shows nothing. */
  logActions: {
    method: 'GET',
    path: '/admin/logs/actions',
    access: [ROLE.admin],
    response: z.array(z.string()),
  },
  log: {
    method: 'GET',
    path: '/admin/logs/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    response: auditLogDetailSchema,
  },
});
