import { z } from 'zod';
import { INT_MAX, MARKET_MAX_PRICE, MAX_LOT_ITEMS } from './constants.ts';
import { localizedTextSchema } from './shared-schemas.ts';

/* The market of spec §3 "Market lot" and §7 "Market": students of a subject trade puzzles and crystals for likes. */

const id = z.coerce.number({ error: 'FIELD_REQUIRED' }).int({ error: 'FIELD_INVALID' }).positive().max(INT_MAX);
const bodyId = z.number({ error: 'FIELD_REQUIRED' }).int({ error: 'FIELD_INVALID' }).positive().max(INT_MAX);

export const lotItemTypeSchema = z.enum(['puzzle_student', 'crystal_student'], { error: 'FIELD_INVALID' });
export type LotItemType = z.infer<typeof lotItemTypeSchema>;
export const lotTypeSchema = z.enum(['puzzle', 'crystal', 'mixed']);
export type LotType = z.infer<typeof lotTypeSchema>;
export const lotStatusSchema = z.enum(['open', 'sold', 'cancelled']);

export const lotsQuerySchema = z.object({
  subject_id: id,
  type: lotTypeSchema.optional(),
  /** Only the caller's own open lots. */
  mine: z
    .enum(['0', '1'])
    .optional()
    .transform((value) => value === '1'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type LotsQuery = z.input<typeof lotsQuerySchema>;

export const lotItemSchema = z.object({
  id: z.number().int(),
  item_type: lotItemTypeSchema,
  /** What the item is (spec §3 "studentObject"): a piece with its picture, or a crystal. */
  object: z.object({
    id: z.number().int(),
    title: localizedTextSchema,
    image: z.string(),
    is_legendary: z.boolean(),
    /** A piece's slot number in its picture; null for a crystal. */
    number: z.number().int().nullable(),
  }),
});
export type LotItem = z.infer<typeof lotItemSchema>;

export const lotSchema = z.object({
  id: z.number().int(),
  subject_id: z.number().int(),
  type: lotTypeSchema,
  price: z.number().int(),
  status: lotStatusSchema,
  seller: z.object({ id: z.number().int(), name: z.string() }),
  items: z.array(lotItemSchema),
  is_own: z.boolean(),
  created_at: z.string(),
});
export type Lot = z.infer<typeof lotSchema>;

export const lotsPageSchema = z.object({
  items: z.array(lotSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
});
export type LotsPage = z.infer<typeof lotsPageSchema>;

/** What a lot offers: `id` is the puzzle_students row, or the crystal for a crystal_student. */
export const lotItemInputSchema = z.object({ item_type: lotItemTypeSchema, id: bodyId });

/** POST /market/lots. The item count is checked by the service, so a fifth item gets its own refusal. */
export const createLotBodySchema = z.object({
  subject_id: bodyId,
  price: z
    .number({ error: 'FIELD_REQUIRED' })
    .int({ error: 'FIELD_INVALID' })
    .min(1, { error: 'FIELD_INVALID' })
    .max(MARKET_MAX_PRICE, { error: 'FIELD_INVALID' }),
  items: z.array(lotItemInputSchema).max(MAX_LOT_ITEMS * 4, { error: 'LOT_TOO_MANY_ITEMS' }),
});
export type CreateLotBody = z.infer<typeof createLotBodySchema>;

export const lotParamsSchema = z.object({ id });
export const studentLotParamsSchema = z.object({ id, lotId: id });

export const lotBoughtSchema = z.object({ lot: lotSchema, balance: z.number().int() });

/** GET /crystals/students: the market's rating of collectors, by completed pictures, then sales. */
export const collectorsQuerySchema = z.object({
  subject_id: id,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const collectorEntrySchema = z.object({
  rank: z.number().int(),
  student_id: z.number().int(),
  name: z.string(),
  pictures: z.number().int(),
  sales: z.number().int(),
  is_own: z.boolean(),
});
export type CollectorEntry = z.infer<typeof collectorEntrySchema>;
export const collectorsSchema = z.object({
  items: z.array(collectorEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
});
export type Collectors = z.infer<typeof collectorsSchema>;

/** subjects.{id}.market, event `lot`: a lot was listed, sold or taken back; open market pages refresh. */
export const lotChangedSchema = z.object({ lot_id: z.number().int(), status: lotStatusSchema });
