import { type Compilable, type CompiledQuery, ControlledTransaction, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

const SLOT = Symbol('prepared query parameter');

interface Slot {
  readonly [SLOT]: string;
}

function isSlot(value: unknown): value is Slot {
  return typeof value === 'object' && value !== null && SLOT in value;
}

/** Where each parameter of the compiled SQL comes from: an argument by name, or a constant of the query. */
type Source = { name: string } | { constant: unknown };

interface Prepared {
  compiled: CompiledQuery;
  sources: Source[];
}

export type PreparedQuery<Args, Row> = (db: Kysely<DB>, args: Args) => Promise<Row[]>;

/** Runs compiled SQL at once on the connection a transaction holds, and returns its rows (none for a write). */
export type TransactionRunner = (sql: string, parameters: readonly unknown[]) => unknown[];

const transactionRunners = new WeakMap<object, TransactionRunner>();

/**
 * Lets prepared queries inside a running transaction of `db` started with `startTransaction` (the group commit's)
 * skip Kysely's executor (its connection provider, mutex and result plugins: a chain of promises for each
 * statement) and run on the connection directly. Only for a database with one connection, held whole by its
 * transaction, and no plugins: SQLite as `openDatabase` opens it.
 */
export function runPreparedInTransactions(db: Kysely<DB>, runner: TransactionRunner): void {
  transactionRunners.set(db.getExecutor().adapter, runner);
}

/**
 * A query built and compiled once, then run with new parameters. Kysely rebuilds a query on every call
 * (operation-node visitors, frozen copies, reference parsing): on the hot read paths that cost more than
 * SQLite took to run it. The builder gets `arg(name)` for each value that varies; it stands in a value
 * position only (a where, a limit), never as an identifier or a list whose length varies.
 *
 * The compiled SQL is kept per dialect adapter, so one definition serves SQLite and PostgreSQL, and a
 * transaction runs the same SQL as the connection it belongs to.
 */
export function preparedQuery<Args extends Record<string, unknown>, Row>(
  build: (db: Kysely<DB>, arg: <K extends keyof Args & string>(name: K) => Args[K]) => Compilable<Row>,
): PreparedQuery<Args, Row> {
  const byAdapter = new WeakMap<object, Prepared>();

  const prepare = (db: Kysely<DB>): Prepared => {
    const arg = <K extends keyof Args & string>(name: K) => ({ [SLOT]: name }) as unknown as Args[K];
    const compiled = build(db, arg).compile();
    const sources = compiled.parameters.map(
      (value): Source => (isSlot(value) ? { name: value[SLOT] } : { constant: value }),
    );
    return { compiled, sources };
  };

  return async (db, args) => {
    const adapter = db.getExecutor().adapter;
    let prepared = byAdapter.get(adapter);
    if (!prepared) {
      prepared = prepare(db);
      byAdapter.set(adapter, prepared);
    }
    const parameters = prepared.sources.map((source) => ('name' in source ? args[source.name] : source.constant));
    // A round's transaction runs ~17 of these: through the executor each cost ~1.5 µs more than the statement.
    // A transaction that has ended goes to Kysely, which refuses it.
    const direct = db instanceof ControlledTransaction && !db.isCommitted && !db.isRolledBack;
    const runner = direct ? transactionRunners.get(adapter) : undefined;
    if (runner) return runner(prepared.compiled.sql, parameters) as Row[];
    const result = await db.executeQuery<Row>({ ...prepared.compiled, parameters });
    return result.rows;
  };
}
