import { z } from 'zod';
import { auditLogEntrySchema } from './admin.ts';
import { diaryDateSchema } from './diaries.ts';
import { pageQuerySchema, queryIdField } from './envelope.ts';
import { roleIdSchema } from './shared-schemas.ts';

export const AUDIT_FILTER_TEXT_MAX = 100;

const filterText = z.string({ error: 'FIELD_INVALID' }).trim().max(AUDIT_FILTER_TEXT_MAX, { error: 'FIELD_TOO_LONG' });

/**
 * GET /admin/logs: the audit log, newest first, narrowed by any of the filters. `action` is a whole action
 * (`user.update`) or, ending with a dot, an area (`user.`); `actor` searches the actor's name or email; the days
 * are calendar days in UTC, both ends included.
 */
export const auditLogQuerySchema = pageQuerySchema
  .extend({
    actor_id: queryIdField.optional(),
    actor: filterText.optional(),
    action: filterText.regex(/^[\w.-]*$/, { error: 'FIELD_INVALID' }).optional(),
    target_type: filterText.optional(),
    target_id: queryIdField.optional(),
    date_from: diaryDateSchema.optional(),
    date_to: diaryDateSchema.optional(),
  })
  .refine((query) => !query.date_from || !query.date_to || query.date_from <= query.date_to, {
    error: 'DATE_RANGE_REVERSED',
    path: ['date_to'],
  });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
/** The filters alone, as the page keeps them in its address. */
export type AuditLogFilters = Omit<AuditLogQuery, 'page' | 'per_page'>;

/** Field name → its value, as the audit log keeps either side of a change. */
export const auditValuesSchema = z.record(z.string(), z.json());
export type AuditValues = z.infer<typeof auditValuesSchema>;

/**
 * GET /admin/logs/{id}: one entry with its change. `before` and `after` hold only the fields that changed (a create
 * has only `after`, a delete only `before`); `meta` is whatever else the entry noted (counts, ids, path parameters).
 */
export const auditLogDetailSchema = auditLogEntrySchema
  .omit({ user_name: true, user_role_id: true, target_name: true, target_role_id: true })
  .extend({
    // Required here (the list keeps them optional for older clients), so the answer is written from its JSON Schema.
    user_name: z.string().nullable(),
    user_role_id: roleIdSchema.nullable(),
    target_name: z.string().nullable(),
    target_role_id: roleIdSchema.nullable(),
    before: auditValuesSchema.nullable(),
    after: auditValuesSchema.nullable(),
    meta: auditValuesSchema.nullable(),
  });
export type AuditLogDetail = z.infer<typeof auditLogDetailSchema>;
