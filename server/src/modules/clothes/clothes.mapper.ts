import {
  type AdminClothes,
  type Character,
  type Clothes,
  type ClothesBody,
  clothesCategorySchema,
  clothesSlotSchema,
} from '@umka/contracts';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { DialectName } from '../../db/database.ts';
import { readJson } from '../../db/json-column.ts';
import type { CharactersTable, ClothesTable } from '../../db/schema.ts';
import { titleColumns, titleOf } from '../../lib/localized-columns.ts';

export type CharacterRow = Selectable<CharactersTable>;
export type ClothesRow = Selectable<ClothesTable>;

const categoriesSchema = z.array(clothesCategorySchema);
const idsSchema = z.array(z.number().int());

export function toCharacter(row: CharacterRow): Character {
  return { id: row.id, code: row.code, title: titleOf(row), image: row.image };
}

export function toClothes(dialect: DialectName, row: ClothesRow): Clothes {
  return {
    id: row.id,
    title: titleOf(row),
    price: row.price,
    slot: clothesSlotSchema.parse(row.slot),
    categories: categoriesSchema.parse(readJson(dialect, row.categories)),
    characters: idsSchema.parse(readJson(dialect, row.characters)),
    preview: row.preview,
    picture: row.picture,
    is_standard: Boolean(row.is_standard),
  };
}

export function toAdminClothes(dialect: DialectName, row: ClothesRow): AdminClothes {
  return { ...toClothes(dialect, row), created_at: row.created_at, updated_at: row.updated_at };
}

/** The columns of a piece of clothes from an admin's body; lists are stored once each, in the order given. */
export function clothesColumns(body: ClothesBody) {
  return {
    ...titleColumns(body.title),
    price: body.price,
    slot: body.slot,
    categories: JSON.stringify([...new Set(body.categories)]),
    characters: JSON.stringify([...new Set(body.characters)]),
    preview: body.preview,
    picture: body.picture,
    is_standard: body.is_standard,
  };
}
