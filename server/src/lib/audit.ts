import { AsyncLocalStorage } from 'node:async_hooks';
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

/** A file a request uploaded, as the generic record of a staff write names it (never its bytes). */
export interface AuditedUpload {
  name: string;
  size: number | null;
}

/**
 * What one request did that the audit log cares about. The serve layer opens a scope around each handler;
 * a service's own record marks it, so the generic record of a staff write (staff-write-audit.ts) is not added
 * on top, and the upload readers note the files they read.
 */
export interface AuditScope {
  recorded: boolean;
  uploads: AuditedUpload[];
}

const scopes = new AsyncLocalStorage<AuditScope>();

export function withAuditScope<T>(scope: AuditScope, work: () => T): T {
  return scopes.run(scope, work);
}

/** Called by the upload readers; outside a request (a job, a seed) there is nothing to note. */
export function noteAuditedUpload(upload: AuditedUpload): void {
  scopes.getStore()?.uploads.push(upload);
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
      const scope = scopes.getStore();
      if (scope) scope.recorded = true;
    },
  };
}
