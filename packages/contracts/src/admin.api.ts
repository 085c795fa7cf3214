import { auditLogEntrySchema, maintenanceSchema, outboxMessageSchema } from './admin.ts';
import { defineEndpoints } from './endpoint.ts';
import { pageQuerySchema, paginated } from './envelope.ts';
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
    query: pageQuerySchema,
    response: paginated(auditLogEntrySchema),
  },
});
