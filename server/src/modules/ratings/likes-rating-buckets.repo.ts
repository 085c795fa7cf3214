import { type Kysely, type RawBuilder, sql } from 'kysely';
import { type PreparedQuery, preparedQuery } from '../../db/prepared-query.ts';
import type { DB } from '../../db/schema.ts';

/** Student ids per block of likes_rating_blocks; fixed by migration 202611251300, which filled the blocks. */
export const LIKES_RATING_BLOCK = 64;
/** Student ids per superblock of likes_rating_superblocks (64 blocks); fixed by migration 202611251330. */
export const LIKES_RATING_SUPERBLOCK = 64 * LIKES_RATING_BLOCK;

interface Held {
  subject_id: number;
  value: number;
  /** The year of the student's birth date: where they stand in the rating by age, if anywhere. */
  birth_year: number | null;
}

/** A row of one level: the subject, the value, and the student's part of the ids (unused by the buckets). */
type LevelKey = { subjectId: number; value: number; part: number };

/** A level's statements, compiled once: every accrual runs them, and building them cost more than running them. */
interface Level {
  partOf(studentId: number): number;
  /** Counts one student more at the key. */
  enter: PreparedQuery<LevelKey, never>;
  /** Counts one student fewer at the key and returns what is left (nothing when the row is missing). */
  leave: PreparedQuery<LevelKey, { students: number }>;
  /** Deletes the key's row once it counts nobody. */
  drop: PreparedQuery<LevelKey, never>;
  /**
   * Moves one student from `from` to the higher `to` in one statement, locking the lower row first: the row of
   * `from` is offered with 0 students and counted one fewer when it exists (so a missing one is made empty, not
   * negative), the row of `to` is made with one or counted one more. Returns both rows as they are now.
   */
  move: PreparedQuery<Omit<LevelKey, 'value'> & { from: number; to: number }, { value: number; students: number }>;
}

/** A raw statement as the Compilable preparedQuery compiles, on the connection it is prepared for. */
const compilable = <Row>(db: Kysely<DB>, statement: RawBuilder<Row>) => ({ compile: () => statement.compile(db) });

function level(table: string, part: { column: string; width: number } | null): Level {
  const rows = sql.table(table);
  const columns = part ? sql`subject_id, value, ${sql.ref(part.column)}` : sql`subject_id, value`;
  const key = (subjectId: number, value: number, partOf: number) =>
    part ? sql`${subjectId}, ${value}, ${partOf}` : sql`${subjectId}, ${value}`;
  return {
    partOf: (studentId) => (part ? Math.floor(studentId / part.width) : 0),
    enter: preparedQuery((db, arg) => {
      const at = key(arg('subjectId'), arg('value'), arg('part'));
      return compilable<never>(
        db,
        sql`insert into ${rows} (${columns}, students) values (${at}, 1)
          on conflict (${columns}) do update set students = ${rows}.students + 1`,
      );
    }),
    leave: preparedQuery((db, arg) => {
      const at = key(arg('subjectId'), arg('value'), arg('part'));
      return compilable(
        db,
        sql<{ students: number }>`update ${rows} set students = students - 1
          where (${columns}) = (${at}) returning students`,
      );
    }),
    drop: preparedQuery((db, arg) => {
      const at = key(arg('subjectId'), arg('value'), arg('part'));
      return compilable<never>(db, sql`delete from ${rows} where (${columns}) = (${at}) and students = 0`);
    }),
    move: preparedQuery((db, arg) => {
      const from = key(arg('subjectId'), arg('from'), arg('part'));
      const to = key(arg('subjectId'), arg('to'), arg('part'));
      return compilable(
        db,
        sql<{ value: number; students: number }>`insert into ${rows} (${columns}, students)
          values (${from}, 0), (${to}, 1)
          on conflict (${columns}) do update
          set students = ${rows}.students + case when excluded.students = 1 then 1 else -1 end
          returning value, students`,
      );
    }),
  };
}

/** The counts kept of each value, coarsest first: every writer takes their rows in this order. */
const LEVELS = [
  level('likes_rating_buckets', null),
  level('likes_rating_superblocks', { column: 'superblock', width: LIKES_RATING_SUPERBLOCK }),
  level('likes_rating_blocks', { column: 'block', width: LIKES_RATING_BLOCK }),
];

/**
 * The rating by age's counts of each value per year of birth, taken after the levels above by every writer. Its
 * part is the year itself, which the caller passes (`partOf` is not used).
 */
const AGE = level('likes_age_buckets', { column: 'birth_year', width: 1 });

/** Counts one student more or fewer at `value` among those of the subject born in `year`. */
async function countInYear(db: Kysely<DB>, key: { subjectId: number; value: number; year: number }, delta: 1 | -1) {
  const at = { subjectId: key.subjectId, value: key.value, part: key.year };
  if (delta === 1) await AGE.enter(db, at);
  else {
    const [left] = await AGE.leave(db, at);
    if (left?.students === 0) await AGE.drop(db, at);
  }
}

/**
 * Counts one student more (+1) or fewer (-1) at `value` in the subject's bucket and in their superblock and
 * block of it, dropping rows that empty. Atomic increments, so concurrent writers never lose a count.
 */
async function count(db: Kysely<DB>, studentId: number, held: Held, delta: 1 | -1): Promise<void> {
  for (const { partOf, enter, leave, drop } of LEVELS) {
    const key = { subjectId: held.subject_id, value: held.value, part: partOf(studentId) };
    if (delta === 1) await enter(db, key);
    else {
      const [left] = await leave(db, key);
      if (left?.students === 0) await drop(db, key);
    }
  }
  if (held.birth_year !== null) {
    await countInYear(db, { subjectId: held.subject_id, value: held.value, year: held.birth_year }, delta);
  }
}

/** Lowest subject first, so concurrent writers take the bucket rows in one order and cannot deadlock. */
const bySubject = (rows: Held[]) => rows.sort((a, b) => a.subject_id - b.subject_id);

/**
 * Enters the student in the likes rating of `subjectIds` where they are not yet ranked, with the likes they
 * earned there before. Part of the transaction that makes them an active member, which holds those memberships
 * and likes balances until commit (the students module's join): an accrual cannot raise an entry it does not
 * see yet, so it must finish before the earned likes are read here or wait until the entry is committed.
 */
export async function enterLikesRatings(db: Kysely<DB>, studentId: number, subjectIds: readonly number[]) {
  if (subjectIds.length === 0) return;
  // The insert that wins is the one that counts: a repeated join inserts nothing.
  // The birth year comes along for the rating by age (null while the birth date is not known).
  const { rows } = await sql<Held>`insert into likes_rating_entries (student_id, subject_id, value, birth_year)
    select b.student_id, b.subject_id, b.earned,
      (select cast(substr(s.birth_date, 1, 4) as integer) from students as s where s.user_id = b.student_id)
    from likes_balances as b
    where b.student_id = ${studentId} and b.subject_id in (${sql.join(subjectIds)})
    on conflict (student_id, subject_id) do nothing
    returning subject_id, value, birth_year`.execute(db);
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
    .returning(['subject_id', 'value', 'birth_year'])
    .execute();
  for (const held of bySubject(rows)) await count(db, studentId, held, -1);
}

const entryRaised = preparedQuery<
  { studentId: number; subjectId: number; earned: number },
  { value: number; birth_year: number | null }
>((db, arg) =>
  db
    .updateTable('likes_rating_entries')
    .set((eb) => ({ value: eb('value', '+', arg('earned')) }))
    .where('student_id', '=', arg('studentId'))
    .where('subject_id', '=', arg('subjectId'))
    .returning(['value', 'birth_year']),
);

/**
 * Moves a member up by `earned` likes (nothing for a student outside the subject's rating). Part of the
 * transaction that raises likes_balances.earned; the update locks the entry, so concurrent accruals of one
 * student each move it from the value the previous one left.
 */
export async function raiseLikesRating(db: Kysely<DB>, studentId: number, subjectId: number, earned: number) {
  if (earned <= 0) return;
  const [raised] = await entryRaised(db, { studentId, subjectId, earned });
  if (!raised) return;
  const from = raised.value - earned;
  // Level by level, coarsest first, and the lower value's row before the higher one's in each (see `move`): the
  // one order concurrent accruals, joins and leaves all take the rows in, so none of them can deadlock.
  for (const { partOf, move, drop } of LEVELS) {
    const part = partOf(studentId);
    const moved = await move(db, { subjectId, part, from, to: raised.value });
    if (moved.some((row) => row.value === from && row.students === 0)) await drop(db, { subjectId, value: from, part });
  }
  if (raised.birth_year !== null) {
    const part = raised.birth_year;
    const moved = await AGE.move(db, { subjectId, part, from, to: raised.value });
    if (moved.some((row) => row.value === from && row.students === 0)) {
      await AGE.drop(db, { subjectId, value: from, part });
    }
  }
}

/**
 * Moves the student's entries of every subject to the year of their new birth date (none: out of the rating by
 * age), in the transaction that sets it. The first statement locks the entries and reads the year and value they
 * hold, so an accrual running meanwhile either ends before it or waits for this to commit.
 */
export async function placeInBirthYear(db: Kysely<DB>, studentId: number, birthYear: number | null): Promise<void> {
  const held = await db
    .updateTable('likes_rating_entries')
    .set((eb) => ({ birth_year: eb.ref('birth_year') }))
    .where('student_id', '=', studentId)
    .returning(['subject_id', 'value', 'birth_year'])
    .execute();
  for (const entry of bySubject(held)) {
    if (entry.birth_year === birthYear) continue;
    await db
      .updateTable('likes_rating_entries')
      .set({ birth_year: birthYear })
      .where('student_id', '=', studentId)
      .where('subject_id', '=', entry.subject_id)
      .execute();
    const at = { subjectId: entry.subject_id, value: entry.value };
    if (entry.birth_year !== null) await countInYear(db, { ...at, year: entry.birth_year }, -1);
    if (birthYear !== null) await countInYear(db, { ...at, year: birthYear }, 1);
  }
}
