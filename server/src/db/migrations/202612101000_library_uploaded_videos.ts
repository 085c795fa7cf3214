import { type Kysely, sql } from 'kysely';
import { type DialectTypes, dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/**
 * A library video may be an uploaded file as well as a YouTube or Vimeo link (issue [14], docs/MATERIALS-STUDIO.md):
 * an uploaded one keeps its stored name, size and type (the recordings' video store and signed addresses serve it)
 * and has no url. Each kind still keeps exactly its own columns.
 */
const SHAPE = sql`(kind = 'link' and url is not null and picture_url is null and document_name is null
    and draft_doc is null and video_name is null)
  or (kind = 'video' and picture_url is null and document_name is null and draft_doc is null and (
    (url is not null and video_name is null and video_size is null and video_type is null)
    or (url is null and video_name is not null and video_size is not null and video_type is not null)))
  or (kind = 'picture' and picture_url is not null and url is null and document_name is null and draft_doc is null
    and video_name is null)
  or (kind = 'document' and document_name is not null and document_original_name is not null
    and document_size is not null and document_type is not null and url is null and picture_url is null
    and draft_doc is null and video_name is null)
  or (kind = 'page' and draft_doc is not null and url is null and picture_url is null and document_name is null
    and video_name is null)`;

/** The shape before this migration, for `down`. */
const LINKS_ONLY_SHAPE = sql`(kind in ('link', 'video') and url is not null and picture_url is null
    and document_name is null and draft_doc is null)
  or (kind = 'picture' and picture_url is not null and url is null and document_name is null and draft_doc is null)
  or (kind = 'document' and document_name is not null and document_original_name is not null
    and document_size is not null and document_type is not null and url is null and picture_url is null
    and draft_doc is null)
  or (kind = 'page' and draft_doc is not null and url is null and picture_url is null and document_name is null)`;

const COLUMNS = `id, subject_id, kind, title, description, url, picture_url, document_name, document_original_name,
  document_size, document_type, draft_doc, draft_version, draft_saved_at, published_doc, published_version,
  published_at, created_by, created_at, updated_at`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  if (t.postgres) {
    await db.schema.alterTable('library_materials').dropConstraint('library_materials_shape').execute();
    await db.schema
      .alterTable('library_materials')
      .addColumn('video_name', 'text')
      .addColumn('video_size', 'bigint')
      .addColumn('video_type', 'text')
      .execute();
    await db.schema.alterTable('library_materials').addCheckConstraint('library_materials_shape', SHAPE).execute();
    return;
  }
  await rebuildSqlite(db, t, 'with videos');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  // The video files stay on disk: a rollback must not destroy what an admin uploaded.
  await sql`delete from library_materials where kind = 'video' and url is null`.execute(db);
  if (t.postgres) {
    await db.schema.alterTable('library_materials').dropConstraint('library_materials_shape').execute();
    await db.schema
      .alterTable('library_materials')
      .dropColumn('video_name')
      .dropColumn('video_size')
      .dropColumn('video_type')
      .execute();
    await db.schema
      .alterTable('library_materials')
      .addCheckConstraint('library_materials_shape', LINKS_ONLY_SHAPE)
      .execute();
    return;
  }
  await rebuildSqlite(db, t, 'links only');
}

/**
 * SQLite cannot change a CHECK in place, so the table is rebuilt with its rows. Dropping the old table deletes the
 * tags and class shares that reference it (ON DELETE CASCADE, with foreign keys on), so they are kept aside first
 * and put back once the new table has the old one's name.
 */
async function rebuildSqlite(db: Kysely<unknown>, t: DialectTypes, shape: 'with videos' | 'links only') {
  let table = withId(db.schema.createTable('library_materials_next'), t)
    .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('document', 'picture', 'video', 'link', 'page')`),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('url', 'text')
    .addColumn('picture_url', 'text')
    .addColumn('document_name', 'text')
    .addColumn('document_original_name', 'text')
    .addColumn('document_size', 'integer')
    .addColumn('document_type', 'text')
    .addColumn('draft_doc', 'text')
    .addColumn('draft_version', 'integer', (col) => col.notNull().defaultTo(1).check(sql`draft_version >= 1`))
    .addColumn('draft_saved_at', t.timestamp)
    .addColumn('published_doc', 'text')
    .addColumn('published_version', 'integer')
    .addColumn('published_at', t.timestamp)
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'));
  table =
    shape === 'with videos'
      ? table
          .addColumn('video_name', 'text')
          .addColumn('video_size', 'integer')
          .addColumn('video_type', 'text')
          .addCheckConstraint('library_materials_shape', SHAPE)
      : table.addCheckConstraint('library_materials_shape', LINKS_ONLY_SHAPE);
  await withTimestamps(table, t).execute();
  await sql.raw(`insert into library_materials_next (${COLUMNS}) select ${COLUMNS} from library_materials`).execute(db);
  await sql`create table library_material_tags_kept as select * from library_material_tags`.execute(db);
  await sql`create table group_library_materials_kept as select * from group_library_materials`.execute(db);
  await db.schema.dropTable('library_materials').execute();
  await db.schema.alterTable('library_materials_next').renameTo('library_materials').execute();
  await sql`insert into library_material_tags select * from library_material_tags_kept`.execute(db);
  await sql`insert into group_library_materials select * from group_library_materials_kept`.execute(db);
  await db.schema.dropTable('library_material_tags_kept').execute();
  await db.schema.dropTable('group_library_materials_kept').execute();
  await db.schema
    .createIndex('library_materials_subject_idx')
    .on('library_materials')
    .columns(['subject_id', 'created_at'])
    .execute();
}
