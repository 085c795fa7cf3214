import type { Kysely } from 'kysely';
import type { Database } from './database.ts';
import type { DB } from './schema.ts';

/**
 * Reads that must agree with each other while writes keep arriving (a rating's total and its rows, a student's
 * whole record): a repeatable-read transaction on PostgreSQL; on SQLite the single connection, which no write
 * can enter between these reads.
 */
export function snapshotReader(database: Database) {
  const { db, dialect } = database;
  return <T>(work: (reader: Kysely<DB>) => Promise<T>): Promise<T> =>
    dialect === 'postgres'
      ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(work)
      : db.connection().execute(work);
}
