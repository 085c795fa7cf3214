import { z } from 'zod';
import { INT_MAX } from './constants.ts';
import { localizedTextSchema } from './shared-schemas.ts';
import { artPathSchema, priceSchema, subjectBodySchema, worldTitleSchema } from './world-common.ts';

/** Clothes slots of the character canvas, in drawing order (later ones are drawn on top). */
export const CLOTHES_SLOTS = ['legs', 'feet', 'body', 'head', 'accessory'] as const;
export const clothesSlotSchema = z.enum(CLOTHES_SLOTS, { error: 'FIELD_INVALID' });
export type ClothesSlot = z.infer<typeof clothesSlotSchema>;

/** Shop shelves an item can stand on (spec §3 clothes categories); the web names each in its locales. */
export const CLOTHES_CATEGORIES = ['everyday', 'school', 'sport', 'party', 'winter', 'summer', 'costume'] as const;
export const clothesCategorySchema = z.enum(CLOTHES_CATEGORIES, { error: 'FIELD_INVALID' });
export type ClothesCategory = z.infer<typeof clothesCategorySchema>;

export const characterSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: localizedTextSchema,
  image: z.string(),
});
export type Character = z.infer<typeof characterSchema>;

export const clothesSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  price: z.number().int(),
  slot: clothesSlotSchema,
  categories: z.array(clothesCategorySchema),
  /** The characters it fits. */
  characters: z.array(z.number().int()),
  /** A small picture for lists; the full picture stands in when there is none. */
  preview: z.string().nullable(),
  /** The layer drawn over the character, on the character canvas. */
  picture: z.string(),
  /** Standard items are given free to every new character. */
  is_standard: z.boolean(),
});
export type Clothes = z.infer<typeof clothesSchema>;

export const adminClothesSchema = clothesSchema.extend({ created_at: z.string(), updated_at: z.string() });
export type AdminClothes = z.infer<typeof adminClothesSchema>;

const clothesFields = {
  title: worldTitleSchema,
  price: priceSchema,
  slot: clothesSlotSchema,
  categories: z.array(clothesCategorySchema, { error: 'FIELD_REQUIRED' }).min(1, { error: 'NOTHING_SELECTED' }),
  characters: z
    .array(z.number().int().positive().max(INT_MAX), { error: 'FIELD_REQUIRED' })
    .min(1, { error: 'NOTHING_SELECTED' }),
  preview: artPathSchema.nullable(),
  picture: artPathSchema,
  is_standard: z.boolean({ error: 'FIELD_INVALID' }),
};

export const clothesBodySchema = z.object({
  ...clothesFields,
  preview: clothesFields.preview.default(null),
  is_standard: clothesFields.is_standard.default(false),
});
export type ClothesBody = z.infer<typeof clothesBodySchema>;
export const clothesPatchSchema = z.object(clothesFields).partial();
export type ClothesPatch = z.infer<typeof clothesPatchSchema>;

export const adminClothesQuerySchema = z.object({
  character_id: z.coerce.number().int().positive().max(INT_MAX).optional(),
  slot: clothesSlotSchema.optional(),
  search: z.string().trim().max(80).optional(),
});

/** A piece of clothes as the character wears it. */
export const wornClothesSchema = z.object({
  clothes_id: z.number().int(),
  slot: clothesSlotSchema,
  picture: z.string(),
});

/** A student's character in one subject, dressed (spec §3 Student.character). */
export const studentCharacterSchema = characterSchema.extend({
  worn: z.array(wornClothesSchema),
});
export type StudentCharacter = z.infer<typeof studentCharacterSchema>;

export const chooseCharacterBodySchema = subjectBodySchema.extend({
  character_id: z
    .number({ error: 'NOTHING_SELECTED' })
    .int({ error: 'FIELD_INVALID' })
    .positive({ error: 'FIELD_INVALID' })
    .max(INT_MAX, { error: 'FIELD_INVALID' }),
});
export type ChooseCharacterBody = z.infer<typeof chooseCharacterBodySchema>;

/** /shop/character: clothes that fit the student's character, with what the student owns and wears. */
export const shopClothesSchema = clothesSchema.extend({
  owned: z.boolean(),
  worn: z.boolean(),
});
export type ShopClothes = z.infer<typeof shopClothesSchema>;

export const clothesParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(INT_MAX),
  clothesId: z.coerce.number().int().positive().max(INT_MAX),
});

/** Put on (true) or take off (false) an owned piece; putting on takes off what the slot held. */
export const wearBodySchema = subjectBodySchema.extend({ worn: z.boolean({ error: 'FIELD_REQUIRED' }) });
export type WearBody = z.infer<typeof wearBodySchema>;

export const clothesPurchaseSchema = z.object({
  balance: z.number().int(),
  character: studentCharacterSchema,
});
export type ClothesPurchase = z.infer<typeof clothesPurchaseSchema>;
