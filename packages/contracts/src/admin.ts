import { z } from 'zod';
import { roleIdSchema } from './shared-schemas.ts';

export const maintenanceSchema = z.object({ enabled: z.boolean() });
export type Maintenance = z.infer<typeof maintenanceSchema>;

/** A mail kept by the dev outbox when no SMTP_URL is configured. */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  /** The actor's full name; null for system entries and for users deleted since. Optional for older clients. */
  user_name: z.string().nullable().optional(),
  /** The actor's role now, which links them to their teacher or student page; null like user_name. Optional for older clients. */
  user_role_id: roleIdSchema.nullable().optional(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.number().int().nullable(),
  /** The object's name now (a user's full name, a class's title); null when it is gone or has no name. */
  target_name: z.string().nullable().optional(),
  /** A user object's role now; null for any other object and for a user gone since. Optional for older clients. */
  target_role_id: roleIdSchema.nullable().optional(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
