import { type Kysely, sql } from 'kysely';
import { dialectTypes } from '../migration-helpers.ts';

/**
 * Teacher cabinet classes (spec §4): a student waiting for a class in a subject is active or frozen in the
 * distribution, kept on the student's subject row; the class notice remembers when it was last written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);

  await db.schema
    .alterTable('student_subjects')
    .addColumn('distribution_status', 'text', (col) =>
      col.notNull().defaultTo('active').check(sql`distribution_status in ('active', 'frozen')`),
    )
    .execute();
  // The distribution lists the students of a subject; the primary key leads with the student.
  await db.schema
    .createIndex('student_subjects_subject_id_idx')
    .on('student_subjects')
    .columns(['subject_id', 'status'])
    .execute();

  await db.schema.alterTable('groups').addColumn('message_updated_at', t.timestamp).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('groups').dropColumn('message_updated_at').execute();
  await db.schema.dropIndex('student_subjects_subject_id_idx').execute();
  await db.schema.alterTable('student_subjects').dropColumn('distribution_status').execute();
}
