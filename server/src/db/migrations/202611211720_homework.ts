import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/**
 * Homework of a class (spec §3): trainer items with the teacher's settings and a target, task items with
 * files, the students' answers in versions, the teacher's templates, and the private files behind them.
 * A trainer session started from a homework item remembers it, so its validated result counts toward
 * the item's target.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);

  await withId(db.schema.createTable('private_files'), t)
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('stored_name', 'text', (col) => col.notNull().unique())
    .addColumn('size', 'integer', (col) => col.notNull().check(sql`size >= 0`))
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('homework'), t)
      .addColumn('group_id', 'integer', (col) => col.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('description', 'text')
      // Calendar days as the teacher picked them; text sorts them right in both dialects.
      .addColumn('given_on', 'text', (col) => col.notNull())
      .addColumn('due_on', 'text', (col) => col.notNull())
      .addColumn('published', t.boolean, (col) => col.notNull().defaultTo(t.true))
      .addColumn('template_title', 'text'),
    t,
  ).execute();
  await db.schema.createIndex('homework_group_idx').on('homework').columns(['group_id', 'due_on']).execute();

  await withId(db.schema.createTable('homework_items'), t)
    .addColumn('homework_id', 'integer', (col) => col.notNull().references('homework.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('trainer', 'task')`))
    .addColumn('trainer_id', 'integer', (col) => col.references('trainers.id').onDelete('cascade'))
    .addColumn('settings', t.json)
    .addColumn('target_rounds', 'integer', (col) => col.check(sql`target_rounds > 0`))
    .addColumn('min_score', 'double precision')
    .addColumn('text', 'text')
    .addCheckConstraint(
      'homework_items_shape',
      sql`(type = 'trainer' and trainer_id is not null and target_rounds is not null) or (type = 'task' and text is not null)`,
    )
    .execute();
  await db.schema.createIndex('homework_items_homework_idx').on('homework_items').columns(['homework_id']).execute();

  await db.schema
    .createTable('homework_item_files')
    .addColumn('item_id', 'integer', (col) => col.notNull().references('homework_items.id').onDelete('cascade'))
    .addColumn('file_id', 'integer', (col) => col.notNull().references('private_files.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('homework_item_files_pk', ['item_id', 'file_id'])
    .execute();
  await db.schema.createIndex('homework_item_files_file_idx').on('homework_item_files').columns(['file_id']).execute();

  await withId(db.schema.createTable('homework_answers'), t)
    .addColumn('item_id', 'integer', (col) => col.notNull().references('homework_items.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull().check(sql`version > 0`))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('submitted').check(sql`status in ('submitted', 'accepted', 'needs_rework')`),
    )
    .addColumn('comment', 'text')
    .addColumn('reviewed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
    // Two submissions racing for the same version: one wins, the other is told to retry.
    .addUniqueConstraint('homework_answers_version_uq', ['item_id', 'student_id', 'version'])
    .execute();

  await db.schema
    .createTable('homework_answer_files')
    .addColumn('answer_id', 'integer', (col) => col.notNull().references('homework_answers.id').onDelete('cascade'))
    .addColumn('file_id', 'integer', (col) => col.notNull().references('private_files.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('homework_answer_files_pk', ['answer_id', 'file_id'])
    .execute();
  await db.schema
    .createIndex('homework_answer_files_file_idx')
    .on('homework_answer_files')
    .columns(['file_id'])
    .execute();

  // Items are kept as the editor's JSON: a template is copied whole into a homework, never queried by item.
  await withTimestamps(
    withId(db.schema.createTable('homework_templates'), t)
      .addColumn('teacher_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('description', 'text')
      .addColumn('items', t.json, (col) => col.notNull()),
    t,
  ).execute();
  await db.schema
    .createIndex('homework_templates_teacher_idx')
    .on('homework_templates')
    .columns(['teacher_id'])
    .execute();

  // A removed item leaves its rounds as ordinary trainer rounds.
  await db.schema
    .alterTable('trainer_sessions')
    .addColumn('homework_item_id', 'integer', (col) => col.references('homework_items.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('trainer_sessions_homework_item_idx')
    .on('trainer_sessions')
    .columns(['homework_item_id', 'student_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('trainer_sessions_homework_item_idx').execute();
  await db.schema.alterTable('trainer_sessions').dropColumn('homework_item_id').execute();
  for (const table of [
    'homework_templates',
    'homework_answer_files',
    'homework_answers',
    'homework_item_files',
    'homework_items',
    'homework',
    'private_files',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
