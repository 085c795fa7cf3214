import type { BuyThingBody, LocationScene, ShopThing, ThingPurchase } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { titleOf } from '../../lib/localized-columns.ts';
import type { LikesService } from '../likes/likes.service.ts';
import { toLocationThing } from '../locations/locations.mapper.ts';
import { freeSpot } from './free-spot.ts';
import { type Place, resolvePlace, sceneOf } from './places.ts';
import { claimThing, findLocationThing, listLocationThings, listTakenThingIds } from './things.repo.ts';
import { enterShop } from './world-access.ts';

interface PlaceQuery {
  subject_id: number;
  group_id?: number | undefined;
}

export interface ThingsShopService {
  list(actor: AuthUser, studentId: number, locationId: number, query: PlaceQuery): Promise<ShopThing[]>;
  preview(
    actor: AuthUser,
    studentId: number,
    locationId: number,
    query: PlaceQuery & { thing_id: number },
  ): Promise<LocationScene>;
  buy(actor: AuthUser, studentId: number, locationId: number, body: BuyThingBody): Promise<ThingPurchase>;
}

export function createThingsShopService(deps: {
  database: Database;
  clock: Clock;
  likes: Pick<LikesService, 'spendWithin'>;
}): ThingsShopService {
  const { database } = deps;
  const { db, dialect } = database;

  async function enterPlace(actor: AuthUser, studentId: number, locationId: number, query: PlaceQuery) {
    const subject = await enterShop(db, actor, studentId, query.subject_id);
    return resolvePlace(db, dialect, studentId, subject, locationId, query.group_id);
  }

  /** A thing on sale in the place's location; withdrawn ones are not sold. */
  async function thingOnSale(reader: Kysely<DB>, place: Place, thingId: number) {
    const thing = await findLocationThing(reader, thingId);
    if (!thing || thing.location_id !== place.location.id || thing.deleted_at !== null) {
      throw new AppError('NOT_FOUND');
    }
    return thing;
  }

  /** Where a new thing of this width would stand in the scene (only placed things take room). */
  const spotIn = (scene: LocationScene, width: number) =>
    freeSpot(
      width,
      scene.things.filter((thing) => thing.placed),
    );

  return {
    /** On sale in the location, with what the student (or their class) already has; withdrawn only if owned. */
    async list(actor, studentId, locationId, query) {
      const place = await enterPlace(actor, studentId, locationId, query);
      const [things, taken] = await Promise.all([
        listLocationThings(db, locationId),
        listTakenThingIds(db, studentId, query.subject_id, place.key.groupId),
      ]);
      return things
        .filter((thing) => thing.deleted_at === null || taken.has(thing.id))
        .map((thing) => ({ ...toLocationThing(thing), owned: taken.has(thing.id) }));
    },

    async preview(actor, studentId, locationId, query) {
      const place = await enterPlace(actor, studentId, locationId, query);
      const thing = await thingOnSale(db, place, query.thing_id);
      const scene = await sceneOf(db, place, studentId);
      const candidate = {
        id: 0,
        thing_id: thing.id,
        title: titleOf(thing),
        image: thing.image,
        width: thing.width,
        ...spotIn(scene, thing.width),
        placed: true,
        mine: true,
        owner: null,
        preview: true,
      };
      return { ...scene, things: [...scene.things, candidate] };
    },

    /** One transaction: claim the thing at a free spot, pay its catalogue price (ARCHITECTURE.md money rules). */
    async buy(actor, studentId, locationId, body) {
      const place = await enterPlace(actor, studentId, locationId, body);
      const balance = await database.transaction(async (trx) => {
        const thing = await thingOnSale(trx, place, body.thing_id);
        const spot = spotIn(await sceneOf(trx, place, studentId), thing.width);
        await claimThing(
          trx,
          {
            student_id: studentId,
            subject_id: body.subject_id,
            thing_id: thing.id,
            location_id: thing.location_id,
            group_id: place.key.groupId,
            price_paid: thing.price,
            ...spot,
          },
          deps.clock().toISOString(),
        );
        return deps.likes.spendWithin(trx, {
          studentId,
          subjectId: body.subject_id,
          amount: thing.price,
          reason: 'shop',
          refType: 'thing',
          refId: thing.id,
        });
      });
      return { balance, scene: await sceneOf(db, place, studentId) };
    },
  };
}
