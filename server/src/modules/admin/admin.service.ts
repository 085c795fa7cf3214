import {
  type AuditLogDetail,
  type AuditLogEntry,
  type AuditLogQuery,
  type OutboxMessage,
  type PageQuery,
  type RoleId,
  roleIdSchema,
} from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Page, toPage } from '../../lib/pagination.ts';
import { fullName } from '../users/user-mapper.ts';
import { findAuditLogEntry, listAuditActions, listAuditActors, listAuditLog, listOutbox } from './admin.repo.ts';
import { auditLogWhere, splitAuditMeta } from './audit-log-filters.ts';

export interface AdminService {
  /** The dev outbox: mails kept instead of sent while SMTP_URL is unset, newest first. */
  outbox(query: PageQuery): Promise<Page<OutboxMessage>>;
  auditLog(query: AuditLogQuery): Promise<Page<AuditLogEntry>>;
  auditLogEntry(id: number): Promise<AuditLogDetail>;
  auditActions(): Promise<string[]>;
}

function nameOf(first_name: string | null, last_name: string | null): string | null {
  return first_name === null || last_name === null ? null : fullName({ first_name, last_name });
}

function roleOf(roleId: number | null): RoleId | null {
  return roleId === null ? null : roleIdSchema.parse(roleId);
}

interface AuditRow {
  first_name: string | null;
  last_name: string | null;
  user_role_id: number | null;
  target_first_name: string | null;
  target_last_name: string | null;
  target_role_id: number | null;
  target_group_title: string | null;
}

function named<R extends AuditRow>(row: R) {
  const {
    first_name,
    last_name,
    user_role_id,
    target_first_name,
    target_last_name,
    target_role_id,
    target_group_title,
    ...rest
  } = row;
  return {
    ...rest,
    user_name: nameOf(first_name, last_name),
    user_role_id: roleOf(user_role_id),
    target_name: target_group_title ?? nameOf(target_first_name, target_last_name),
    target_role_id: roleOf(target_role_id),
  };
}

export function createAdminService(deps: { database: Database }): AdminService {
  const { db, dialect } = deps.database;
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
      const where = auditLogWhere(query, query.actor ? await listAuditActors(db) : []);
      if (!where) return toPage([], 0, query);
      const { rows, total } = await listAuditLog(db, where, query);
      return toPage(rows.map(named), total, query);
    },
    async auditLogEntry(id) {
      const row = await findAuditLogEntry(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      const { meta, ...entry } = named(row);
      return { ...entry, ...splitAuditMeta(dialect, meta) };
    },
    auditActions: () => listAuditActions(db),
  };
}
