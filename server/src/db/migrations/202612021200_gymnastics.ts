import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/**
 * Eye and finger gymnastics (issue [10]). `gymnastics_videos`: a subject's exercises, each built into the web app
 * (`builtin_key`), a link, or an uploaded video kept under storageDir/gymnastics; a check keeps each source's
 * columns apart. `gymnastics_done`: a student's sessions of one (UTC) day, counted by one conditional upsert, so two
 * presses of "done" at once count once.
 */
const SHAPE = sql`(source = 'builtin' and builtin_key is not null and link_url is null
    and video_name is null and video_size is null and video_type is null)
  or (source = 'link' and link_url is not null and title is not null and builtin_key is null
    and video_name is null and video_size is null and video_type is null)
  or (source = 'video' and video_name is not null and video_size is not null and video_type is not null
    and title is not null and link_url is null and builtin_key is null)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await withTimestamps(
    withId(db.schema.createTable('gymnastics_videos'), t)
      .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
      .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('eyes', 'fingers')`))
      .addColumn('source', 'text', (col) => col.notNull().check(sql`source in ('builtin', 'link', 'video')`))
      .addColumn('title', 'text')
      .addColumn('link_url', 'text')
      .addColumn('builtin_key', 'text')
      .addColumn('video_name', 'text')
      .addColumn('video_size', t.postgres ? 'bigint' : 'integer')
      .addColumn('video_type', 'text')
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      .addCheckConstraint('gymnastics_videos_shape', SHAPE),
    t,
  ).execute();
  await db.schema
    .createIndex('gymnastics_videos_subject_idx')
    .on('gymnastics_videos')
    .columns(['subject_id', 'kind', 'position', 'id'])
    .execute();

  await db.schema
    .createTable('gymnastics_done')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull().check(sql`count > 0`))
    .addColumn('last_done_at', t.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('gymnastics_done_pk', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Uploaded video files stay on disk: a rollback must not destroy what an admin uploaded.
  await db.schema.dropTable('gymnastics_done').execute();
  await db.schema.dropTable('gymnastics_videos').execute();
}
