import type { ClothesCategory, ClothesSlot, LocationKind } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * Catalogue rows of the student world for tests. Each takes the database (or a transaction) and
 * overrides, and answers the inserted row with its JSON columns as plain values.
 */

let sequence = 0;
const next = () => ++sequence;

interface Titles {
  title_ru: string;
  title_en: string;
  title_uk: string;
}

const titles = (name: string): Titles => ({ title_ru: `${name} ru`, title_en: `${name} en`, title_uk: `${name} uk` });

export interface CharacterFields extends Titles {
  code: string;
  image: string;
  position: number;
}

export async function buildCharacter(
  db: Kysely<DB>,
  overrides: Partial<CharacterFields> = {},
): Promise<CharacterFields & { id: number }> {
  const n = next();
  const fields: CharacterFields = {
    code: `character-${n}`,
    ...titles(`Character ${n}`),
    image: `/art/characters/character-${n}.svg`,
    position: n,
    ...overrides,
  };
  const { id } = await db.insertInto('characters').values(fields).returning('id').executeTakeFirstOrThrow();
  return { id, ...fields };
}

export interface ClothesFields extends Titles {
  price: number;
  slot: ClothesSlot;
  categories: ClothesCategory[];
  characters: number[];
  preview: string | null;
  picture: string;
  is_standard: boolean;
  deleted_at: string | null;
  /** The database's clock unless given (lists are ordered by it). */
  created_at?: string;
}

/** `characters` defaults to none: pass the ids of the characters it should fit. */
export async function buildClothes(
  db: Kysely<DB>,
  overrides: Partial<ClothesFields> = {},
): Promise<ClothesFields & { id: number }> {
  const n = next();
  const fields: ClothesFields = {
    ...titles(`Clothes ${n}`),
    price: 10,
    slot: 'body',
    categories: ['everyday'],
    characters: [],
    preview: null,
    picture: `/art/clothes/clothes-${n}.svg`,
    is_standard: false,
    deleted_at: null,
    ...overrides,
  };
  const { id } = await db
    .insertInto('clothes')
    .values({ ...fields, categories: JSON.stringify(fields.categories), characters: JSON.stringify(fields.characters) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, ...fields };
}

export interface LocationFields extends Titles {
  kind: LocationKind;
  field_activity_id: number | null;
  background: string;
  position: number;
}

export async function buildLocation(
  db: Kysely<DB>,
  overrides: Partial<LocationFields> = {},
): Promise<LocationFields & { id: number }> {
  const n = next();
  const fields: LocationFields = {
    kind: 'home',
    field_activity_id: null,
    ...titles(`Location ${n}`),
    background: `/art/locations/location-${n}.svg`,
    position: n,
    ...overrides,
  };
  const { id } = await db.insertInto('locations').values(fields).returning('id').executeTakeFirstOrThrow();
  return { id, ...fields };
}

export interface ThingFields extends Titles {
  location_id: number;
  image: string;
  price: number;
  width: number;
  deleted_at: string | null;
  /** The database's clock unless given. */
  created_at?: string;
}

/** `location_id` is required: a thing belongs to one location. */
export async function buildThing(
  db: Kysely<DB>,
  overrides: Partial<ThingFields> & { location_id: number },
): Promise<ThingFields & { id: number }> {
  const n = next();
  const fields: ThingFields = {
    ...titles(`Thing ${n}`),
    image: `/art/things/thing-${n}.svg`,
    price: 5,
    width: 20,
    deleted_at: null,
    ...overrides,
  };
  const { id } = await db.insertInto('location_things').values(fields).returning('id').executeTakeFirstOrThrow();
  return { id, ...fields };
}
