import type { AuditLogEntry, OutboxMessage, PageQuery } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import { type Page, toPage } from '../../lib/pagination.ts';
import { fullName } from '../users/user-mapper.ts';
import { listAuditLog, listOutbox } from './admin.repo.ts';

export interface AdminService {
  /** The dev outbox: mails kept instead of sent while SMTP_URL is unset, newest first. */
  outbox(query: PageQuery): Promise<Page<OutboxMessage>>;
  auditLog(query: PageQuery): Promise<Page<AuditLogEntry>>;
}

function nameOf(first_name: string | null, last_name: string | null): string | null {
  return first_name === null || last_name === null ? null : fullName({ first_name, last_name });
}

export function createAdminService(deps: { database: Database }): AdminService {
  const { db } = deps.database;
  return {
    async outbox(query) {
      const { rows, total } = await listOutbox(db, query);
      return toPage(
        rows.map(({ to_address, ...rest }) => ({ ...rest, to: to_address })),
        total,
        query,
      );
    },
    async auditLog(query) {
      const { rows, total } = await listAuditLog(db, query);
      return toPage(
        rows.map(({ first_name, last_name, target_first_name, target_last_name, target_group_title, ...rest }) => ({
          ...rest,
          user_name: nameOf(first_name, last_name),
          target_name: target_group_title ?? nameOf(target_first_name, target_last_name),
        })),
        total,
        query,
      );
    },
  };
}
