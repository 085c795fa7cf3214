import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

const root = mkdtempSync(join(tmpdir(), 'umka-checkpoint-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const KIB = 1024;

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  for (const giveUpAt = Date.now() + timeoutMs; Date.now() < giveUpAt; ) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return condition();
}

it('copies committed pages into the database file from its own thread, before the WAL reaches a thousand pages', async () => {
  const file = join(root, 'copied.db');
  const database = openDatabase({ kind: 'sqlite', file });
  try {
    await sql`create table blobs (id integer primary key, body blob not null)`.execute(database.db);
    // 2 MB in 64 commits: ~500 pages, under the 1,000 after which a commit would checkpoint by itself.
    for (let n = 0; n < 64; n++) {
      await database.transaction((trx) => sql`insert into blobs (body) values (randomblob(${32 * KIB}))`.execute(trx));
    }
    expect(await until(() => statSync(file).size >= 2 * KIB * KIB, 2000)).toBe(true);
  } finally {
    await database.destroy();
  }
});

it('stops its thread on destroy, so that the closing connection is the last and removes the WAL', async () => {
  const file = join(root, 'closed.db');
  const database = openDatabase({ kind: 'sqlite', file });
  await sql`create table notes (id integer primary key)`.execute(database.db);
  expect(existsSync(`${file}-wal`)).toBe(true);
  await database.destroy();
  expect(existsSync(`${file}-wal`)).toBe(false);
});

it('lets a script that closes the database as its last act finish, rather than end with the close unsettled', () => {
  const script = join(root, 'close-last.mts');
  writeFileSync(
    script,
    [
      `import { openDatabase } from ${JSON.stringify(join(import.meta.dirname, 'database.ts'))};`,
      `const database = openDatabase({ kind: 'sqlite', file: ${JSON.stringify(join(root, 'script.db'))} });`,
      'await database.destroy();',
      "console.log('closed');",
    ].join('\n'),
  );
  // Node ends a module whose top-level await can never settle with exit code 13, which execFileSync throws on.
  const output = execFileSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 30_000 });
  expect(output.trim()).toBe('closed');
});
