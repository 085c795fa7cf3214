import type { DistributionStatus } from '@umka/contracts';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** No current class of the row's subject holds the row's student. */
function hasNoClassInSubject(eb: ExpressionBuilder<DB & { ss: DB['student_subjects'] }, 'ss'>) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('group_students as gs')
        .innerJoin('groups as g', 'g.id', 'gs.group_id')
        .select('gs.student_id')
        .whereRef('gs.student_id', '=', 'ss.student_id')
        .whereRef('g.subject_id', '=', 'ss.subject_id')
        .where('g.deleted_at', 'is', null),
    ),
  );
}

export interface WaitingFilter {
  subjectIds: readonly number[];
  status?: DistributionStatus | undefined;
  studentId?: number;
}

/** Students of an active account with the subject active and no current class in it: they wait to be placed. */
function waiting(db: Kysely<DB>, filter: WaitingFilter) {
  let query = db
    .selectFrom('student_subjects as ss')
    .innerJoin('users as u', 'u.id', 'ss.student_id')
    .where('ss.subject_id', 'in', filter.subjectIds)
    .where('ss.status', '=', 'active')
    .where('u.is_active', '=', true)
    .where(hasNoClassInSubject);
  if (filter.status) query = query.where('ss.distribution_status', '=', filter.status);
  if (filter.studentId !== undefined) query = query.where('ss.student_id', '=', filter.studentId);
  return query;
}

/** Without a page, every waiting row of the filter: the service searches those in code. */
export async function listWaiting(db: Kysely<DB>, filter: WaitingFilter, page?: { limit: number; offset: number }) {
  if (filter.subjectIds.length === 0) return [];
  const query = waiting(db, filter)
    .select([
      'ss.student_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'ss.subject_id',
      'ss.distribution_status as status',
      'ss.created_at as since',
    ])
    .orderBy('ss.created_at')
    .orderBy('ss.student_id')
    .orderBy('ss.subject_id');
  return (page ? query.limit(page.limit).offset(page.offset) : query).execute();
}

export async function countWaiting(db: Kysely<DB>, filter: WaitingFilter): Promise<number> {
  if (filter.subjectIds.length === 0) return 0;
  const row = await waiting(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setDistributionStatus(
  db: Kysely<DB>,
  studentId: number,
  subjectId: number,
  status: DistributionStatus,
): Promise<void> {
  await db
    .updateTable('student_subjects')
    .set({ distribution_status: status })
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .execute();
}
