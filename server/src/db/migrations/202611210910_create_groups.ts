import type { Kysely } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);

  await withTimestamps(
    withId(db.schema.createTable('groups'), t)
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
      // A teacher with classes cannot be deleted by accident: the classes must move first.
      .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teachers.user_id').onDelete('restrict'))
      .addColumn('message', 'text')
      .addColumn('deleted_at', t.timestamp),
    t,
  ).execute();
  await db.schema.createIndex('groups_teacher_id_idx').on('groups').column('teacher_id').execute();

  await withTimestamps(
    db.schema
      .createTable('group_students')
      .addColumn('group_id', 'integer', (col) => col.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
      .addPrimaryKeyConstraint('group_students_pk', ['group_id', 'student_id']),
    t,
    ['created_at'],
  ).execute();
  await db.schema.createIndex('group_students_student_id_idx').on('group_students').column('student_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('group_students').execute();
  await db.schema.dropTable('groups').execute();
}
