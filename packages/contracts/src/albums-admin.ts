import { z } from 'zod';
import { crystalCodeSchema } from './albums.ts';
import { INT_MAX } from './constants.ts';
import { localizedTextSchema } from './shared-schemas.ts';
import { artPathSchema, priceSchema, subjectBodySchema, worldTitleSchema } from './world-common.ts';

/*
 * The admin's side of albums (issue [7]): albums and their pictures, the crystals and the puzzle price list. A
 * picture is uploaded whole and the server cuts it into its ten puzzles (docs/ALBUMS.md).
 */

export const ALBUM_MAX_REWARD = 1000;
/** The largest random pack an admin may price: what one purchase may ask for (buyPuzzlesBodySchema's count). */
export const PUZZLE_PACK_MAX_SIZE = 100;
export const PUZZLE_PACKS_MAX = 10;

const position = z
  .number({ error: 'FIELD_REQUIRED' })
  .int({ error: 'FIELD_INVALID' })
  .min(0, { error: 'FIELD_INVALID' })
  .max(INT_MAX, { error: 'FIELD_INVALID' });
const positive = (max: number) =>
  z
    .number({ error: 'FIELD_REQUIRED' })
    .int({ error: 'FIELD_INVALID' })
    .positive({ error: 'FIELD_INVALID' })
    .max(max, { error: 'FIELD_INVALID' });

export const adminPuzzleSchema = z.object({ id: z.number().int(), number: z.number().int(), image: z.string() });
export type AdminPuzzle = z.infer<typeof adminPuzzleSchema>;

export const adminPictureSchema = z.object({
  id: z.number().int(),
  album_id: z.number().int(),
  title: localizedTextSchema,
  image: z.string(),
  is_legendary: z.boolean(),
  position: z.number().int(),
  /** The ten pieces, numbers 1 to 10. */
  puzzles: z.array(adminPuzzleSchema),
  /** How many pieces of it students hold: a picture some student holds a piece of cannot be deleted. */
  owned_pieces: z.number().int(),
});
export type AdminPicture = z.infer<typeof adminPictureSchema>;

export const adminAlbumSchema = z.object({
  id: z.number().int(),
  subject_id: z.number().int(),
  title: localizedTextSchema,
  position: z.number().int(),
  reward_likes: z.number().int(),
  pictures: z.array(adminPictureSchema),
});
export type AdminAlbum = z.infer<typeof adminAlbumSchema>;

export const albumBodySchema = subjectBodySchema.extend({
  title: worldTitleSchema,
  position,
  reward_likes: z
    .number({ error: 'FIELD_REQUIRED' })
    .int({ error: 'FIELD_INVALID' })
    .min(0, { error: 'FIELD_INVALID' })
    .max(ALBUM_MAX_REWARD, { error: 'FIELD_INVALID' }),
});
export type AlbumBody = z.infer<typeof albumBodySchema>;

/** An album stays in its subject: the pieces students hold of it are counted there. */
export const albumPatchSchema = albumBodySchema.omit({ subject_id: true }).partial();
export type AlbumPatch = z.infer<typeof albumPatchSchema>;

/**
 * The `data` field of a picture upload (multipart: `file` and `data`, this object as JSON). Without a position the
 * picture goes last.
 */
export const pictureBodySchema = z.object({
  title: worldTitleSchema,
  is_legendary: z.boolean({ error: 'FIELD_INVALID' }),
  position: position.optional(),
});
export type PictureBody = z.infer<typeof pictureBodySchema>;

export const picturePatchSchema = pictureBodySchema.partial();
export type PicturePatch = z.infer<typeof picturePatchSchema>;

const descriptionText = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(300, { error: 'FIELD_TOO_LONG' });

export const adminCrystalSchema = z.object({
  id: z.number().int(),
  code: crystalCodeSchema,
  title: localizedTextSchema,
  description: localizedTextSchema,
  image: z.string(),
  price: z.number().int(),
  is_for_sale: z.boolean(),
  position: z.number().int(),
});
export type AdminCrystal = z.infer<typeof adminCrystalSchema>;

/** What a crystal does is its code and stays; its words, picture (an admin media path) and price are the admin's. */
export const crystalPatchSchema = z
  .object({
    title: worldTitleSchema,
    description: z.object({ 'ru-RU': descriptionText, 'en-US': descriptionText, 'uk-UA': descriptionText }),
    image: artPathSchema,
    price: priceSchema,
    is_for_sale: z.boolean({ error: 'FIELD_INVALID' }),
  })
  .partial();
export type CrystalPatch = z.infer<typeof crystalPatchSchema>;

/** The whole price list at once (spec §9): at least one random pack, each size once; every number positive. */
export const puzzlePricesBodySchema = z
  .object({
    random: z
      .array(z.object({ size: positive(PUZZLE_PACK_MAX_SIZE), price: positive(INT_MAX) }), { error: 'FIELD_REQUIRED' })
      .min(1, { error: 'PUZZLE_PACKS_EMPTY' })
      .max(PUZZLE_PACKS_MAX, { error: 'FIELD_INVALID' }),
    chosen: positive(INT_MAX),
  })
  .superRefine((body, context) => {
    const seen = new Set<number>();
    body.random.forEach((pack, index) => {
      if (seen.has(pack.size)) {
        context.addIssue({ code: 'custom', message: 'PUZZLE_PACK_SIZE_TAKEN', path: ['random', index, 'size'] });
      }
      seen.add(pack.size);
    });
  });
export type PuzzlePricesBody = z.infer<typeof puzzlePricesBodySchema>;
