import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every distinct query the app sends; dynamic ones (IN lists of varying length) fall out first. */
const DEFAULT_CACHE_SIZE = 500;

/** better-sqlite3 refuses to bind JavaScript booleans; SQLite stores them as 0 and 1. */
function bindable(parameters: readonly unknown[]): readonly unknown[] {
  for (const value of parameters) {
    if (typeof value === 'boolean') return parameters.map((v) => (typeof v === 'boolean' ? Number(v) : v));
  }
  // Most queries bind no boolean: their parameters go to SQLite as they are, without a copy per run.
  return parameters;
}

interface Entry {
  statement: BetterSqlite3.Statement;
  wrapped: SqliteStatement;
  /** Run since the eviction last passed it: it gets a second chance instead of being dropped. */
  used: boolean;
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
 * was the largest single cost of a request, so prepared statements are kept per SQL text. When full, the
 * oldest statement not run since the last eviction passed it is dropped (the "clock" approximation of least
 * recently used): a hit only marks its entry, instead of moving it in the map on every run of every query.
 * SQLite re-prepares a kept statement by itself when a migration changes the schema.
 */
export function withStatementCache(connection: BetterSqlite3.Database, size = DEFAULT_CACHE_SIZE): SqliteDatabase {
  const cache = new Map<string, Entry>();

  function evictOne(): void {
    for (const [sql, entry] of cache) {
      cache.delete(sql);
      if (!entry.used) return;
      entry.used = false;
      cache.set(sql, entry);
    }
  }

  return {
    close: () => connection.close(),
    prepare(sql) {
      const hit = cache.get(sql);
      // A statement still iterating (an abandoned stream) cannot run again; such a caller gets a fresh one.
      if (hit?.statement.busy) return wrap(connection.prepare(sql));
      if (hit) {
        hit.used = true;
        return hit.wrapped;
      }
      const statement = connection.prepare(sql);
      const entry = { statement, wrapped: wrap(statement), used: false };
      // Room is made before the new statement goes in, so that it is never the one dropped.
      if (cache.size >= size) evictOne();
      cache.set(sql, entry);
      return entry.wrapped;
    },
  };
}
