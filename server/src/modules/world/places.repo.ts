import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { LocationRow } from '../locations/locations.mapper.ts';

export async function findLocation(db: Kysely<DB>, id: number): Promise<LocationRow | undefined> {
  return db.selectFrom('locations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The world has one home and one class place: the lowest position wins should an admin add more. */
export async function findFirstLocation(db: Kysely<DB>, kind: 'home' | 'class'): Promise<LocationRow | undefined> {
  return db
    .selectFrom('locations')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('position')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function findJobLocation(db: Kysely<DB>, fieldActivityId: number): Promise<LocationRow | undefined> {
  return db
    .selectFrom('locations')
    .selectAll()
    .where('kind', '=', 'job')
    .where('field_activity_id', '=', fieldActivityId)
    .orderBy('position')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** The student's current profession with its levels, read straight from the tables the professions module writes. */
export async function findProfession(db: Kysely<DB>, studentId: number) {
  return db
    .selectFrom('student_field_activities as sfa')
    .innerJoin('field_activities as fa', 'fa.id', 'sfa.field_activity_id')
    .select(['sfa.field_activity_id', 'sfa.level', 'fa.levels', 'fa.background'])
    .where('sfa.student_id', '=', studentId)
    .executeTakeFirst();
}

/** A class the student sits in; undefined when they are not in it. */
export async function findMembership(db: Kysely<DB>, studentId: number, groupId: number) {
  return db
    .selectFrom('group_students as gs')
    .innerJoin('groups as g', 'g.id', 'gs.group_id')
    .select(['g.id', 'g.title', 'g.subject_id', 'g.deleted_at'])
    .where('gs.student_id', '=', studentId)
    .where('gs.group_id', '=', groupId)
    .executeTakeFirst();
}

export async function listClassesInSubject(db: Kysely<DB>, studentId: number, subjectId: number) {
  return db
    .selectFrom('group_students as gs')
    .innerJoin('groups as g', 'g.id', 'gs.group_id')
    .select(['g.id', 'g.title'])
    .where('gs.student_id', '=', studentId)
    .where('g.subject_id', '=', subjectId)
    .where('g.deleted_at', 'is', null)
    .orderBy('g.id')
    .execute();
}
