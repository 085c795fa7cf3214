import type {
  AdminLocation,
  AdminLocationDetail,
  AdminThing,
  LocationPatch,
  ThingBody,
  ThingPatch,
} from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { titleColumns } from '../../lib/localized-columns.ts';
import { thingColumns, toAdminLocation, toAdminThing } from './locations.mapper.ts';
import {
  findLocation,
  findThing,
  insertThing,
  listLocationsWithCounts,
  listThings,
  updateLocation,
  updateThing,
} from './locations.repo.ts';

export interface LocationsAdminService {
  list(): Promise<AdminLocation[]>;
  get(id: number): Promise<AdminLocationDetail>;
  update(id: number, patch: LocationPatch): Promise<AdminLocationDetail>;
  addThing(locationId: number, body: ThingBody): Promise<AdminThing>;
  updateThing(id: number, patch: ThingPatch): Promise<AdminThing>;
  /** Stops selling it; things already bought stay where they stand. */
  removeThing(id: number): Promise<{ id: number }>;
}

export function createLocationsAdminService(deps: { database: Database; clock: Clock }): LocationsAdminService {
  const { db } = deps.database;
  const now = () => deps.clock().toISOString();

  async function detail(id: number): Promise<AdminLocationDetail> {
    const [location, things] = await Promise.all([findLocation(db, id), listThings(db, id)]);
    if (!location) throw new AppError('NOT_FOUND');
    return { location: toAdminLocation(location, things.length), things: things.map(toAdminThing) };
  }

  async function loadThing(id: number): Promise<AdminThing> {
    const row = await findThing(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toAdminThing(row);
  }

  return {
    async list() {
      return (await listLocationsWithCounts(db)).map((row) => toAdminLocation(row, row.things_count));
    },

    get: detail,

    async update(id, patch) {
      const values = {
        ...(patch.title ? titleColumns(patch.title) : {}),
        ...(patch.background ? { background: patch.background } : {}),
        updated_at: now(),
      };
      if (!(await updateLocation(db, id, values))) throw new AppError('NOT_FOUND');
      return detail(id);
    },

    async addThing(locationId, body) {
      if (!(await findLocation(db, locationId))) throw new AppError('NOT_FOUND');
      const stamp = now();
      const id = await insertThing(db, {
        ...thingColumns(body),
        location_id: locationId,
        created_at: stamp,
        updated_at: stamp,
      });
      return loadThing(id);
    },

    async updateThing(id, patch) {
      const current = await loadThing(id);
      const merged: ThingBody = {
        title: patch.title ?? current.title,
        image: patch.image ?? current.image,
        price: patch.price ?? current.price,
        width: patch.width ?? current.width,
      };
      if (!(await updateThing(db, id, { ...thingColumns(merged), updated_at: now() }))) throw new AppError('NOT_FOUND');
      return loadThing(id);
    },

    async removeThing(id) {
      const stamp = now();
      if (!(await updateThing(db, id, { deleted_at: stamp, updated_at: stamp }))) throw new AppError('NOT_FOUND');
      return { id };
    },
  };
}
