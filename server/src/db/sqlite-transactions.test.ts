import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.ts';

const root = mkdtempSync(join(tmpdir(), 'umka-transactions-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let file: string;
let database: Database;
beforeEach(async () => {
  file = join(root, `${Date.now()}-${Math.random()}.db`);
  database = openDatabase({ kind: 'sqlite', file });
  await sql`create table notes (id integer primary key, text text not null)`.execute(database.db);
});
afterEach(() => database.destroy());

const notes = async () =>
  (
    await database.db
      .selectFrom('notes' as never)
      .select('text' as never)
      .orderBy('id' as never)
      .execute()
  ).map((row) => (row as { text: string }).text);
const insertNote = (trx: Parameters<Parameters<Database['transaction']>[0]>[0], text: string) =>
  sql`insert into notes (text) values (${text})`.execute(trx);

it('commits work that waited together, and work that throws rolls back alone with its own error', async () => {
  const first = database.transaction(async (trx) => {
    await insertNote(trx, 'first');
    return 1;
  });
  const failing = database.transaction(async (trx) => {
    await insertNote(trx, 'failing');
    throw new Error('refused');
  });
  const last = database.transaction(async (trx) => {
    await insertNote(trx, 'last');
    return 3;
  });

  await expect(first).resolves.toBe(1);
  await expect(failing).rejects.toThrow('refused');
  await expect(last).resolves.toBe(3);
  expect(await notes()).toEqual(['first', 'last']);
});

it('settles a transaction only once its commit has made it visible to another connection', async () => {
  const other = new BetterSqlite3(file, { readonly: true });
  try {
    const seenByOther = await Promise.all(
      ['a', 'b', 'c'].map((text) =>
        database
          .transaction((trx) => insertNote(trx, text))
          .then(() => other.prepare('select count(*) as n from notes').get()),
      ),
    );
    expect(seenByOther).toEqual([{ n: 3 }, { n: 3 }, { n: 3 }]);
  } finally {
    other.close();
  }
});

it('waits for another connection’s write lock without stopping the event loop, then commits', async () => {
  const other = new BetterSqlite3(file);
  other.exec('begin immediate');
  let ticks = 0;
  const ticker = setInterval(() => ticks++, 5);
  try {
    setTimeout(() => other.exec('commit'), 100);
    const started = Date.now();
    await database.transaction((trx) => insertNote(trx, 'after the other writer'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    // SQLite's own busy handler would have slept in this thread for the whole wait, and no timer would have run.
    expect(ticks).toBeGreaterThan(5);
    expect(await notes()).toEqual(['after the other writer']);
  } finally {
    clearInterval(ticker);
    other.close();
  }
});

it('rolls back alone a piece that rewrote more pages than a sub-journal keeps in memory by default, and sorts and temporary tables keep the default store', async () => {
  // ~3 KB a note, one page each: every piece below rewrites 150 pages, past SQLite's 64 KB in-memory sub-journal.
  const page = (mark: string) => mark.repeat(3000);
  await database.transaction(async (trx) => {
    for (let i = 0; i < 150; i++) await insertNote(trx, page('a'));
  });
  const rewrite = (trx: Parameters<Parameters<Database['transaction']>[0]>[0], mark: string) =>
    sql`update notes set text = ${page(mark)}`.execute(trx);
  const tempStore = async (trx: Parameters<Parameters<Database['transaction']>[0]>[0]) =>
    (await sql<{ temp_store: number }>`pragma temp_store`.execute(trx)).rows[0]?.temp_store;

  const first = database.transaction(async (trx) => {
    await rewrite(trx, 'b');
    return tempStore(trx);
  });
  const failing = database.transaction(async (trx) => {
    await rewrite(trx, 'c');
    throw new Error('refused');
  });
  const last = database.transaction(async (trx) => {
    await insertNote(trx, 'last');
    return tempStore(trx);
  });

  await expect(first).resolves.toBe(0);
  await expect(failing).rejects.toThrow('refused');
  await expect(last).resolves.toBe(0);
  const texts = await notes();
  expect(texts).toHaveLength(151);
  expect(texts.slice(0, 150).every((text) => text === page('b'))).toBe(true);
  expect(texts[150]).toBe('last');
  expect((await sql<{ temp_store: number }>`pragma temp_store`.execute(database.db)).rows[0]?.temp_store).toBe(0);
});
