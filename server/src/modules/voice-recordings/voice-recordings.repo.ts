import type { Insertable, Kysely } from 'kysely';
import type { DB, VoiceRecordingsTable } from '../../db/schema.ts';

export type NewVoiceRecordingRow = Insertable<VoiceRecordingsTable>;

/** A recording with the name of the student who made it, as both lists show it. */
export interface VoiceRecordingRow {
  id: number;
  student_id: number;
  teacher_id: number;
  subject_id: number;
  topic: string;
  topic_title: string;
  audio_name: string;
  audio_type: 'audio/webm' | 'audio/mp4';
  size: number;
  duration_ms: number;
  created_at: string;
  heard_at: string | null;
  first_name: string;
  last_name: string;
}

function withStudent(db: Kysely<DB>) {
  return db
    .selectFrom('voice_recordings as v')
    .innerJoin('users as u', 'u.id', 'v.student_id')
    .select([
      'v.id',
      'v.student_id',
      'v.teacher_id',
      'v.subject_id',
      'v.topic',
      'v.topic_title',
      'v.audio_name',
      'v.audio_type',
      'v.size',
      'v.duration_ms',
      'v.created_at',
      'v.heard_at',
      'u.first_name',
      'u.last_name',
    ]);
}

export async function findVoiceRecording(db: Kysely<DB>, id: number): Promise<VoiceRecordingRow | undefined> {
  return withStudent(db).where('v.id', '=', id).executeTakeFirst();
}

export async function insertVoiceRecording(db: Kysely<DB>, values: NewVoiceRecordingRow): Promise<number> {
  const row = await db.insertInto('voice_recordings').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Counts one more send of the student's day when the day has room left; false when it has none. The conditional
 * update holds the row's lock until the transaction ends, so concurrent sends queue behind it on PostgreSQL too and
 * each sees the count the one before left.
 */
export async function claimDailySend(db: Kysely<DB>, studentId: number, day: string, limit: number): Promise<boolean> {
  await db
    .insertInto('voice_recording_days')
    .values({ student_id: studentId, day, sent: 0 })
    .onConflict((oc) => oc.columns(['student_id', 'day']).doNothing())
    .execute();
  const result = await db
    .updateTable('voice_recording_days')
    .set((eb) => ({ sent: eb('sent', '+', 1) }))
    .where('student_id', '=', studentId)
    .where('day', '=', day)
    .where('sent', '<', limit)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type Party = { teacherId: number } | { studentId: number };

function ofParty(db: Kysely<DB>, party: Party) {
  const query = withStudent(db);
  return 'teacherId' in party
    ? query.where('v.teacher_id', '=', party.teacherId)
    : query.where('v.student_id', '=', party.studentId);
}

/** One page of what a teacher received or a student sent, newest first. */
export async function listVoiceRecordings(
  db: Kysely<DB>,
  party: Party,
  page: { limit: number; offset: number },
): Promise<VoiceRecordingRow[]> {
  return ofParty(db, party).orderBy('v.id', 'desc').limit(page.limit).offset(page.offset).execute();
}

/** How many the party has, and how many of them the teacher has not heard yet. */
export async function countVoiceRecordings(db: Kysely<DB>, party: Party): Promise<{ total: number; unheard: number }> {
  const row = await db
    .selectFrom('voice_recordings')
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.count<number>('heard_at').as('heard')])
    .$call((query) =>
      'teacherId' in party
        ? query.where('teacher_id', '=', party.teacherId)
        : query.where('student_id', '=', party.studentId),
    )
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unheard: Number(row.total) - Number(row.heard) };
}

export async function countUnheard(db: Kysely<DB>, teacherId: number): Promise<number> {
  return (await countVoiceRecordings(db, { teacherId })).unheard;
}

/** Stamps the first listening only; a second one keeps the first time. */
export async function markHeard(db: Kysely<DB>, id: number, now: string): Promise<void> {
  await db
    .updateTable('voice_recordings')
    .set({ heard_at: now })
    .where('id', '=', id)
    .where('heard_at', 'is', null)
    .execute();
}

/** The stored file's name of the deleted row; undefined when it was already gone. */
export async function deleteVoiceRecording(db: Kysely<DB>, id: number): Promise<string | undefined> {
  const row = await db.deleteFrom('voice_recordings').where('id', '=', id).returning('audio_name').executeTakeFirst();
  return row?.audio_name;
}
