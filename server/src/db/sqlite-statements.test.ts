import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './sqlite-statements.ts';

describe('the SQLite statement cache', () => {
  let connection: SqliteDatabase.Database;

  beforeEach(() => {
    connection = new SqliteDatabase(':memory:');
    connection.exec('create table flags (id integer primary key, on_off integer not null)');
  });
  afterEach(() => connection.close());

  it('prepares a query once however often it runs', () => {
    const prepare = vi.spyOn(connection, 'prepare');
    const database = withStatementCache(connection);
    for (let i = 0; i < 3; i++) database.prepare('select * from flags').all([]);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('binds booleans as 1 and 0', () => {
    const database = withStatementCache(connection);
    database.prepare('insert into flags (on_off) values (?), (?)').run([true, false]);
    expect(database.prepare('select on_off from flags where on_off = ?').all([true])).toEqual([{ on_off: 1 }]);
    expect(database.prepare('select on_off from flags where on_off = ?').all([false])).toEqual([{ on_off: 0 }]);
  });

  it('drops the least recently used statement when full', () => {
    const prepare = vi.spyOn(connection, 'prepare');
    const database = withStatementCache(connection, 2);
    database.prepare('select 1').all([]);
    database.prepare('select 2').all([]);
    database.prepare('select 1').all([]);
    database.prepare('select 3').all([]);
    database.prepare('select 1').all([]);
    expect(prepare).toHaveBeenCalledTimes(3);
    database.prepare('select 2').all([]);
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('runs a query again while an earlier run of it is still being iterated', () => {
    const database = withStatementCache(connection);
    database.prepare('insert into flags (on_off) values (?), (?)').run([1, 0]);
    const unfinished = database.prepare('select on_off from flags order by id').iterate([]);
    unfinished.next();
    expect(database.prepare('select on_off from flags order by id').all([])).toEqual([{ on_off: 1 }, { on_off: 0 }]);
    unfinished.return?.();
  });
});
