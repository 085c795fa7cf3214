import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/**
 * A teacher's materials library and what a class shows on /student/class (issue [4]): the materials shared
 * with it, its weekly schedule and its lesson recordings. A material's file is a private file, so it is
 * only ever served through GET /api/files/{id} with its access rule.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);

  await withTimestamps(
    withId(db.schema.createTable('materials'), t)
      .addColumn('teacher_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('file', 'link')`))
      .addColumn('url', 'text')
      .addColumn('file_id', 'integer', (col) => col.references('private_files.id').onDelete('cascade'))
      .addColumn('description', 'text')
      .addCheckConstraint(
        'materials_shape',
        sql`(kind = 'link' and url is not null and file_id is null) or (kind = 'file' and file_id is not null and url is null)`,
      ),
    t,
  ).execute();
  await db.schema.createIndex('materials_teacher_idx').on('materials').columns(['teacher_id']).execute();
  await db.schema.createIndex('materials_file_idx').on('materials').columns(['file_id']).execute();

  await db.schema
    .createTable('group_materials')
    .addColumn('group_id', 'integer', (col) => col.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('material_id', 'integer', (col) => col.notNull().references('materials.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('group_materials_pk', ['group_id', 'material_id'])
    .execute();
  await db.schema.createIndex('group_materials_material_idx').on('group_materials').columns(['material_id']).execute();

  await withId(db.schema.createTable('group_schedule_slots'), t)
    .addColumn('group_id', 'integer', (col) => col.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (col) => col.notNull().check(sql`weekday between 1 and 7`))
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('duration_minutes', 'integer', (col) => col.notNull().check(sql`duration_minutes > 0`))
    .execute();
  await db.schema
    .createIndex('group_schedule_slots_group_idx')
    .on('group_schedule_slots')
    .columns(['group_id'])
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('group_recordings'), t)
      .addColumn('group_id', 'integer', (col) => col.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('recorded_on', 'text', (col) => col.notNull())
      .addColumn('url', 'text', (col) => col.notNull()),
    t,
    ['created_at'],
  ).execute();
  await db.schema
    .createIndex('group_recordings_group_idx')
    .on('group_recordings')
    .columns(['group_id', 'recorded_on'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('group_recordings').execute();
  await db.schema.dropTable('group_schedule_slots').execute();
  await db.schema.dropTable('group_materials').execute();
  await db.schema.dropTable('materials').execute();
}
