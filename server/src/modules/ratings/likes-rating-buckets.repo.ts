import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Student ids per block of likes_rating_blocks; fixed by migration 202611251300, which filled the blocks. */
export const LIKES_RATING_BLOCK = 64;
/** Student ids per superblock of likes_rating_superblocks (64 blocks); fixed by migration 202611251330. */
export const LIKES_RATING_SUPERBLOCK = 64 * LIKES_RATING_BLOCK;

interface Held {
  subject_id: number;
  value: number;
}

/** The counts kept of each value, coarsest first: every writer takes their rows in this order. */
const LEVELS = [
  { table: 'likes_rating_buckets', part: null },
  { table: 'likes_rating_superblocks', part: { column: 'superblock', width: LIKES_RATING_SUPERBLOCK } },
  { table: 'likes_rating_blocks', part: { column: 'block', width: LIKES_RATING_BLOCK } },
] as const;

/**
 * Counts one student more (+1) or fewer (-1) at `value` in the subject's bucket and in their superblock and
 * block of it, dropping rows that empty. Atomic increments, so concurrent writers never lose a count.
 */
async function count(db: Kysely<DB>, studentId: number, held: Held, delta: 1 | -1): Promise<void> {
  for (const { table, part } of LEVELS) {
    const rows = sql.table(table);
    const keyColumns = part ? sql`subject_id, value, ${sql.ref(part.column)}` : sql`subject_id, value`;
    const key = part
      ? sql`${held.subject_id}, ${held.value}, ${Math.floor(studentId / part.width)}`
      : sql`${held.subject_id}, ${held.value}`;
    if (delta === 1) {
      await sql`insert into ${rows} (${keyColumns}, students) values (${key}, 1)
        on conflict (${keyColumns}) do update set students = ${rows}.students + 1`.execute(db);
    } else {
      await sql`update ${rows} set students = students - 1 where (${keyColumns}) = (${key})`.execute(db);
      await sql`delete from ${rows} where (${keyColumns}) = (${key}) and students = 0`.execute(db);
    }
  }
}

/** Lowest subject first, so concurrent writers take the bucket rows in one order and cannot deadlock. */
const bySubject = (rows: Held[]) => rows.sort((a, b) => a.subject_id - b.subject_id);

/**
 * Enters the student in the likes rating of those of `subjectIds` they are an active member of and not yet
 * ranked in, with the likes they earned there before. Part of the transaction that makes them a member.
 */
export async function joinLikesRatings(db: Kysely<DB>, studentId: number, subjectIds: readonly number[]) {
  if (subjectIds.length === 0) return;
  // Holds the memberships until commit and reads their status as of now: a block committed meanwhile has
  // already taken the student out, and one still running waits for this join to end before it does.
  const active = await db
    .updateTable('student_subjects')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('student_id', '=', studentId)
    .where('subject_id', 'in', subjectIds)
    .where('status', '=', 'active')
    .returning('subject_id')
    .execute();
  const subjects = active.map((row) => row.subject_id).sort((a, b) => a - b);
  if (subjects.length === 0) return;
  // Holds each likes balance row too (an empty one made where none exists yet, as a round's lock does): an
  // accrual running meanwhile cannot see this uncommitted entry to raise it, so it must either finish before
  // the earned likes are read here or wait until the entry is committed.
  await db
    .insertInto('likes_balances')
    .values(subjects.map((subjectId) => ({ student_id: studentId, subject_id: subjectId, balance: 0 })))
    .onConflict((oc) =>
      oc.columns(['student_id', 'subject_id']).doUpdateSet((eb) => ({ earned: eb.ref('likes_balances.earned') })),
    )
    .execute();
  // The insert that wins is the one that counts: a repeated join inserts nothing.
  const { rows } = await sql<Held>`insert into likes_rating_entries (student_id, subject_id, value)
    select student_id, subject_id, earned from likes_balances
    where student_id = ${studentId} and subject_id in (${sql.join(subjects)})
    on conflict (student_id, subject_id) do nothing
    returning subject_id, value`.execute(db);
  for (const held of bySubject(rows)) await count(db, studentId, held, 1);
}

/**
 * Takes the student out of the likes rating of `subjectIds` (every subject when not given). Part of the
 * transaction that ends the membership: blocking the subject, deleting the student.
 */
export async function leaveLikesRatings(db: Kysely<DB>, studentId: number, subjectIds?: readonly number[]) {
  if (subjectIds?.length === 0) return;
  // Only a deleted row is uncounted, so leaving twice takes one student away once.
  const rows = await db
    .deleteFrom('likes_rating_entries')
    .where('student_id', '=', studentId)
    .$if(subjectIds !== undefined, (qb) => qb.where('subject_id', 'in', subjectIds ?? []))
    .returning(['subject_id', 'value'])
    .execute();
  for (const held of bySubject(rows)) await count(db, studentId, held, -1);
}

/**
 * Moves a member up by `earned` likes (nothing for a student outside the subject's rating). Part of the
 * transaction that raises likes_balances.earned; the update locks the entry, so concurrent accruals of one
 * student each move it from the value the previous one left.
 */
export async function raiseLikesRating(db: Kysely<DB>, studentId: number, subjectId: number, earned: number) {
  if (earned <= 0) return;
  const raised = await db
    .updateTable('likes_rating_entries')
    .set((eb) => ({ value: eb('value', '+', earned) }))
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .returning('value')
    .executeTakeFirst();
  if (!raised) return;
  // The lower bucket first: every writer takes buckets in ascending order.
  await count(db, studentId, { subject_id: subjectId, value: raised.value - earned }, -1);
  await count(db, studentId, { subject_id: subjectId, value: raised.value }, 1);
}
