import type { Kysely } from 'kysely';

/**
 * A word problem's text in English and Ukrainian beside the Russian `text` (issue [4b]): an en-US or uk-UA
 * student reads their own language, or the Russian text where no translation is written yet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('math_tasks').addColumn('text_en', 'text').execute();
  await db.schema.alterTable('math_tasks').addColumn('text_uk', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('math_tasks').dropColumn('text_uk').execute();
  await db.schema.alterTable('math_tasks').dropColumn('text_en').execute();
}
