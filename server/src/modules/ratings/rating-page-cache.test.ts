import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { createRatingPageCache, type SharedRatingPage } from './rating-page-cache.ts';
import { ratingStandings } from './rating-standings.ts';

const page = (value: number): SharedRatingPage => ({
  standings: ratingStandings([{ value, students: 1 }]),
  rows: [{ student_id: 1, value, first_name: 'A', last_name: 'B' }],
});

describe('rating page cache', () => {
  it('keeps pages while the stamp holds and drops every page when it moves', () => {
    const cache = createRatingPageCache();
    cache.set('1:1', 'a', page(5));
    cache.set('1:1', 'b', page(6));
    expect(cache.get('1:1', 'a')?.rows[0]?.value).toBe(5);
    expect(cache.get('2:1', 'b')).toBeUndefined();
    expect(cache.get('1:1', 'a')).toBeUndefined();
  });

  it('drops the least recently read page when full', () => {
    const cache = createRatingPageCache(2);
    cache.set('s', 'a', page(1));
    cache.set('s', 'b', page(2));
    cache.get('s', 'a');
    cache.set('s', 'c', page(3));
    expect(cache.get('s', 'b')).toBeUndefined();
    expect(cache.get('s', 'a')).toBeDefined();
    expect(cache.get('s', 'c')).toBeDefined();
  });
});

describe('SQLite change stamp', () => {
  let dir: string | null = null;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = null;
  });

  it('moves on a write of this connection or another, and holds on reads', async () => {
    dir = await mkdtemp(join(tmpdir(), 'umka-stamp-'));
    const file = join(dir, 'stamp.db');
    const database = openDatabase({ kind: 'sqlite', file });
    const other = new BetterSqlite3(file);
    try {
      const stamp = () => database.changeStamp?.();
      other.exec('CREATE TABLE t (v INTEGER)');
      const start = stamp();
      expect(start).toBeDefined();
      await database.db
        .selectFrom('t' as never)
        .selectAll()
        .execute();
      expect(stamp()).toBe(start);

      other.exec('INSERT INTO t VALUES (1)');
      const afterOther = stamp();
      expect(afterOther).not.toBe(start);

      await database.db
        .insertInto('t' as never)
        .values({ v: 2 } as never)
        .execute();
      expect(stamp()).not.toBe(afterOther);
    } finally {
      other.close();
      await database.destroy();
    }
  });
});
