import type { Compilable, CompiledQuery, Kysely } from 'kysely';
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
    const result = await db.executeQuery<Row>({ ...prepared.compiled, parameters });
    return result.rows;
  };
}
