import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  type ControlledTransaction,
  type Driver,
  Kysely,
  PostgresDialect,
  type PostgresPool,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  type Transaction,
} from 'kysely';
import type Pg from 'pg';
import { isConnectionLost } from '../lib/outage-errors.ts';
import { ensurePrivateFileSync, makePrivateDirSync } from '../lib/private-paths.ts';
import { runPreparedInTransactions } from './prepared-query.ts';
import type { DB } from './schema.ts';
import { withStatementCache } from './sqlite-statements.ts';
import { registerCaseFolding } from './text-search.ts';
import { checkpointInBackground } from './wal-checkpointer.ts';

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
   * writers never deadlock on the upgrade), retried on PostgreSQL serialization failures. On SQLite
   * the work may share its commit with other work that was waiting (see `groupCommit`): it runs in a
   * savepoint of its own and fails alone, as in a transaction of its own, and the promise settles only
   * once the commit that holds it has happened.
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
/**
 * SQLite's own default page cache (2 MB). better-sqlite3 builds SQLite with 16 MB, which a process filled within
 * seconds of posting played rounds and kept: 14 MB more resident memory for pages the OS keeps cached anyway
 * (docs/PERFORMANCE.md, "Memory").
 */
const PAGE_CACHE_KIB = 2000;
const PG_RETRY_LIMIT = 3;
/** Past any wait for a free client under load, short of a client giving up on the request. */
const PG_CONNECT_TIMEOUT_MS = 30_000;
const PG_RETRYABLE = new Set(['40001', '40P01']);

const isBusy = (error: unknown) =>
  typeof error === 'object' && error !== null && String(Reflect.get(error, 'code')).startsWith('SQLITE_BUSY');

/** Asks the next write transaction to keep its sub-journal in memory (set by `groupCommit` around its BEGIN). */
interface SubJournal {
  inMemory: boolean;
}

/**
 * Takes the write lock without SQLite's busy handler, which sleeps in the calling thread and so would stop
 * every request of the process while another process (a cluster worker, a CLI) holds the lock: the wait
 * happens in timers instead, on the same budget. Statements outside a transaction keep the handler; their
 * waits are one statement long.
 *
 * Inside a transaction SQLite copies every page a savepoint (or a statement that may fail halfway) changes
 * for the first time into a sub-journal, a temporary file once it passes 64 KB: a played round's savepoint
 * changes ~17 pages, just past it, so each of those pages cost a `pwrite` (~30 % of the round's SQLite time).
 * SQLite keeps the sub-journal in memory when `temp_store` is MEMORY at BEGIN, and the choice holds until the
 * transaction ends, so the group commit's transactions switch it on for their BEGIN alone: sorts stay where they
 * were (switching drops temporary tables, and the app makes none), and the migrator's transactions, whose one
 * statement may rewrite a whole table, keep the file.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  readonly #connection: SqliteDatabase.Database;
  readonly #subJournal: SubJournal;

  constructor(config: SqliteDialectConfig, connection: SqliteDatabase.Database, subJournal: SubJournal) {
    super(config);
    this.#connection = connection;
    this.#subJournal = subJournal;
  }

  /**
   * Back to the default store once BEGIN has fixed the sub-journal's place. SQLite refuses the change inside a
   * transaction only while a temporary database is open (the app makes no TEMP tables); should it ever refuse,
   * the transaction just begun ends, so the connection is never left in one that Kysely thinks failed to begin.
   */
  #defaultTempStore(): void {
    try {
      this.#connection.exec('pragma temp_store = default');
    } catch (error) {
      if (this.#connection.inTransaction) this.#connection.exec('rollback');
      throw error;
    }
  }

  override async beginTransaction(): Promise<void> {
    const giveUpAt = Date.now() + BUSY_TIMEOUT_MS;
    for (let pauseMs = 1; ; pauseMs = Math.min(2 * pauseMs, 50)) {
      this.#connection.pragma('busy_timeout = 0');
      const inMemory = this.#subJournal.inMemory;
      // Run, not prepared: SQLite applies this pragma while compiling it.
      if (inMemory) this.#connection.exec('pragma temp_store = memory');
      try {
        this.#connection.exec('begin immediate');
        return;
      } catch (error) {
        if (!isBusy(error) || Date.now() >= giveUpAt) throw error;
      } finally {
        this.#connection.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
        if (inMemory) this.#defaultTempStore();
      }
      await new Promise((resolve) => setTimeout(resolve, pauseMs * (0.5 + Math.random())));
    }
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #connection: SqliteDatabase.Database;
  readonly #subJournal: SubJournal;

  constructor(config: SqliteDialectConfig, connection: SqliteDatabase.Database, subJournal: SubJournal) {
    super(config);
    this.#config = config;
    this.#connection = connection;
    this.#subJournal = subJournal;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config, this.#connection, this.#subJournal);
  }
}

interface QueuedWork {
  work: (trx: Transaction<DB>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * SQLite runs one write transaction at a time, and every commit writes each page it changed to the WAL
 * again: under load the commits of small transactions (a played round changes a dozen rows on as many
 * pages, most of them the same pages as the round before) cost more than their statements. Work that
 * arrives while a transaction runs would wait for it anyway, so the next transaction takes all of it, each
 * piece in a savepoint (one that throws rolls back alone and rejects alone), under one commit. No piece
 * waits for work that came after it: the batch is closed when it starts.
 */
function groupCommit(
  db: Kysely<DB>,
  connection: SqliteDatabase.Database,
  subJournal: SubJournal,
): Database['transaction'] {
  const queue: QueuedWork[] = [];
  let draining = false;
  // Run on the connection itself, prepared once: through Kysely each savepoint built a transaction object and
  // compiled three statements per piece of work. The batch holds Kysely's one connection meanwhile, so nothing
  // else runs on it between them.
  const savepoint = connection.prepare('savepoint unit');
  const rollbackToSavepoint = connection.prepare('rollback to unit');
  const releaseSavepoint = connection.prepare('release unit');

  async function runInSavepoint(trx: ControlledTransaction<DB>, item: QueuedWork): Promise<[QueuedWork, unknown][]> {
    savepoint.run();
    let value: unknown;
    try {
      value = await item.work(trx);
    } catch (error) {
      rollbackToSavepoint.run();
      releaseSavepoint.run();
      item.reject(error);
      return [];
    }
    releaseSavepoint.run();
    return [[item, value]];
  }

  async function runBatch(batch: QueuedWork[]): Promise<void> {
    let trx: ControlledTransaction<DB> | null = null;
    try {
      // Each piece's savepoint copies the pages it changes into the sub-journal: in memory, not in a file.
      subJournal.inMemory = true;
      try {
        trx = await db.startTransaction().execute();
      } finally {
        subJournal.inMemory = false;
      }
      const done: [QueuedWork, unknown][] = [];
      // A lone piece needs no savepoint: the transaction is its own.
      if (batch.length === 1 && batch[0]) done.push([batch[0], await batch[0].work(trx)]);
      else for (const item of batch) done.push(...(await runInSavepoint(trx, item)));
      await trx.commit().execute();
      for (const [item, value] of done) item.resolve(value);
    } catch (error) {
      if (trx && !trx.isCommitted && !trx.isRolledBack)
        await trx
          .rollback()
          .execute()
          .catch(() => undefined);
      // Nothing of the batch was kept; a piece that already failed on its own keeps its own error.
      for (const item of batch) item.reject(error);
    }
  }

  async function drain(): Promise<void> {
    draining = true;
    try {
      while (queue.length > 0) {
        // Requests that reached their transaction in this turn of the event loop join the batch: their reads
        // waited behind the last commit on the one connection, and they would otherwise commit one by one.
        await new Promise((resolve) => setImmediate(resolve));
        await runBatch(queue.splice(0, queue.length));
      }
    } finally {
      draining = false;
    }
  }

  return <T>(work: (trx: Transaction<DB>) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!draining) void drain();
    });
}

const PG_OID = { int8: 20, timestamptz: 1184, timestamp: 1114 } as const;

/** Timestamps come back as the same ISO text SQLite stores; counts (int8) as numbers. */
function pgTypeParser(pg: typeof Pg): typeof Pg.types.getTypeParser {
  return (oid: number, format?: 'text' | 'binary') => {
    if (oid === PG_OID.timestamptz) return (value: string) => new Date(value).toISOString();
    if (oid === PG_OID.timestamp) return (value: string) => new Date(`${value}Z`).toISOString();
    if (oid === PG_OID.int8) return (value: string) => Number(value);
    return format ? pg.types.getTypeParser(oid, format) : pg.types.getTypeParser(oid);
  };
}

function openSqlite(file: string): Database {
  makePrivateDirSync(dirname(file));
  ensurePrivateFileSync(file);
  const connection = new SqliteDatabase(file, { timeout: BUSY_TIMEOUT_MS });
  connection.pragma('journal_mode = WAL');
  connection.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  connection.pragma('foreign_keys = ON');
  connection.pragma('synchronous = NORMAL');
  connection.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  registerCaseFolding(connection);
  const checkpointer = checkpointInBackground(connection, file);
  const subJournal: SubJournal = { inMemory: false };
  const statements = withStatementCache(connection);
  const db = new Kysely<DB>({
    dialect: new ImmediateSqliteDialect({ database: statements }, connection, subJournal),
  });
  // A transaction holds the one connection until it ends, so its prepared queries run on it as Kysely's driver
  // would (`reader` statements return rows, others none), without the executor's promises around each.
  runPreparedInTransactions(db, (sql, parameters) => {
    const statement = statements.prepare(sql);
    if (statement.reader) return statement.all(parameters);
    statement.run(parameters);
    return [];
  });
  // total_changes() counts every row this connection has written (triggers and cascades included, rolled
  // back writes too); data_version moves when another connection commits.
  const changes = connection.prepare('SELECT total_changes() AS changes, data_version FROM pragma_data_version');
  return {
    db,
    dialect: 'sqlite',
    transaction: groupCommit(db, connection, subJournal),
    changeStamp: () => {
      const row = changes.get() as { changes: number; data_version: number };
      return `${row.changes}:${row.data_version}`;
    },
    destroy: async () => {
      // Stopped first, so that the request connection is the file's last and checkpoints the WAL away on close.
      await checkpointer.stop();
      await db.destroy();
    },
  };
}

function isRetryable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && PG_RETRYABLE.has(String(Reflect.get(error, 'code')));
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * A connection the server ends (a restart, pg_terminate_backend) fails the statement running on it (answered 503
 * DATABASE_UNAVAILABLE) and then makes its client emit 'error', and the pool too when the client was idle; unheard,
 * either event would end the process. The statement's failure arrives before the socket's end, so a client handed back
 * at once still looked usable and the next request would fail on it too: a client that lost its connection is handed
 * back as broken, the pool closes it, and the next query opens a new connection.
 */
function discardingLostConnections(pool: Pg.Pool): PostgresPool {
  const lost = new WeakSet<Pg.PoolClient>();
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => lost.add(client as Pg.PoolClient));
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      // Caught here before the caller's own handler runs, so the mark is set by the time the client is released.
      if (result instanceof Promise)
        result.catch((error: unknown) => {
          if (isConnectionLost(error)) lost.add(client as Pg.PoolClient);
        });
      return result;
    }) as typeof client.query;
  });
  return {
    async connect() {
      const client = await pool.connect();
      const release = client.release;
      client.release = (error?: Error | boolean) => release(error ?? lost.has(client));
      return client;
    },
    end: () => pool.end(),
  };
}

function openPostgres(target: Extract<DatabaseTarget, { kind: 'postgres' }>): Database {
  if (target.schema !== undefined && !SCHEMA_NAME.test(target.schema)) {
    throw new Error(`invalid schema name: ${target.schema}`);
  }
  // Loaded only by an install on PostgreSQL: the embedded default never pays for the driver's memory.
  const pg = createRequire(import.meta.url)('pg') as typeof Pg;
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    types: { getTypeParser: pgTypeParser(pg) },
    // A server that accepts sockets but never answers (a frozen host) fails the request, as a 503, instead of hanging it.
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: discardingLostConnections(pool) }) });
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
