import type { Kysely } from 'kysely';
import { dialectTypes } from '../migration-helpers.ts';

/**
 * Which "needs help" signals a teacher marked handled (issue [15]): one row per class, student, rule and occurrence
 * (the fingerprint of the evidence the signal stood on). The class page hides a signal whose fingerprint is here, and
 * shows it again once newer evidence gives it another. The primary key makes a second mark of the same occurrence
 * (two tabs, a double click) a no-op, and leads with the class, which is how the page reads the marks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await db.schema
    .createTable('help_signals_handled')
    .addColumn('group_id', 'integer', (col) => col.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
    .addColumn('rule', 'text', (col) => col.notNull())
    .addColumn('fingerprint', 'text', (col) => col.notNull())
    .addColumn('handled_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('handled_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
    .addPrimaryKeyConstraint('help_signals_handled_pk', ['group_id', 'student_id', 'rule', 'fingerprint'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('help_signals_handled').execute();
}
