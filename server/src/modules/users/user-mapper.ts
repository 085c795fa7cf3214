import { localeSchema, roleIdSchema, type User, type UserProperty } from '@umka/contracts';
import type { UserPropertyJson } from '../../db/schema.ts';
import type { UserRow } from './users.types.ts';

export function parseProperty(raw: UserPropertyJson | string): UserProperty {
  const value: UserPropertyJson = typeof raw === 'string' ? JSON.parse(raw) : raw;
  return {
    age: typeof value.age === 'number' ? value.age : null,
    guides: Array.isArray(value.guides) ? value.guides.filter((g): g is string => typeof g === 'string') : [],
  };
}

export function fullName(row: Pick<UserRow, 'first_name' | 'last_name'>): string {
  return `${row.first_name} ${row.last_name}`.trim();
}

/** Built once: `.catch()` makes a new schema, and toUser runs on every request. */
const localeOrDefault = localeSchema.catch('ru-RU');

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    role_id: roleIdSchema.parse(row.role_id),
    name: fullName(row),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    is_active: Boolean(row.is_active),
    avatar: row.avatar,
    property: parseProperty(row.property),
    locale: localeOrDefault.parse(row.locale),
    created_at: row.created_at,
  };
}
