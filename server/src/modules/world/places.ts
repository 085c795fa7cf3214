import type { LocationScene, PlacedThing } from '@umka/contracts';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DialectName } from '../../db/database.ts';
import { readJson } from '../../db/json-column.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { titleOf } from '../../lib/localized-columns.ts';
import { type LocationRow, toLocation } from '../locations/locations.mapper.ts';
import type { SubjectRow } from '../subjects/subjects.types.ts';
import { fullName } from '../users/user-mapper.ts';
import { findJobLocation, findLocation, findMembership, findProfession } from './places.repo.ts';
import { assertClassPlace } from './shop.policy.ts';
import { listPlaceThings, type PlaceKey, type PlaceThingRow } from './things.repo.ts';

/** A location as one student enters it: whose things it holds and the background it is drawn on. */
export interface Place {
  location: LocationRow;
  background: string;
  key: PlaceKey;
}

const levelsSchema = z.array(z.object({ level: z.number(), background: z.string().nullable() }));

/** The workplace of the student's profession, drawn with the background of the level reached. */
export async function findWorkplace(db: Kysely<DB>, dialect: DialectName, studentId: number) {
  const profession = await findProfession(db, studentId);
  if (!profession) return null;
  const location = await findJobLocation(db, profession.field_activity_id);
  if (!location) return null;
  const level = levelsSchema.parse(readJson(dialect, profession.levels)).find((l) => l.level === profession.level);
  return { location, background: level?.background ?? profession.background };
}

/**
 * Checks that the student may enter the location in this subject: any home; the workplace of their
 * current profession (subject 1); a class place through one of their classes of this subject.
 */
export async function resolvePlace(
  db: Kysely<DB>,
  dialect: DialectName,
  studentId: number,
  subject: SubjectRow,
  locationId: number,
  groupId: number | undefined | null,
): Promise<Place> {
  const location = await findLocation(db, locationId);
  if (!location) throw new AppError('NOT_FOUND');
  const own = { locationId, groupId: null, studentId, subjectId: subject.id } as const;
  if (location.kind === 'home') return { location, background: location.background, key: own };
  if (location.kind === 'job') {
    if (subject.main_id !== 1) throw new AppError('NOT_FOUND');
    const workplace = await findWorkplace(db, dialect, studentId);
    if (!workplace) throw new AppError('PROFESSION_REQUIRED');
    if (workplace.location.id !== location.id) throw new AppError('FORBIDDEN');
    return { location, background: workplace.background, key: own };
  }
  if (!groupId) throw invalidField('group_id', 'FIELD_REQUIRED');
  assertClassPlace(await findMembership(db, studentId, groupId), subject.id);
  return { location, background: location.background, key: { locationId, groupId } };
}

function toPlacedThing(row: PlaceThingRow, studentId: number, shared: boolean): PlacedThing {
  return {
    id: row.id,
    thing_id: row.thing_id,
    title: titleOf(row),
    image: row.image,
    width: row.width,
    x: row.x,
    y: row.y,
    placed: Boolean(row.placed),
    mine: row.student_id === studentId,
    owner: shared ? { id: row.student_id, name: fullName(row) } : null,
    preview: false,
  };
}

export async function sceneOf(db: Kysely<DB>, place: Place, studentId: number): Promise<LocationScene> {
  const rows = await listPlaceThings(db, place.key);
  const shared = place.key.groupId !== null;
  return {
    location: toLocation(place.location, place.background),
    group_id: place.key.groupId,
    things: rows.map((row) => toPlacedThing(row, studentId, shared)),
  };
}
