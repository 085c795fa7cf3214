import type { ItSolutionDecision, ItSolutionStatus } from '@umka/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, ItSolutionsTable } from '../../db/schema.ts';
import type { ItProjectsPort } from '../it-projects/it-projects.port.ts';

export type ItSolutionTableRow = Selectable<ItSolutionsTable>;

/** A solution with its lesson's and student's names, as every answer shows it. */
export interface ItSolutionRow extends ItSolutionTableRow {
  lesson_title: string;
  course_title: string;
  first_name: string;
  last_name: string;
}

export interface ItSolutionContent {
  text: string | null;
  code: string | null;
  link: string | null;
  file: string | null;
  file_name: string | null;
}

function withNames(db: Kysely<DB>) {
  return db
    .selectFrom('it_solutions as s')
    .innerJoin('it_lessons as l', 'l.id', 's.lesson_id')
    .innerJoin('it_blocks as b', 'b.id', 'l.block_id')
    .innerJoin('it_courses as c', 'c.id', 'b.course_id')
    .innerJoin('users as u', 'u.id', 's.student_id')
    .selectAll('s')
    .select(['l.title as lesson_title', 'c.title as course_title', 'u.first_name', 'u.last_name']);
}

export async function findSolution(db: Kysely<DB>, id: number): Promise<ItSolutionRow | undefined> {
  return withNames(db).where('s.id', '=', id).executeTakeFirst();
}

export async function findOwnSolution(
  db: Kysely<DB>,
  studentId: number,
  lessonId: number,
): Promise<ItSolutionRow | undefined> {
  return withNames(db).where('s.student_id', '=', studentId).where('s.lesson_id', '=', lessonId).executeTakeFirst();
}

/**
 * The queue: the solutions of these students (a teacher's IT students, as a subquery) or everyone's, the waiting ones
 * first and the oldest of them first.
 */
export async function listSolutions(
  db: Kysely<DB>,
  filter: {
    studentIds?: ReturnType<ItProjectsPort['teacherItStudents']> | undefined;
    status?: ItSolutionStatus | undefined;
  },
  limit: number,
): Promise<ItSolutionRow[]> {
  let query = withNames(db);
  if (filter.studentIds !== undefined) query = query.where('s.student_id', 'in', filter.studentIds);
  if (filter.status !== undefined) query = query.where('s.status', '=', filter.status);
  return query
    .orderBy(sql`case when s.status = 'submitted' then 0 else 1 end`)
    .orderBy('s.updated_at', 'asc')
    .orderBy('s.id', 'asc')
    .limit(limit)
    .execute();
}

/** The first solution of a student for a lesson; false when one is there already (two tabs sending at once). */
export async function insertSolution(
  db: Kysely<DB>,
  values: ItSolutionContent & { student_id: number; lesson_id: number; at: string },
): Promise<number | null> {
  const { at, ...rest } = values;
  const row = await db
    .insertInto('it_solutions')
    .values({ ...rest, created_at: at, updated_at: at })
    .onConflict((conflict) => conflict.columns(['student_id', 'lesson_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * A new attempt replaces the solution's content and sends it to the teacher again; never once it is accepted, so a
 * teacher's acceptance between the read and this write wins. Answers whether the row changed.
 */
export async function replaceSolution(
  db: Kysely<DB>,
  id: number,
  content: ItSolutionContent,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('it_solutions')
    .set({
      ...content,
      status: 'submitted',
      teacher_comment: null,
      reviewed_by: null,
      reviewed_at: null,
      attempt: sql`attempt + 1`,
      updated_at: at,
    })
    .where('id', '=', id)
    .where('status', '!=', 'accepted')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The teacher's decision, taken only if the solution is still the attempt the teacher read and still waiting: of two
 * teachers deciding at once, or a decision crossing a new attempt, exactly one write wins.
 */
export async function decideSolution(
  db: Kysely<DB>,
  seen: { id: number; attempt: number },
  decision: { status: ItSolutionDecision; comment: string | null; reviewedBy: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('it_solutions')
    .set({
      status: decision.status,
      teacher_comment: decision.comment,
      reviewed_by: decision.reviewedBy,
      reviewed_at: decision.at,
      updated_at: decision.at,
    })
    .where('id', '=', seen.id)
    .where('attempt', '=', seen.attempt)
    .where('status', '=', 'submitted')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Remembers that the task has paid its points; false when it had already (once per student and lesson, ever). */
export async function insertTaskReward(db: Kysely<DB>, studentId: number, lessonId: number, at: string) {
  const row = await db
    .insertInto('it_task_rewards')
    .values({ student_id: studentId, lesson_id: lessonId, created_at: at })
    .onConflict((conflict) => conflict.columns(['student_id', 'lesson_id']).doNothing())
    .returning('student_id')
    .executeTakeFirst();
  return row !== undefined;
}
