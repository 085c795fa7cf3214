import type { Kysely } from 'kysely';

/**
 * The audit log page filters by actor, action, object and day, each newest first; the log only grows, so each
 * filter gets its index rather than a scan of every entry ever made.
 */
const INDEXES = [
  { name: 'audit_log_user_idx', columns: ['user_id', 'id'] },
  { name: 'audit_log_action_idx', columns: ['action', 'id'] },
  { name: 'audit_log_target_idx', columns: ['target_type', 'target_id', 'id'] },
  { name: 'audit_log_created_at_idx', columns: ['created_at'] },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) {
    await db.schema
      .createIndex(index.name)
      .on('audit_log')
      .columns([...index.columns])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) await db.schema.dropIndex(index.name).execute();
}
