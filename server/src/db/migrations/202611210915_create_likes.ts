import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/**
 * Likes are money-like (ARCHITECTURE.md): a balance per student and subject that can never go
 * below zero, and an append-only ledger row for every change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);

  await withTimestamps(
    db.schema
      .createTable('likes_balances')
      .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
      .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
      .addColumn('balance', 'integer', (col) => col.notNull().defaultTo(0).check(sql`balance >= 0`))
      .addPrimaryKeyConstraint('likes_balances_pk', ['student_id', 'subject_id']),
    t,
    ['updated_at'],
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('likes_ledger'), t)
      .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
      .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
      .addColumn('delta', 'integer', (col) => col.notNull().check(sql`delta <> 0`))
      .addColumn('balance_after', 'integer', (col) => col.notNull().check(sql`balance_after >= 0`))
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('ref_type', 'text')
      .addColumn('ref_id', 'integer'),
    t,
    ['created_at'],
  ).execute();
  await db.schema
    .createIndex('likes_ledger_student_subject_idx')
    .on('likes_ledger')
    .columns(['student_id', 'subject_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('likes_ledger').execute();
  await db.schema.dropTable('likes_balances').execute();
}
