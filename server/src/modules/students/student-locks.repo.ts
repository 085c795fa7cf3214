import { ROLE } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Locks the students' rows (PostgreSQL; SQLite's one writer already serialises) in id order, so two staff
 * placing the same student wait for each other and the second sees what the first did. Answers the ids found.
 */
export async function lockStudents(
  db: Kysely<DB>,
  studentIds: readonly number[],
  dialect: 'sqlite' | 'postgres',
): Promise<number[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .selectFrom('students as st')
    .innerJoin('users as u', 'u.id', 'st.user_id')
    .select('st.user_id')
    .where('st.user_id', 'in', studentIds)
    .where('u.role_id', '=', ROLE.student)
    .orderBy('st.user_id')
    .$if(dialect === 'postgres', (qb) => qb.forUpdate('st'))
    .execute();
  return rows.map((row) => row.user_id);
}
