import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface SubjectRow {
  student_id: number;
  subject_id: number;
  status: 'active' | 'blocked';
}

export async function listSubjectRows(db: Kysely<DB>, studentIds: readonly number[]): Promise<SubjectRow[]> {
  if (studentIds.length === 0) return [];
  return db
    .selectFrom('student_subjects')
    .select(['student_id', 'subject_id', 'status'])
    .where('student_id', 'in', studentIds)
    .orderBy('subject_id')
    .execute();
}

/**
 * The course of each subject the student was last busy in: that of the lesson they finished last. Courses are
 * not enrolled in (a student of the subject may open any), so their progress is the only sign of one.
 */
export async function listCurrentCourses(
  db: Kysely<DB>,
  studentId: number,
): Promise<Map<number, { id: number; title: string }>> {
  const rows = await db
    .selectFrom('it_lesson_progress as p')
    .innerJoin('it_lessons as l', 'l.id', 'p.lesson_id')
    .innerJoin('it_blocks as b', 'b.id', 'l.block_id')
    .innerJoin('it_courses as c', 'c.id', 'b.course_id')
    .select(['c.id', 'c.title', 'c.subject_id'])
    .where('p.student_id', '=', studentId)
    .orderBy('p.done_at', 'desc')
    .orderBy('p.lesson_id', 'desc')
    .execute();
  const courses = new Map<number, { id: number; title: string }>();
  for (const row of rows)
    if (!courses.has(row.subject_id)) courses.set(row.subject_id, { id: row.id, title: row.title });
  return courses;
}

export async function findCurrentGroup(db: Kysely<DB>, groupId: number) {
  return db
    .selectFrom('groups')
    .select(['id', 'subject_id', 'teacher_id', 'title'])
    .where('id', '=', groupId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function listCurrentGroups(db: Kysely<DB>, groupIds: readonly number[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('groups')
    .select(['id', 'subject_id', 'teacher_id', 'title'])
    .where('id', 'in', groupIds)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Takes the student out of every current class of the subject but `keepGroupId`; answers the classes left. */
export async function leaveSubjectClasses(
  db: Kysely<DB>,
  studentId: number,
  subjectId: number,
  keepGroupId: number | null,
): Promise<number[]> {
  const classes = await db
    .selectFrom('group_students as gs')
    .innerJoin('groups as g', 'g.id', 'gs.group_id')
    .select('g.id')
    .where('gs.student_id', '=', studentId)
    .where('g.subject_id', '=', subjectId)
    .where('g.deleted_at', 'is', null)
    .execute();
  const leaving = classes.map((row) => row.id).filter((id) => id !== keepGroupId);
  if (leaving.length > 0) {
    await db
      .deleteFrom('group_students')
      .where('student_id', '=', studentId)
      .where('group_id', 'in', leaving)
      .execute();
  }
  return leaving;
}

/** Puts the student in the class unless they are there already; answers whether they joined. */
export async function joinClass(db: Kysely<DB>, studentId: number, groupId: number, now: string): Promise<boolean> {
  const result = await db
    .insertInto('group_students')
    .values({ group_id: groupId, student_id: studentId, created_at: now })
    .onConflict((oc) => oc.columns(['group_id', 'student_id']).doNothing())
    .returning('student_id')
    .executeTakeFirst();
  return result !== undefined;
}

export async function deleteSubjectRow(db: Kysely<DB>, studentId: number, subjectId: number): Promise<void> {
  await db
    .deleteFrom('student_subjects')
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .execute();
}

export async function updateStudentProfile(
  db: Kysely<DB>,
  studentId: number,
  values: { timezone: string | null; birth_date: string | null },
): Promise<void> {
  await db.updateTable('students').set(values).where('user_id', '=', studentId).execute();
}

export async function adminLocale(db: Kysely<DB>, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst();
  return row?.locale ?? null;
}

export async function listSubjectTitles(db: Kysely<DB>) {
  return db.selectFrom('subjects').select(['id', 'title_ru', 'title_en', 'title_uk']).orderBy('id').execute();
}
