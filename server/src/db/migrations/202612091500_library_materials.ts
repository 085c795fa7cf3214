import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/** Each kind keeps exactly its own columns: a link its url, a picture its address, a document its file, a page its doc. */
const SHAPE = sql`(kind in ('link', 'video') and url is not null and picture_url is null and document_name is null
    and draft_doc is null)
  or (kind = 'picture' and picture_url is not null and url is null and document_name is null and draft_doc is null)
  or (kind = 'document' and document_name is not null and document_original_name is not null
    and document_size is not null and document_type is not null and url is null and picture_url is null
    and draft_doc is null)
  or (kind = 'page' and draft_doc is not null and url is null and picture_url is null and document_name is null)`;

/**
 * The school's library of teaching materials and its studio pages (issue [14], docs/MATERIALS-STUDIO.md). A page's
 * draft carries a version that every save must name (a stale save is refused), and publishing copies the draft into
 * `published_doc`, which is all teachers and students ever read. A teacher shares a library material with their
 * classes by reference (`group_library_materials`), so an admin's correction reaches every class at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);

  await withTimestamps(
    withId(db.schema.createTable('library_materials'), t)
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
      .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addCheckConstraint('library_materials_shape', SHAPE),
    t,
  ).execute();
  await db.schema
    .createIndex('library_materials_subject_idx')
    .on('library_materials')
    .columns(['subject_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('library_material_tags')
    .addColumn('material_id', 'integer', (col) => col.notNull().references('library_materials.id').onDelete('cascade'))
    .addColumn('tag', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('library_material_tags_pk', ['material_id', 'tag'])
    .execute();
  await db.schema.createIndex('library_material_tags_tag_idx').on('library_material_tags').columns(['tag']).execute();

  await withTimestamps(
    db.schema
      .createTable('group_library_materials')
      .addColumn('group_id', 'integer', (col) => col.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('material_id', 'integer', (col) =>
        col.notNull().references('library_materials.id').onDelete('cascade'),
      )
      .addColumn('shared_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addPrimaryKeyConstraint('group_library_materials_pk', ['group_id', 'material_id']),
    t,
    ['created_at'],
  ).execute();
  await db.schema
    .createIndex('group_library_materials_material_idx')
    .on('group_library_materials')
    .columns(['material_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Uploaded documents and pictures stay on disk: a rollback must not destroy what an admin uploaded.
  await db.schema.dropTable('group_library_materials').execute();
  await db.schema.dropTable('library_material_tags').execute();
  await db.schema.dropTable('library_materials').execute();
}
