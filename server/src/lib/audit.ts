import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Clock } from './clock.ts';

export interface AuditEntry {
  user_id: number | null;
  action: string;
  target_type?: string | null;
  target_id?: number | null;
  ip?: string | null;
  meta?: Record<string, unknown> | null;
}

export interface AuditLog {
  /** Written in the caller's transaction, so the record and the change commit together. */
  record(executor: Kysely<DB> | Transaction<DB>, entry: AuditEntry): Promise<void>;
}

export function createAuditLog(clock: Clock): AuditLog {
  return {
    async record(executor, entry) {
      await executor
        .insertInto('audit_log')
        .values({
          user_id: entry.user_id,
          action: entry.action,
          target_type: entry.target_type ?? null,
          target_id: entry.target_id ?? null,
          ip: entry.ip ?? null,
          meta: entry.meta ? JSON.stringify(entry.meta) : null,
          created_at: clock().toISOString(),
        })
        .execute();
    },
  };
}
