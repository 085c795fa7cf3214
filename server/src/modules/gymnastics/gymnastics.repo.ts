import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, GymnasticsDoneTable, GymnasticsVideosTable } from '../../db/schema.ts';

export type GymnasticsVideoRow = Selectable<GymnasticsVideosTable>;
export type GymnasticsDoneRow = Selectable<GymnasticsDoneTable>;

/** A subject's exercises (every subject's when none is named), by subject, kind and the admins' order. */
export async function listGymnasticsVideos(
  db: Kysely<DB>,
  subjectId: number | undefined,
): Promise<GymnasticsVideoRow[]> {
  let query = db.selectFrom('gymnastics_videos').selectAll();
  if (subjectId !== undefined) query = query.where('subject_id', '=', subjectId);
  return query.orderBy('subject_id').orderBy('kind').orderBy('position').orderBy('id').execute();
}

export async function findGymnasticsVideo(db: Kysely<DB>, id: number): Promise<GymnasticsVideoRow | undefined> {
  return db.selectFrom('gymnastics_videos').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The position after the last exercise of a subject and kind. */
export async function nextGymnasticsPosition(
  db: Kysely<DB>,
  subjectId: number,
  kind: GymnasticsVideoRow['kind'],
): Promise<number> {
  const row = await db
    .selectFrom('gymnastics_videos')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('subject_id', '=', subjectId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function insertGymnasticsVideo(
  db: Kysely<DB>,
  values: Insertable<GymnasticsVideosTable>,
): Promise<GymnasticsVideoRow> {
  return db.insertInto('gymnastics_videos').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Undefined when no exercise has this id. */
export async function updateGymnasticsVideo(
  db: Kysely<DB>,
  id: number,
  values: Updateable<GymnasticsVideosTable>,
): Promise<GymnasticsVideoRow | undefined> {
  return db.updateTable('gymnastics_videos').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

/** The deleted row (to remove its file), or undefined when no exercise has this id. */
export async function deleteGymnasticsVideo(db: Kysely<DB>, id: number): Promise<GymnasticsVideoRow | undefined> {
  return db.deleteFrom('gymnastics_videos').where('id', '=', id).returningAll().executeTakeFirst();
}

export async function findGymnasticsDone(
  db: Kysely<DB>,
  userId: number,
  day: string,
): Promise<GymnasticsDoneRow | undefined> {
  return db
    .selectFrom('gymnastics_done')
    .selectAll()
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
}

/**
 * Counts a session in one statement: the day's first inserts its row, a later one adds to it only when the last
 * counted session is at least as old as `countsIfBefore`. The database holds concurrent presses to that condition
 * one after another (the row's lock on PostgreSQL, the single writer on SQLite), so two at once count once.
 * Answers the row when this press counted, undefined when it fell inside the sitting already counted.
 */
export async function countGymnasticsSession(
  db: Kysely<DB>,
  session: { userId: number; day: string; now: string; countsIfBefore: string },
): Promise<GymnasticsDoneRow | undefined> {
  return db
    .insertInto('gymnastics_done')
    .values({ user_id: session.userId, day: session.day, count: 1, last_done_at: session.now })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'day'])
        .doUpdateSet((eb) => ({
          count: eb('gymnastics_done.count', '+', 1),
          last_done_at: session.now,
        }))
        .where('gymnastics_done.last_done_at', '<=', session.countsIfBefore),
    )
    .returningAll()
    .executeTakeFirst();
}
