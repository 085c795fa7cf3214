import { type Kysely, sql } from 'kysely';
import { type DialectTypes, dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/**
 * A lesson recording may be an uploaded video as well as a link (issue [4]): `kind` tells them apart,
 * `url` becomes optional, and a video keeps its stored file name, size and type. SQLite cannot drop a
 * NOT NULL, so there the table is rebuilt with its rows (nothing references it).
 */
const SHAPE = sql`(kind = 'link' and url is not null and video_name is null and video_size is null and video_type is null)
  or (kind = 'video' and url is null and video_name is not null and video_size is not null and video_type is not null)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  if (t.postgres) {
    await db.schema
      .alterTable('group_recordings')
      .addColumn('kind', 'text', (col) => col.notNull().defaultTo('link').check(sql`kind in ('link', 'video')`))
      .addColumn('video_name', 'text')
      .addColumn('video_size', 'bigint')
      .addColumn('video_type', 'text')
      .alterColumn('url', (col) => col.dropNotNull())
      .execute();
    await db.schema.alterTable('group_recordings').addCheckConstraint('group_recordings_shape', SHAPE).execute();
    return;
  }
  await rebuildSqlite(db, t, 'with videos');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  // The video files stay on disk: a rollback must not destroy what a teacher uploaded.
  await sql`delete from group_recordings where kind = 'video'`.execute(db);
  if (t.postgres) {
    await db.schema.alterTable('group_recordings').dropConstraint('group_recordings_shape').execute();
    await db.schema
      .alterTable('group_recordings')
      .dropColumn('kind')
      .dropColumn('video_name')
      .dropColumn('video_size')
      .dropColumn('video_type')
      .alterColumn('url', (col) => col.setNotNull())
      .execute();
    return;
  }
  await rebuildSqlite(db, t, 'links only');
}

async function rebuildSqlite(db: Kysely<unknown>, t: DialectTypes, shape: 'with videos' | 'links only') {
  let table = withId(db.schema.createTable('group_recordings_next'), t)
    .addColumn('group_id', 'integer', (col) => col.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('recorded_on', 'text', (col) => col.notNull());
  if (shape === 'with videos') {
    table = table
      .addColumn('kind', 'text', (col) => col.notNull().defaultTo('link').check(sql`kind in ('link', 'video')`))
      .addColumn('url', 'text')
      .addColumn('video_name', 'text')
      .addColumn('video_size', 'integer')
      .addColumn('video_type', 'text')
      .addCheckConstraint('group_recordings_shape', SHAPE);
  } else {
    table = table.addColumn('url', 'text', (col) => col.notNull());
  }
  await withTimestamps(table, t, ['created_at']).execute();
  await sql`insert into group_recordings_next (id, group_id, title, recorded_on, url, created_at)
    select id, group_id, title, recorded_on, url, created_at from group_recordings`.execute(db);
  await db.schema.dropTable('group_recordings').execute();
  await db.schema.alterTable('group_recordings_next').renameTo('group_recordings').execute();
  await db.schema
    .createIndex('group_recordings_group_idx')
    .on('group_recordings')
    .columns(['group_id', 'recorded_on'])
    .execute();
}
