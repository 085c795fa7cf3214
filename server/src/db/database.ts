import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import { ensurePrivateFileSync, makePrivateDirSync } from '../lib/private-paths.ts';
import type { DB } from './schema.ts';
import { withStatementCache } from './sqlite-statements.ts';

export type DialectName = 'sqlite' | 'postgres';

export type DatabaseTarget =
  | { kind: 'sqlite'; file: string }
  | {
      kind: 'postgres';
      url: string;
      /** Tests give each file its own schema; a deployment leaves the server's search_path alone. */
      schema?: string;
      poolSize?: number;
    };

export interface Database {
  readonly db: Kysely<DB>;
  readonly dialect: DialectName;
  /**
   * A write transaction: BEGIN IMMEDIATE on SQLite (the write lock is taken up front, so two
   * writers never deadlock on the upgrade), retried on PostgreSQL serialization failures.
   */
  transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T>;
  /**
   * SQLite only (null on PostgreSQL): a value that differs whenever any row of the database may have
   * changed since it was last read, by this connection or any other. A cache of query results stays exact
   * by keeping them only while it is unchanged. Read it where no write can run (inside
   * `db.connection()`), so the results it labels are read as of the same moment.
   */
  readonly changeStamp: (() => string) | null;
  destroy(): Promise<void>;
}

const BUSY_TIMEOUT_MS = 5000;
const PG_RETRY_LIMIT = 3;
const PG_RETRYABLE = new Set(['40001', '40P01']);

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

const PG_OID = { int8: 20, timestamptz: 1184, timestamp: 1114 } as const;

/** Timestamps come back as the same ISO text SQLite stores; counts (int8) as numbers. */
const getPgTypeParser: typeof pg.types.getTypeParser = (oid: number, format?: 'text' | 'binary') => {
  if (oid === PG_OID.timestamptz) return (value: string) => new Date(value).toISOString();
  if (oid === PG_OID.timestamp) return (value: string) => new Date(`${value}Z`).toISOString();
  if (oid === PG_OID.int8) return (value: string) => Number(value);
  return format ? pg.types.getTypeParser(oid, format) : pg.types.getTypeParser(oid);
};

function openSqlite(file: string): Database {
  makePrivateDirSync(dirname(file));
  ensurePrivateFileSync(file);
  const connection = new SqliteDatabase(file, { timeout: BUSY_TIMEOUT_MS });
  connection.pragma('journal_mode = WAL');
  connection.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  connection.pragma('foreign_keys = ON');
  connection.pragma('synchronous = NORMAL');
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(connection) }) });
  // total_changes() counts every row this connection has written (triggers and cascades included, rolled
  // back writes too); data_version moves when another connection commits.
  const changes = connection.prepare('SELECT total_changes() AS changes, data_version FROM pragma_data_version');
  return {
    db,
    dialect: 'sqlite',
    transaction: (work) => db.transaction().execute(work),
    changeStamp: () => {
      const row = changes.get() as { changes: number; data_version: number };
      return `${row.changes}:${row.data_version}`;
    },
    destroy: () => db.destroy(),
  };
}

function isRetryable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && PG_RETRYABLE.has(String(Reflect.get(error, 'code')));
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function openPostgres(target: Extract<DatabaseTarget, { kind: 'postgres' }>): Database {
  if (target.schema !== undefined && !SCHEMA_NAME.test(target.schema)) {
    throw new Error(`invalid schema name: ${target.schema}`);
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    types: { getTypeParser: getPgTypeParser },
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    changeStamp: null,
    async transaction(work) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction().execute(work);
        } catch (error) {
          if (attempt >= PG_RETRY_LIMIT || !isRetryable(error)) throw error;
        }
      }
    },
    destroy: () => db.destroy(),
  };
}

export function openDatabase(target: DatabaseTarget): Database {
  return target.kind === 'sqlite' ? openSqlite(target.file) : openPostgres(target);
}
