import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LocationThingRow } from '../locations/locations.mapper.ts';

/** Where owned things stand: a student's own place (home, workplace) or a class's shared place. */
export type PlaceKey =
  | { locationId: number; groupId: null; studentId: number; subjectId: number }
  | { locationId: number; groupId: number };

/** A location's catalogue, withdrawn things too: their owners keep them. */
export async function listLocationThings(db: Kysely<DB>, locationId: number): Promise<LocationThingRow[]> {
  return db.selectFrom('location_things').selectAll().where('location_id', '=', locationId).orderBy('id').execute();
}

export async function findLocationThing(db: Kysely<DB>, id: number): Promise<LocationThingRow | undefined> {
  return db.selectFrom('location_things').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The things standing in a place (or put away there), each with its picture and its owner's name. */
export async function listPlaceThings(db: Kysely<DB>, place: PlaceKey) {
  let query = db
    .selectFrom('student_things as st')
    .innerJoin('location_things as lt', 'lt.id', 'st.thing_id')
    .innerJoin('users as u', 'u.id', 'st.student_id')
    .select([
      'st.id',
      'st.thing_id',
      'st.student_id',
      'st.x',
      'st.y',
      'st.placed',
      'lt.title_ru',
      'lt.title_en',
      'lt.title_uk',
      'lt.image',
      'lt.width',
      'u.first_name',
      'u.last_name',
    ])
    .where('st.location_id', '=', place.locationId);
  query =
    place.groupId === null
      ? query
          .where('st.group_id', 'is', null)
          .where('st.student_id', '=', place.studentId)
          .where('st.subject_id', '=', place.subjectId)
      : query.where('st.group_id', '=', place.groupId);
  return query.orderBy('st.id').execute();
}
export type PlaceThingRow = Awaited<ReturnType<typeof listPlaceThings>>[number];

/** Things of a location the student can no longer buy: their own, and for a class those the class has. */
export async function listTakenThingIds(
  db: Kysely<DB>,
  studentId: number,
  subjectId: number,
  groupId: number | null,
): Promise<Set<number>> {
  let query = db.selectFrom('student_things').select('thing_id');
  query =
    groupId === null
      ? query.where('student_id', '=', studentId).where('subject_id', '=', subjectId)
      : query.where((eb) =>
          eb.or([
            eb('group_id', '=', groupId),
            eb.and([eb('student_id', '=', studentId), eb('subject_id', '=', subjectId)]),
          ]),
        );
  return new Set((await query.execute()).map((row) => row.thing_id));
}

export interface ClaimedThing {
  student_id: number;
  subject_id: number;
  thing_id: number;
  location_id: number;
  group_id: number | null;
  price_paid: number;
  x: number;
  y: number;
}

/** Claims a thing: the unique keys refuse a second copy for the student, and for a class. */
export async function claimThing(db: Kysely<DB>, values: ClaimedThing, now: string): Promise<number> {
  try {
    const row = await db
      .insertInto('student_things')
      .values({ ...values, placed: true, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ALREADY_OWNED', { cause: error });
    throw error;
  }
}

export async function findStudentThing(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('student_things')
    .select(['id', 'student_id', 'subject_id', 'location_id', 'group_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function moveStudentThing(
  db: Kysely<DB>,
  id: number,
  change: { x?: number; y?: number; placed?: boolean },
  now: string,
): Promise<void> {
  await db
    .updateTable('student_things')
    .set({ ...change, updated_at: now })
    .where('id', '=', id)
    .execute();
}
