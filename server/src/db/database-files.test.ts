import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { loadOrCreateJwtSecret } from '../lib/jwt-secret.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

const root = mkdtempSync(join(tmpdir(), 'umka-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const modeOf = (path: string) => statSync(path).mode & 0o777;

it("creates the embedded database, its journal and the data folder for the server's own user only", async () => {
  const dataDir = join(root, 'data');
  const database = openDatabase({ kind: 'sqlite', file: join(dataDir, 'umka.db') });
  try {
    await migrateToLatest(database);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'umka.db'))).toBe(0o600);
    expect(modeOf(join(dataDir, 'umka.db-wal'))).toBe(0o600);
  } finally {
    await database.destroy();
  }
  loadOrCreateJwtSecret(dataDir);
  expect(modeOf(join(dataDir, 'jwt-secret'))).toBe(0o600);
});

it("keeps SQLite's own 2 MB page cache, not the 16 MB better-sqlite3 is built with", async () => {
  const database = openDatabase({ kind: 'sqlite', file: join(root, 'cache', 'umka.db') });
  try {
    const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(database.db);
    expect(rows).toEqual([{ cache_size: -2000 }]);
  } finally {
    await database.destroy();
  }
});
