import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/**
 * A child's voice recordings sent to their teacher (issue [10], articulation exercises). The sound is a file under
 * storageDir/voice-recordings named by `audio_name`; a row is kept until the teacher or the child deletes it (no
 * expiry). `voice_recording_days` counts what a student sent on a UTC day, raised by a conditional update, so the
 * daily limit holds under concurrent sends on both databases; deleting a recording does not give a send back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await withTimestamps(
    withId(db.schema.createTable('voice_recordings'), t)
      .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('teacher_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
      .addColumn('topic', 'text', (col) => col.notNull())
      .addColumn('topic_title', 'text', (col) => col.notNull())
      .addColumn('audio_name', 'text', (col) => col.notNull().unique())
      .addColumn('audio_type', 'text', (col) => col.notNull().check(sql`audio_type in ('audio/webm', 'audio/mp4')`))
      .addColumn('size', 'integer', (col) => col.notNull().check(sql`size > 0`))
      .addColumn('duration_ms', 'integer', (col) => col.notNull().check(sql`duration_ms > 0`))
      .addColumn('heard_at', t.timestamp),
    t,
    ['created_at'],
  ).execute();
  // The teacher's list (newest first) and its unheard count; the student's own list.
  await db.schema
    .createIndex('voice_recordings_teacher_idx')
    .on('voice_recordings')
    .columns(['teacher_id', 'id'])
    .execute();
  await db.schema
    .createIndex('voice_recordings_student_idx')
    .on('voice_recordings')
    .columns(['student_id', 'id'])
    .execute();

  await db.schema
    .createTable('voice_recording_days')
    .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('sent', 'integer', (col) => col.notNull().defaultTo(0).check(sql`sent >= 0`))
    .addPrimaryKeyConstraint('voice_recording_days_pkey', ['student_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The files stay on disk: a rollback must not destroy what children recorded.
  await db.schema.dropTable('voice_recording_days').execute();
  await db.schema.dropTable('voice_recordings').execute();
}
