import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every distinct query the app sends; dynamic ones (IN lists of varying length) fall out first. */
const DEFAULT_CACHE_SIZE = 500;

/** better-sqlite3 refuses to bind JavaScript booleans; SQLite stores them as 0 and 1. */
function bindable(parameters: readonly unknown[]): unknown[] {
  return parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value));
}

function wrap(statement: BetterSqlite3.Statement): SqliteStatement {
  return {
    reader: statement.reader,
    all: (parameters) => statement.all(bindable(parameters)),
    run: (parameters) => statement.run(bindable(parameters)),
    iterate: (parameters) => statement.iterate(bindable(parameters)),
  };
}

/**
 * The connection Kysely's SQLite driver sees. The driver prepares every query afresh, and compiling SQL
 * was the largest single cost of a request, so prepared statements are kept per SQL text (least recently
 * used dropped first). SQLite re-prepares a kept statement by itself when a migration changes the schema.
 */
export function withStatementCache(connection: BetterSqlite3.Database, size = DEFAULT_CACHE_SIZE): SqliteDatabase {
  const cache = new Map<string, { statement: BetterSqlite3.Statement; wrapped: SqliteStatement }>();
  return {
    close: () => connection.close(),
    prepare(sql) {
      const hit = cache.get(sql);
      // A statement still iterating (an abandoned stream) cannot run again; such a caller gets a fresh one.
      if (hit?.statement.busy) return wrap(connection.prepare(sql));
      if (hit) {
        cache.delete(sql);
        cache.set(sql, hit);
        return hit.wrapped;
      }
      const statement = connection.prepare(sql);
      const entry = { statement, wrapped: wrap(statement) };
      cache.set(sql, entry);
      if (cache.size > size) {
        const oldest = cache.keys().next();
        if (!oldest.done) cache.delete(oldest.value);
      }
      return entry.wrapped;
    },
  };
}
