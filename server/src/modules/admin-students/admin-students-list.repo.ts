import { type AdminStudentFilter, type AdminStudentListQuery, ROLE } from '@umka/contracts';
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { containsIgnoringCase } from '../../db/text-search.ts';
import { pageOffset } from '../../lib/pagination.ts';

type ListFrom = DB & { u: DB['users']; st: DB['students'] };
type Listed = SelectQueryBuilder<ListFrom, 'u' | 'st', object>;

export interface StudentListRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  is_active: boolean | number;
  created_at: string;
  birth_date: string | null;
  timezone: string | null;
}

/** Names in either order, the email and the phone, in any case of any alphabet. */
function matchesSearch(dialect: 'sqlite' | 'postgres', search: string) {
  return containsIgnoringCase(
    dialect,
    [
      sql`u.first_name || ' ' || u.last_name`,
      sql`u.last_name || ' ' || u.first_name`,
      sql`u.email`,
      sql`coalesce(u.phone, '')`,
    ],
    search,
  );
}

/** A current (not deleted) class of the student, narrowed by the callback. */
function classOf(
  eb: ExpressionBuilder<ListFrom, 'u' | 'st'>,
  narrow: (
    qb: SelectQueryBuilder<ListFrom & { gs: DB['group_students']; g: DB['groups'] }, 'u' | 'st' | 'gs' | 'g', object>,
  ) => SelectQueryBuilder<ListFrom & { gs: DB['group_students']; g: DB['groups'] }, 'u' | 'st' | 'gs' | 'g', object>,
) {
  return eb.exists(
    narrow(
      eb
        .selectFrom('group_students as gs')
        .innerJoin('groups as g', 'g.id', 'gs.group_id')
        .whereRef('gs.student_id', '=', 'u.id')
        .where('g.deleted_at', 'is', null),
    ).select('gs.student_id'),
  );
}

function filtered(db: Kysely<DB>, dialect: 'sqlite' | 'postgres', filter: AdminStudentFilter): Listed {
  let query: Listed = db
    .selectFrom('users as u')
    .innerJoin('students as st', 'st.user_id', 'u.id')
    .where('u.role_id', '=', ROLE.student)
    // An erased student is an anonymous row kept for ledgers' sums, nobody to manage (docs/DATA-RIGHTS.md).
    .where('u.erased_at', 'is', null);
  const { subject_id: subjectId, status } = filter;
  if (filter.search) query = query.where(matchesSearch(dialect, filter.search));
  if (subjectId !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('student_subjects as ss')
          .select('ss.student_id')
          .whereRef('ss.student_id', '=', 'u.id')
          .where('ss.subject_id', '=', subjectId)
          .$if(status !== undefined, (qb) => qb.where('ss.status', '=', status ?? 'active')),
      ),
    );
  } else if (status !== undefined) {
    query = query.where('u.is_active', '=', status === 'active');
  }
  const groupId = filter.group_id;
  if (groupId !== undefined) query = query.where((eb) => classOf(eb, (qb) => qb.where('g.id', '=', groupId)));
  const teacherId = filter.teacher_id;
  if (teacherId !== undefined) {
    query = query.where((eb) =>
      classOf(eb, (qb) =>
        qb
          .where('g.teacher_id', '=', teacherId)
          .$if(subjectId !== undefined, (inner) => inner.where('g.subject_id', '=', subjectId ?? 0)),
      ),
    );
  }
  if (filter.no_class === true) {
    // In the subject when one is chosen, else in any subject the student studies.
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('student_subjects as waiting')
          .select('waiting.student_id')
          .whereRef('waiting.student_id', '=', 'u.id')
          .$if(subjectId !== undefined, (qb) => qb.where('waiting.subject_id', '=', subjectId ?? 0))
          .where((inner) =>
            inner.not(
              inner.exists(
                inner
                  .selectFrom('group_students as gs')
                  .innerJoin('groups as g', 'g.id', 'gs.group_id')
                  .select('gs.student_id')
                  .whereRef('gs.student_id', '=', 'u.id')
                  .whereRef('g.subject_id', '=', 'waiting.subject_id')
                  .where('g.deleted_at', 'is', null),
              ),
            ),
          ),
      ),
    );
  }
  return query;
}

const COLUMNS = [
  'u.id',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.phone',
  'u.is_active',
  'u.created_at',
  'st.birth_date',
  'st.timezone',
] as const;

/** Sorted, with the id last so that equal names or dates keep one order from page to page; unknown dates go last. */
function sorted(query: Listed, filter: AdminStudentFilter) {
  const order = filter.order;
  const selected = query.select([...COLUMNS]);
  if (filter.sort === 'created_at') return selected.orderBy('u.created_at', order).orderBy('u.id', order);
  if (filter.sort === 'birth_date') {
    return selected
      .orderBy(sql`case when st.birth_date is null then 1 else 0 end`)
      .orderBy('st.birth_date', order)
      .orderBy('u.id', order);
  }
  return selected.orderBy('u.last_name', order).orderBy('u.first_name', order).orderBy('u.id', order);
}

export async function listStudentPage(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  query: AdminStudentListQuery,
): Promise<{ rows: StudentListRow[]; total: number }> {
  const base = filtered(db, dialect, query);
  const [rows, count] = await Promise.all([
    sorted(base, query).limit(query.per_page).offset(pageOffset(query)).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** Every student the filters find, for the export; the caller bounds nothing, the admin asked for all of them. */
export async function listAllStudents(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  filter: AdminStudentFilter,
): Promise<StudentListRow[]> {
  return sorted(filtered(db, dialect, filter), filter).execute();
}

export async function findStudentRow(db: Kysely<DB>, id: number): Promise<StudentListRow | undefined> {
  return db
    .selectFrom('users as u')
    .innerJoin('students as st', 'st.user_id', 'u.id')
    .where('u.role_id', '=', ROLE.student)
    .where('u.erased_at', 'is', null)
    .where('u.id', '=', id)
    .select([...COLUMNS])
    .executeTakeFirst();
}
