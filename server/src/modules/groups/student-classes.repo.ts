import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A student's current class with its teacher: where a student's card (an admin's, a parent's) says who teaches them. */
export interface ClassRow {
  student_id: number;
  group_id: number;
  title: string;
  subject_id: number;
  teacher_id: number;
  teacher_first_name: string;
  teacher_last_name: string;
}

/** The students' current classes (not deleted) with their teachers. */
export async function listClassRows(db: Kysely<DB>, studentIds: readonly number[]): Promise<ClassRow[]> {
  if (studentIds.length === 0) return [];
  return db
    .selectFrom('group_students as gs')
    .innerJoin('groups as g', 'g.id', 'gs.group_id')
    .innerJoin('users as t', 't.id', 'g.teacher_id')
    .select([
      'gs.student_id',
      'g.id as group_id',
      'g.title',
      'g.subject_id',
      'g.teacher_id',
      't.first_name as teacher_first_name',
      't.last_name as teacher_last_name',
    ])
    .where('gs.student_id', 'in', studentIds)
    .where('g.deleted_at', 'is', null)
    .orderBy('g.id')
    .execute();
}
