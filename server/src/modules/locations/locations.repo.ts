import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { DB, LocationsTable, LocationThingsTable } from '../../db/schema.ts';
import type { LocationRow, LocationThingRow } from './locations.mapper.ts';

export type LocationWithCount = LocationRow & { things_count: number };

/** Every location with the number of things on sale in it: homes, then workplaces, then class places. */
export async function listLocationsWithCounts(db: Kysely<DB>): Promise<LocationWithCount[]> {
  const rows = await db
    .selectFrom('locations as l')
    .selectAll('l')
    .select((eb) =>
      eb
        .selectFrom('location_things as t')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('t.location_id', '=', 'l.id')
        .where('t.deleted_at', 'is', null)
        .as('things_count'),
    )
    .orderBy(sql`case l.kind when 'home' then 0 when 'job' then 1 else 2 end`)
    .orderBy('l.position')
    .orderBy('l.id')
    .execute();
  return rows.map((row) => ({ ...row, things_count: Number(row.things_count ?? 0) }));
}

export async function findLocation(db: Kysely<DB>, id: number): Promise<LocationRow | undefined> {
  return db.selectFrom('locations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** False when no location has this id. */
export async function updateLocation(db: Kysely<DB>, id: number, values: Updateable<LocationsTable>): Promise<boolean> {
  const result = await db.updateTable('locations').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The things on sale in a location, oldest first. */
export async function listThings(db: Kysely<DB>, locationId: number): Promise<LocationThingRow[]> {
  return db
    .selectFrom('location_things')
    .selectAll()
    .where('location_id', '=', locationId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

export async function findThing(db: Kysely<DB>, id: number): Promise<LocationThingRow | undefined> {
  return db
    .selectFrom('location_things')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function insertThing(db: Kysely<DB>, values: Insertable<LocationThingsTable>): Promise<number> {
  const row = await db.insertInto('location_things').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** False when there is no such thing on sale (unknown or deleted). */
export async function updateThing(
  db: Kysely<DB>,
  id: number,
  values: Updateable<LocationThingsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('location_things')
    .set(values)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
