import { Migrator } from 'kysely';
import type { Database } from './database.ts';
import { migrations } from './migrations/index.ts';

/**
 * Brings the schema up to date; Kysely's migrator locks, so instances starting together take turns.
 * `schema` names the PostgreSQL schema a test database lives in: without it Kysely looks for its
 * own tables in every schema, finds another test file's, and races it for the lock.
 */
export async function migrateToLatest(database: Database, options: { schema?: string } = {}): Promise<string[]> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
