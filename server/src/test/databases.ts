import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, type DialectName, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Where PostgreSQL or Redis cannot be reached their tests are skipped (a laptop without them), except under
 * REQUIRE_SERVICES=1 (CI), where a skipped half of the suite would pass unseen: there the file fails instead.
 */
export function skipUnreachable(message: string): void {
  if (process.env.REQUIRE_SERVICES === '1') throw new Error(`${message} REQUIRE_SERVICES=1 does not allow skipping.`);
  console.warn(message);
}

/** Why the test Redis cannot be reached, or null when it answers. */
export async function redisUnreachableReason(): Promise<string | null> {
  const { createClient } = await import('redis');
  const probe = createClient({ url: TEST_REDIS_URL, socket: { reconnectStrategy: false, connectTimeout: 2000 } });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    if (probe.isOpen) probe.destroy();
  }
}

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Kysely's migrator asks whether its tables exist by listing the tables of every schema, and a listing that meets a
 * schema another file is dropping that moment fails ("relation … does not exist"). Migrations share this lock and
 * drops take it alone, so the two never overlap; migrations still run side by side. Ending the session frees it.
 */
const SCHEMA_LOCK = 73_512_460;

async function underSchemaLock<T>(mode: 'shared' | 'alone', work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(mode === 'shared' ? 'select pg_advisory_lock_shared($1)' : 'select pg_advisory_lock($1)', [
      SCHEMA_LOCK,
    ]);
    return await work();
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

/** A fresh, migrated database: a temporary SQLite file, or a PostgreSQL schema of its own so files run in parallel. */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'umka-test-'));
    const database = openDatabase({ kind: 'sqlite', file: join(dir, 'test.db') });
    await migrateToLatest(database);
    return {
      database,
      async drop() {
        await database.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create schema ${schema}`);
  const database = openDatabase({ kind: 'postgres', url: TEST_DATABASE_URL, schema, poolSize: 4 });
  const drop = async () => {
    await database.destroy();
    await underSchemaLock('alone', () => adminQuery(`drop schema ${schema} cascade`));
  };
  try {
    await underSchemaLock('shared', () => migrateToLatest(database, { schema }));
  } catch (error) {
    // A schema left behind would hold a half-migrated database nobody drops.
    await drop();
    throw error;
  }
  return {
    database,
    drop,
  };
}
