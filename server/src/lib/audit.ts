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
 * The files each request uploaded, noted by the upload readers for the generic record of a staff write
 * (staff-write-audit.ts). Kept beside the request rather than in an AsyncLocalStorage: on Node 20 an active one
 * slows every promise of every request, and only the readers and the serve layer need to know.
 */
const uploadsByRequest = new WeakMap<object, AuditedUpload[]>();

export function noteAuditedUpload(request: object, upload: AuditedUpload): void {
  const uploads = uploadsByRequest.get(request);
  if (uploads) uploads.push(upload);
  else uploadsByRequest.set(request, [upload]);
}

export function auditedUploadsOf(request: object): AuditedUpload[] {
  return uploadsByRequest.get(request) ?? [];
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
