import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
