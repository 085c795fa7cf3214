import type { DialectName } from './database.ts';

/** PostgreSQL hands jsonb back parsed; SQLite keeps the JSON text. A stored JSON string stays a string either way. */
export function readJson(dialect: DialectName, raw: unknown): unknown {
  if (dialect === 'postgres' || raw === null) return raw;
  return JSON.parse(String(raw));
}
