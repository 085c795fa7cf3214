import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Column types that differ between the two dialects. Migrations are frozen once they land and
 * all of them call these helpers, so a helper may gain new members but never change an old one.
 */
export function dialectTypes(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    postgres,
    timestamp: postgres ? ('timestamptz' as const) : ('text' as const),
    json: postgres ? ('jsonb' as const) : ('text' as const),
    boolean: postgres ? ('boolean' as const) : ('integer' as const),
    now: postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    true: postgres ? sql`true` : sql`1`,
    emptyJsonObject: postgres ? sql`'{}'::jsonb` : sql`'{}'`,
  };
}

export type DialectTypes = ReturnType<typeof dialectTypes>;

/** An integer primary key the database numbers itself. */
export function withId<T extends string, C extends string>(
  builder: CreateTableBuilder<T, C>,
  types: DialectTypes,
): CreateTableBuilder<T, C | 'id'> {
  return builder.addColumn('id', 'integer', (col) =>
    types.postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
  );
}

/** created_at (and updated_at) stamped by the database unless the application gives a value. */
export function withTimestamps<T extends string, C extends string>(
  builder: CreateTableBuilder<T, C>,
  types: DialectTypes,
  columns: readonly ('created_at' | 'updated_at')[] = ['created_at', 'updated_at'],
): CreateTableBuilder<T, C> {
  let result = builder;
  for (const column of columns) {
    result = result.addColumn(column, types.timestamp, (col: ColumnDefinitionBuilder) =>
      col.notNull().defaultTo(types.now),
    );
  }
  return result;
}
