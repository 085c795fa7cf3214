import type { LocationScene, MoveThingBody, StudentLocation } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { toLocation } from '../locations/locations.mapper.ts';
import { findFirstLocation, listClassesInSubject } from './places.repo.ts';
import { findWorkplace, resolvePlace, sceneOf } from './places.ts';
import { assertThingOwner } from './shop.policy.ts';
import { findStudentThing, moveStudentThing } from './things.repo.ts';
import { enterWorld } from './world-access.ts';

export interface ThingsService {
  locations(actor: AuthUser, studentId: number, subjectId: number): Promise<StudentLocation[]>;
  scene(
    actor: AuthUser,
    studentId: number,
    locationId: number,
    query: { subject_id: number; group_id?: number | undefined },
  ): Promise<LocationScene>;
  move(
    actor: AuthUser,
    studentId: number,
    locationId: number,
    ownedThingId: number,
    body: MoveThingBody,
  ): Promise<LocationScene>;
}

export function createThingsService(deps: { database: Database; clock: Clock }): ThingsService {
  const { db, dialect } = deps.database;

  return {
    /** Home, the workplace (subject 1 with a profession), then the place of each of the student's classes. */
    async locations(actor, studentId, subjectId) {
      const subject = await enterWorld(db, actor, studentId, subjectId);
      const [home, classPlace, workplace, classes] = await Promise.all([
        findFirstLocation(db, 'home'),
        findFirstLocation(db, 'class'),
        subject.main_id === 1 ? findWorkplace(db, dialect, studentId) : null,
        listClassesInSubject(db, studentId, subjectId),
      ]);
      return [
        ...(home ? [{ location: toLocation(home), group: null }] : []),
        ...(workplace ? [{ location: toLocation(workplace.location, workplace.background), group: null }] : []),
        ...(classPlace ? classes.map((group) => ({ location: toLocation(classPlace), group })) : []),
      ];
    },

    async scene(actor, studentId, locationId, query) {
      const subject = await enterWorld(db, actor, studentId, query.subject_id);
      return sceneOf(db, await resolvePlace(db, dialect, studentId, subject, locationId, query.group_id), studentId);
    },

    async move(actor, studentId, locationId, ownedThingId, body) {
      const subject = await enterWorld(db, actor, studentId, body.subject_id);
      const thing = await findStudentThing(db, ownedThingId);
      if (!thing || thing.location_id !== locationId || thing.subject_id !== body.subject_id) {
        throw new AppError('NOT_FOUND');
      }
      assertThingOwner(thing, studentId);
      const place = await resolvePlace(db, dialect, studentId, subject, locationId, thing.group_id);
      const { x, y, placed } = body;
      await moveStudentThing(
        db,
        thing.id,
        {
          ...(x === undefined ? {} : { x }),
          ...(y === undefined ? {} : { y }),
          ...(placed === undefined ? {} : { placed }),
        },
        deps.clock().toISOString(),
      );
      return sceneOf(db, place, studentId);
    },
  };
}
