import { z } from 'zod';
import { INT_MAX } from './constants.ts';
import { localizedTextSchema } from './shared-schemas.ts';
import { artPathSchema, priceSchema, subjectBodySchema, subjectQuerySchema, worldTitleSchema } from './world-common.ts';

/** home: each student's own; job: a profession's workplace (subject 1); class: a class's shared place. */
export const LOCATION_KINDS = ['home', 'job', 'class'] as const;
export const locationKindSchema = z.enum(LOCATION_KINDS);
export type LocationKind = z.infer<typeof locationKindSchema>;

export const THING_MIN_WIDTH = 5;
export const THING_MAX_WIDTH = 60;

export const locationSchema = z.object({
  id: z.number().int(),
  kind: locationKindSchema,
  field_activity_id: z.number().int().nullable(),
  title: localizedTextSchema,
  /** For a workplace, the background of the student's profession level. */
  background: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

export const locationThingSchema = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  title: localizedTextSchema,
  image: z.string(),
  price: z.number().int(),
  /** Drawn width in percent of the room's width. */
  width: z.number().int(),
});
export type LocationThing = z.infer<typeof locationThingSchema>;

/** A thing standing in a place; for a class place, who gave it. */
export const placedThingSchema = z.object({
  /** The owned thing's id (PATCH …/things/{id} moves it); 0 for a previewed thing not bought yet. */
  id: z.number().int(),
  thing_id: z.number().int(),
  title: localizedTextSchema,
  image: z.string(),
  width: z.number().int(),
  /** Centre of the thing in percent of the room (0–100). */
  x: z.number(),
  y: z.number(),
  placed: z.boolean(),
  mine: z.boolean(),
  owner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  preview: z.boolean(),
});
export type PlacedThing = z.infer<typeof placedThingSchema>;

export const locationSceneSchema = z.object({
  location: locationSchema,
  /** The class whose shared place this is; null for a home or a workplace. */
  group_id: z.number().int().nullable(),
  things: z.array(placedThingSchema),
});
export type LocationScene = z.infer<typeof locationSceneSchema>;

/** The places a student has in a subject: home, the workplace (with a profession), each class's place. */
export const studentLocationSchema = z.object({
  location: locationSchema,
  group: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type StudentLocation = z.infer<typeof studentLocationSchema>;

export const shopThingSchema = locationThingSchema.extend({ owned: z.boolean() });
export type ShopThing = z.infer<typeof shopThingSchema>;

export const locationParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(INT_MAX),
  locationId: z.coerce.number().int().positive().max(INT_MAX),
});
export const studentThingParamsSchema = locationParamsSchema.extend({
  thingId: z.coerce.number().int().positive().max(INT_MAX),
});

/** A class place needs its class; a home or workplace ignores group_id. */
export const locationQuerySchema = subjectQuerySchema.extend({
  group_id: z.coerce.number().int().positive().max(INT_MAX).optional(),
});
export const thingPreviewQuerySchema = locationQuerySchema.extend({
  thing_id: z.coerce
    .number({ error: 'NOTHING_SELECTED' })
    .int()
    .positive({ error: 'FIELD_INVALID' })
    .max(INT_MAX, { error: 'FIELD_INVALID' }),
});

export const buyThingBodySchema = subjectBodySchema.extend({
  thing_id: z
    .number({ error: 'NOTHING_SELECTED' })
    .int({ error: 'FIELD_INVALID' })
    .positive({ error: 'FIELD_INVALID' })
    .max(INT_MAX, { error: 'FIELD_INVALID' }),
  group_id: z.number().int().positive().max(INT_MAX).optional(),
});
export type BuyThingBody = z.infer<typeof buyThingBodySchema>;

const coordinate = z
  .number({ error: 'FIELD_INVALID' })
  .min(0, { error: 'FIELD_INVALID' })
  .max(100, { error: 'FIELD_INVALID' });
/** Move a thing (x, y) or put it away / back (placed). */
export const moveThingBodySchema = subjectBodySchema.extend({
  x: coordinate.optional(),
  y: coordinate.optional(),
  placed: z.boolean({ error: 'FIELD_INVALID' }).optional(),
});
export type MoveThingBody = z.infer<typeof moveThingBodySchema>;

export const thingPurchaseSchema = z.object({ balance: z.number().int(), scene: locationSceneSchema });
export type ThingPurchase = z.infer<typeof thingPurchaseSchema>;

/** Admin (/admin/locations). Locations come with the world; an admin renames them, redraws them and stocks their things. */
export const adminLocationSchema = locationSchema.extend({ things_count: z.number().int() });
export type AdminLocation = z.infer<typeof adminLocationSchema>;
export const adminThingSchema = locationThingSchema.extend({ created_at: z.string(), updated_at: z.string() });
export type AdminThing = z.infer<typeof adminThingSchema>;
export const adminLocationDetailSchema = z.object({ location: adminLocationSchema, things: z.array(adminThingSchema) });
export type AdminLocationDetail = z.infer<typeof adminLocationDetailSchema>;

export const locationPatchSchema = z.object({ title: worldTitleSchema, background: artPathSchema }).partial();
export type LocationPatch = z.infer<typeof locationPatchSchema>;

const thingFields = {
  title: worldTitleSchema,
  image: artPathSchema,
  price: priceSchema,
  width: z
    .number({ error: 'FIELD_REQUIRED' })
    .int({ error: 'FIELD_INVALID' })
    .min(THING_MIN_WIDTH, { error: 'FIELD_INVALID' })
    .max(THING_MAX_WIDTH, { error: 'FIELD_INVALID' }),
};
export const thingBodySchema = z.object(thingFields);
export type ThingBody = z.infer<typeof thingBodySchema>;
export const thingPatchSchema = z.object(thingFields).partial();
export type ThingPatch = z.infer<typeof thingPatchSchema>;

/** /student/shop/buys: everything a student bought (or was given) in a subject. */
export const purchaseSchema = z.object({
  kind: z.enum(['clothes', 'thing']),
  /** The owned row's id: clothes are worn by clothes_id, things are moved by this id. */
  id: z.number().int(),
  item_id: z.number().int(),
  title: localizedTextSchema,
  image: z.string(),
  price_paid: z.number().int(),
  created_at: z.string(),
  /** Clothes: worn now. Things: standing in their place. */
  in_use: z.boolean(),
  /** Clothes: whether they fit the current character. Things: always true. */
  usable: z.boolean(),
  location_id: z.number().int().nullable(),
  group_id: z.number().int().nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;
