import type { AdminLocation, AdminThing, Location, LocationThing, ThingBody } from '@umka/contracts';
import type { Selectable } from 'kysely';
import type { LocationsTable, LocationThingsTable } from '../../db/schema.ts';
import { titleColumns, titleOf } from '../../lib/localized-columns.ts';

export type LocationRow = Selectable<LocationsTable>;
export type LocationThingRow = Selectable<LocationThingsTable>;

/** `background` may be given for a workplace, whose picture follows the student's profession level. */
export function toLocation(row: LocationRow, background: string = row.background): Location {
  return { id: row.id, kind: row.kind, field_activity_id: row.field_activity_id, title: titleOf(row), background };
}

export function toLocationThing(row: LocationThingRow): LocationThing {
  return {
    id: row.id,
    location_id: row.location_id,
    title: titleOf(row),
    image: row.image,
    price: row.price,
    width: row.width,
  };
}

export function toAdminThing(row: LocationThingRow): AdminThing {
  return { ...toLocationThing(row), created_at: row.created_at, updated_at: row.updated_at };
}

export function toAdminLocation(row: LocationRow, thingsCount: number): AdminLocation {
  return { ...toLocation(row), things_count: thingsCount };
}

export function thingColumns(body: ThingBody) {
  return { ...titleColumns(body.title), image: body.image, price: body.price, width: body.width };
}
