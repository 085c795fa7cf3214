import type { AuditLogQuery, AuditValues } from '@umka/contracts';
import type { DialectName } from '../../db/database.ts';
import { readJson } from '../../db/json-column.ts';
import { matchesPerson } from '../../lib/person-search.ts';
import { fullName } from '../users/user-mapper.ts';
import type { AuditLogWhere } from './admin.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

interface Actor {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

/**
 * The query's filters as the repo applies them; null when the actor search finds no one, so nothing can match.
 * The days are whole UTC days, `date_to` included.
 */
export function auditLogWhere(query: AuditLogQuery, actors: readonly Actor[]): AuditLogWhere | null {
  const where: AuditLogWhere = {};
  const search = query.actor?.trim();
  if (search) {
    const found = actors
      .filter((actor) => matchesPerson({ name: fullName(actor), email: actor.email }, search))
      .map((actor) => actor.id)
      .filter((id) => query.actor_id === undefined || id === query.actor_id);
    if (found.length === 0) return null;
    where.actorIds = found;
  } else if (query.actor_id !== undefined) where.actorIds = [query.actor_id];
  if (query.action) where.action = query.action;
  if (query.target_type) where.targetType = query.target_type;
  if (query.target_id !== undefined) where.targetId = query.target_id;
  if (query.date_from) where.from = startOfDay(query.date_from).toISOString();
  if (query.date_to) where.until = new Date(startOfDay(query.date_to).getTime() + DAY_MS).toISOString();
  return where;
}

function isValues(value: unknown): value is AuditValues {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An entry's meta split into the change (`before`, `after`) and the rest of what it noted. */
export function splitAuditMeta(
  dialect: DialectName,
  raw: unknown,
): { before: AuditValues | null; after: AuditValues | null; meta: AuditValues | null } {
  const meta = readJson(dialect, raw);
  if (!isValues(meta)) return { before: null, after: null, meta: null };
  const { before, after, ...rest } = meta;
  return {
    before: isValues(before) ? before : null,
    after: isValues(after) ? after : null,
    meta: Object.keys(rest).length > 0 ? rest : null,
  };
}
