import type { Kysely } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/**
 * Certificates a teacher issues to a student (issue [4]). The issuer's name is kept as printed, so a
 * certificate still reads the same after the issuer renames or leaves; `issued_by` only decides who may
 * withdraw it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);

  await withTimestamps(
    withId(db.schema.createTable('certificates'), t)
      .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('issued_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('issuer_name', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('issued_on', 'text', (col) => col.notNull()),
    t,
    ['created_at'],
  ).execute();
  await db.schema
    .createIndex('certificates_student_id_idx')
    .on('certificates')
    .columns(['student_id', 'issued_on'])
    .execute();
  await db.schema.createIndex('certificates_issued_by_idx').on('certificates').column('issued_by').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('certificates').execute();
}
