import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

const PROFILE_COLUMNS = [
  'u.id',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.phone',
  'u.is_active',
  'u.created_at',
] as const;

/** Every teacher's profile: the admin's list is filtered and sorted from these (a school has a few hundred). */
export async function listTeacherProfiles(db: Kysely<DB>) {
  return db.selectFrom('teachers as t').innerJoin('users as u', 'u.id', 't.user_id').select(PROFILE_COLUMNS).execute();
}

export type TeacherProfileRow = Awaited<ReturnType<typeof listTeacherProfiles>>[number];

export async function findTeacherProfile(db: Kysely<DB>, id: number): Promise<TeacherProfileRow | undefined> {
  return db
    .selectFrom('teachers as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(PROFILE_COLUMNS)
    .where('t.user_id', '=', id)
    .executeTakeFirst();
}

/** Each teacher's subject ids in the order of the subjects list. */
export async function subjectIdsByTeacher(db: Kysely<DB>): Promise<Map<number, number[]>> {
  const rows = await db
    .selectFrom('teacher_subjects as ts')
    .innerJoin('subjects as s', 's.id', 'ts.subject_id')
    .select(['ts.teacher_id', 'ts.subject_id'])
    .orderBy('s.position')
    .execute();
  const map = new Map<number, number[]>();
  for (const row of rows) {
    const list = map.get(row.teacher_id);
    if (list) list.push(row.subject_id);
    else map.set(row.teacher_id, [row.subject_id]);
  }
  return map;
}
