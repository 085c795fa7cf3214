import type { Kysely } from 'kysely';
import { dialectTypes, withId } from '../migration-helpers.ts';

/**
 * An admin's replacement of a shipped text (issue [14] "Texts"): an interface text of the web's locale files or a
 * server mail template, in one locale. Deleting the row brings the shipped text back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const types = dialectTypes(db);
  await withId(db.schema.createTable('text_overrides'), types)
    .addColumn('key', 'varchar(200)', (col) => col.notNull())
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_at', types.timestamp, (col) => col.notNull().defaultTo(types.now))
    .addUniqueConstraint('text_overrides_key_locale_unique', ['key', 'locale'])
    .execute();
  // The public answer reads one locale's overrides.
  await db.schema.createIndex('text_overrides_locale_idx').on('text_overrides').column('locale').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('text_overrides').execute();
}
