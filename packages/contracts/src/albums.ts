import { z } from 'zod';
import { EXCHANGE_SIZE, INT_MAX, PUZZLE_SLOTS } from './constants.ts';
import { localizedTextSchema } from './shared-schemas.ts';

/*
 * Albums, puzzles and crystals of subjects 2 and 3 (spec §1, §3, §4, §5, §7 "Albums and puzzles", §9). What each
 * crystal does and how charge grows is in docs/ALBUMS.md.
 */

const id = z.coerce.number({ error: 'FIELD_REQUIRED' }).int({ error: 'FIELD_INVALID' }).positive().max(INT_MAX);
const bodyId = z.number({ error: 'FIELD_REQUIRED' }).int({ error: 'FIELD_INVALID' }).positive().max(INT_MAX);

export const albumParamsSchema = z.object({ id, albumId: id });
export const pictureParamsSchema = z.object({ id, pictureId: id });
export const crystalParamsSchema = z.object({ id, crystalId: id });

/** Where an album stands for a student: not opened yet, being collected, or every picture completed. */
export const albumStatusSchema = z.enum(['new', 'open', 'complete']);

export const albumSummarySchema = z.object({
  id: z.number().int(),
  subject_id: z.number().int(),
  title: localizedTextSchema,
  /** The first picture: what the list shows. */
  cover: z.string(),
  pictures_total: z.number().int(),
  pictures_complete: z.number().int(),
  reward_likes: z.number().int(),
  status: albumStatusSchema,
});
export type AlbumSummary = z.infer<typeof albumSummarySchema>;

/** GET /students/{id}/albums: every album of the subject and whether a new one may be opened now. */
export const studentAlbumsSchema = z.object({
  albums: z.array(albumSummarySchema),
  /** True when no album is open and one is left to open (POST /students/{id}/albums). */
  can_open: z.boolean(),
});
export type StudentAlbums = z.infer<typeof studentAlbumsSchema>;

/** A piece a student owns (spec §3 "puzzles"): `id` is the puzzle, `puzzle_student_id` the student's copy. */
export const ownedPuzzleSchema = z.object({
  puzzle_student_id: z.number().int(),
  id: z.number().int(),
  picture_id: z.number().int(),
  album_id: z.number().int(),
  /** 1 to 10: the slot it belongs in. */
  number: z.number().int(),
  image: z.string(),
  is_legendary: z.boolean(),
});
export type OwnedPuzzle = z.infer<typeof ownedPuzzleSchema>;

/** A picture of the student's album with its ten slots (null: empty). */
export const studentPictureSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  image: z.string(),
  is_legendary: z.boolean(),
  complete: z.boolean(),
  slots: z.array(ownedPuzzleSchema.nullable()).length(PUZZLE_SLOTS),
});
export type StudentPicture = z.infer<typeof studentPictureSchema>;

/** A picture of the catalogue, with its pieces: what a chosen puzzle is picked from. */
export const cataloguePictureSchema = z.object({
  id: z.number().int(),
  album_id: z.number().int(),
  title: localizedTextSchema,
  image: z.string(),
  is_legendary: z.boolean(),
  puzzles: z.array(z.object({ id: z.number().int(), number: z.number().int(), image: z.string() })),
});
export type CataloguePicture = z.infer<typeof cataloguePictureSchema>;

export const openAlbumBodySchema = z.object({ subject_id: bodyId });

/**
 * POST /students/{id}/puzzles: a random pack of `count` pieces of the open album (`is_random`), or the pieces named
 * in `puzzle_ids`. `price` is what the student saw; the server's price list wins.
 */
export const buyPuzzlesBodySchema = z
  .object({
    subject_id: bodyId,
    is_random: z.boolean({ error: 'FIELD_REQUIRED' }),
    count: z.number().int({ error: 'FIELD_INVALID' }).positive({ error: 'FIELD_INVALID' }).max(100).optional(),
    puzzle_ids: z.array(bodyId).max(PUZZLE_SLOTS, { error: 'FIELD_INVALID' }).optional(),
    price: z.number().int({ error: 'FIELD_INVALID' }).min(0, { error: 'FIELD_INVALID' }).max(INT_MAX).optional(),
  })
  .refine((body) => (body.is_random ? body.count !== undefined : (body.puzzle_ids?.length ?? 0) > 0), {
    error: 'NOTHING_SELECTED',
    path: ['puzzle_ids'],
  });
export type BuyPuzzlesBody = z.infer<typeof buyPuzzlesBodySchema>;

export const puzzlesBoughtSchema = z.object({
  puzzles: z.array(ownedPuzzleSchema),
  price_paid: z.number().int(),
  balance: z.number().int(),
});
export type PuzzlesBought = z.infer<typeof puzzlesBoughtSchema>;

/** PATCH /students/{id}/pictures/{pictureId}: the ten slots as the student left them (a puzzle_student_id or null). */
export const savePictureBodySchema = z.object({
  subject_id: bodyId,
  slots: z.array(bodyId.nullable()).length(PUZZLE_SLOTS, { error: 'FIELD_INVALID' }),
});
export type SavePictureBody = z.infer<typeof savePictureBodySchema>;

export const pictureSavedSchema = z.object({
  picture: studentPictureSchema,
  /** The pieces left in the pool of the album after the save. */
  pool: z.array(ownedPuzzleSchema),
  /** This save completed the picture ("image assembled"). */
  picture_completed: z.boolean(),
  /** This save completed the album. */
  album_completed: z.boolean(),
  /** Likes of the first album won, granted by this save; null otherwise. */
  first_album_reward: z.number().int().nullable(),
  balance: z.number().int(),
});
export type PictureSaved = z.infer<typeof pictureSavedSchema>;

/** PATCH /students/{id}/puzzles: makes 1 to 5 ordinary pieces legendary with the charge of crystal 1 (spec §5). */
export const legendaryBodySchema = z.object({
  subject_id: bodyId,
  puzzle_student_ids: z.array(bodyId).max(INT_MAX),
  is_legendary: z.literal(true, { error: 'FIELD_INVALID' }),
});
export type LegendaryBody = z.infer<typeof legendaryBodySchema>;

/** POST /students/{id}/puzzles/exchange: EXCHANGE_SIZE ordinary pieces given up for one random piece. */
export const exchangeBodySchema = z.object({
  subject_id: bodyId,
  puzzle_student_ids: z.array(bodyId).max(EXCHANGE_SIZE * 4),
});
export type ExchangeBody = z.infer<typeof exchangeBodySchema>;

export const crystalCodeSchema = z.enum(['legendary', 'luck', 'trade', 'bargain']);
export type CrystalCode = z.infer<typeof crystalCodeSchema>;

/** Spec §3 Crystal, with the student's count and charge in the subject. */
export const studentCrystalSchema = z.object({
  id: z.number().int(),
  code: crystalCodeSchema,
  title: localizedTextSchema,
  description: localizedTextSchema,
  image: z.string(),
  price: z.number().int(),
  is_for_sale: z.boolean(),
  count: z.number().int(),
  charge: z.number().int(),
  /** Until when the used crystal's effect holds; null when it is not active. */
  active_until: z.string().nullable(),
});
export type StudentCrystal = z.infer<typeof studentCrystalSchema>;

export const studentCrystalsSchema = z.object({
  crystals: z.array(studentCrystalSchema),
  /** Crystals 2 (luck) and 4 (bargain) both active: every random pack gives one piece more. */
  combo: z.boolean(),
});
export type StudentCrystals = z.infer<typeof studentCrystalsSchema>;

export const crystalBoughtSchema = z.object({ crystal: studentCrystalSchema, balance: z.number().int() });
export const legendaryMadeSchema = z.object({
  puzzles: z.array(ownedPuzzleSchema),
  crystal: studentCrystalSchema,
});
export const exchangedSchema = z.object({ puzzle: ownedPuzzleSchema });

/** The price list of spec §9 as the shop shows it. */
export const puzzlePricesSchema = z.object({
  random: z.array(z.object({ size: z.number().int(), price: z.number().int() })),
  chosen: z.number().int(),
});
export type PuzzlePrices = z.infer<typeof puzzlePricesSchema>;
