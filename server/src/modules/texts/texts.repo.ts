import type { Locale } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface OverrideRow {
  key: string;
  locale: Locale;
  value: string;
  updated_by: number | null;
  updated_at: string;
}

const COLUMNS = ['key', 'locale', 'value', 'updated_by', 'updated_at'] as const;

/** Every override: a table of at most a few thousand short rows, read whole by the admin's list and the cache. */
export function listOverrides(db: Kysely<DB>): Promise<OverrideRow[]> {
  return db.selectFrom('text_overrides').select(COLUMNS).orderBy('key').execute();
}

export function listLocaleOverrides(db: Kysely<DB>, locale: Locale): Promise<OverrideRow[]> {
  return db.selectFrom('text_overrides').select(COLUMNS).where('locale', '=', locale).orderBy('key').execute();
}

export function findKeyOverrides(db: Kysely<DB>, keys: readonly string[], locale?: Locale): Promise<OverrideRow[]> {
  let query = db.selectFrom('text_overrides').select(COLUMNS).where('key', 'in', keys);
  if (locale) query = query.where('locale', '=', locale);
  return query.execute();
}

export async function upsertOverride(trx: Kysely<DB>, row: OverrideRow): Promise<void> {
  await trx
    .insertInto('text_overrides')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .columns(['key', 'locale'])
        .doUpdateSet({ value: row.value, updated_by: row.updated_by, updated_at: row.updated_at }),
    )
    .execute();
}

export async function deleteOverrides(trx: Kysely<DB>, key: string, locales: readonly Locale[]): Promise<void> {
  if (locales.length === 0) return;
  await trx.deleteFrom('text_overrides').where('key', '=', key).where('locale', 'in', locales).execute();
}
