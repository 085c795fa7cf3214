import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

export interface ColumnReference {
  table: string;
  column: string;
  /** The table and column the foreign key points at. */
  references: string;
}

/** Every foreign key of the live schema, one row per column, as the database itself describes it. */
export async function foreignKeys(db: Kysely<DB>, dialect: DialectName): Promise<ColumnReference[]> {
  if (dialect === 'postgres') {
    // The catalog pairs the columns of a composite key; information_schema's views would cross them.
    const { rows } = await sql<{ table: string; column: string; ref_table: string; ref_column: string }>`
      select cl.relname as table, a.attname as column, rcl.relname as ref_table, ra.attname as ref_column
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_namespace n on n.oid = cl.relnamespace
      join pg_class rcl on rcl.oid = c.confrelid
      cross join lateral unnest(c.conkey, c.confkey) as k(col, refcol)
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.col
      join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = k.refcol
      where c.contype = 'f' and n.nspname = current_schema()`.execute(db);
    return rows.map((row) => ({
      table: row.table,
      column: row.column,
      references: `${row.ref_table}.${row.ref_column}`,
    }));
  }
  const references: ColumnReference[] = [];
  for (const table of await tableNames(db, dialect)) {
    const { rows } = await sql<{ from: string; table: string; to: string }>`
      select "from", "table", "to" from pragma_foreign_key_list(${table})`.execute(db);
    for (const row of rows) references.push({ table, column: row.from, references: `${row.table}.${row.to}` });
  }
  return references;
}

export async function tableNames(db: Kysely<DB>, dialect: DialectName): Promise<string[]> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table'
          and name not like 'sqlite_%'`.execute(db);
  return rows.map((row) => row.name).filter((name) => !name.startsWith('kysely_'));
}

/** The columns that can hold text (JSON included), where a name, an address or a message would be found. */
export async function textColumns(
  db: Kysely<DB>,
  dialect: DialectName,
): Promise<Array<{ table: string; column: string }>> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ table: string; column: string }>`
      select c.table_name as table, c.column_name as column from information_schema.columns c
      join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'json', 'jsonb')
        and c.table_name not like 'kysely_%'`.execute(db);
    return rows;
  }
  const columns: Array<{ table: string; column: string }> = [];
  for (const table of await tableNames(db, dialect)) {
    const { rows } = await sql<{
      name: string;
      type: string;
    }>`select name, type from pragma_table_info(${table})`.execute(db);
    for (const row of rows) if (/text|json|char|^$/i.test(row.type)) columns.push({ table, column: row.name });
  }
  return columns;
}
