import { z } from 'zod';
import { INT_MAX } from './constants.ts';
import { localizedTextSchema } from './shared-schemas.ts';

/** What the IT points shop sells (issue [12]): things drawn in the repo, and real-world prizes a teacher hands over. */
export const IT_SHOP_KINDS = ['sticker', 'frame', 'badge', 'prize'] as const;
export type ItShopKind = (typeof IT_SHOP_KINDS)[number];

/** The goods' pictures, drawn in the repo: web/public/it-shop-art/<key>.svg. */
export const IT_SHOP_ART_KEYS = [
  'rocket',
  'robot',
  'bug',
  'terminal',
  'frame-code',
  'frame-pixel',
  'badge-python',
  'badge-debugger',
  'gift',
  'book',
] as const;
export type ItShopArtKey = (typeof IT_SHOP_ART_KEYS)[number];

export const IT_SHOP_MAX_PRICE = 100_000;
export const IT_SHOP_MAX_STOCK = 10_000;

/** A real-world prize waits until a teacher gives it; anything drawn is the student's at once. */
export const IT_PURCHASE_STATUSES = ['owned', 'awaiting', 'given'] as const;
export type ItPurchaseStatus = (typeof IT_PURCHASE_STATUSES)[number];

/** The `type` of the `events` channel's message that tells a student their IT points changed ({delta, balance}). */
export const IT_POINTS_EVENT = 'it-scores';
/** The `type` of the `events` channel's message that tells a student a teacher handed their prize over. */
export const IT_PRIZE_GIVEN_EVENT = 'it-prize-given';

export const itScoresCountSchema = z.object({ count: z.number().int() });
export type ItScoresCount = z.infer<typeof itScoresCountSchema>;

export const itShopItemSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  description: localizedTextSchema,
  kind: z.enum(IT_SHOP_KINDS),
  art_key: z.enum(IT_SHOP_ART_KEYS),
  price: z.number().int(),
  /** Pieces left; null when the shop never runs out. */
  stock: z.number().int().nullable(),
  is_active: z.boolean(),
});
export type ItShopItem = z.infer<typeof itShopItemSchema>;

export const itPurchaseSchema = z.object({
  id: z.number().int(),
  item: itShopItemSchema.pick({ id: true, title: true, kind: true, art_key: true }),
  price: z.number().int(),
  status: z.enum(IT_PURCHASE_STATUSES),
  created_at: z.string(),
  given_at: z.string().nullable(),
});
export type ItPurchase = z.infer<typeof itPurchaseSchema>;

/** The student's shop: what their points buy, and what they have bought. */
export const itShopSchema = z.object({
  balance: z.number().int(),
  earned: z.number().int(),
  items: z.array(itShopItemSchema),
  purchases: z.array(itPurchaseSchema),
});
export type ItShop = z.infer<typeof itShopSchema>;

export const itPurchaseBodySchema = z.object({
  item_id: z.number({ error: 'FIELD_REQUIRED' }).int().positive().max(INT_MAX),
});
export type ItPurchaseBody = z.infer<typeof itPurchaseBodySchema>;

export const itPurchaseResultSchema = z.object({ purchase: itPurchaseSchema, balance: z.number().int() });
export type ItPurchaseResult = z.infer<typeof itPurchaseResultSchema>;

const requiredTitle = z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(80);
const description = z.string().trim().max(300, { error: 'FIELD_INVALID' }).default('');

/** What an admin writes of a good: a title in every language, its picture, its price in IT points, its stock. */
export const itShopItemBodySchema = z.object({
  title: z.object({ 'ru-RU': requiredTitle, 'en-US': requiredTitle, 'uk-UA': requiredTitle }),
  description: z.object({ 'ru-RU': description, 'en-US': description, 'uk-UA': description }),
  kind: z.enum(IT_SHOP_KINDS, { error: 'FIELD_INVALID' }),
  art_key: z.enum(IT_SHOP_ART_KEYS, { error: 'FIELD_INVALID' }),
  price: z
    .number({ error: 'FIELD_REQUIRED' })
    .int({ error: 'FIELD_INVALID' })
    .min(1, { error: 'FIELD_INVALID' })
    .max(IT_SHOP_MAX_PRICE, { error: 'FIELD_INVALID' }),
  stock: z
    .number()
    .int({ error: 'FIELD_INVALID' })
    .min(0, { error: 'FIELD_INVALID' })
    .max(IT_SHOP_MAX_STOCK, { error: 'FIELD_INVALID' })
    .nullable(),
  is_active: z.boolean().default(true),
});
export type ItShopItemBody = z.infer<typeof itShopItemBodySchema>;

export const itShopItemsSchema = z.object({ items: z.array(itShopItemSchema) });
export type ItShopItems = z.infer<typeof itShopItemsSchema>;

/** A real-world prize as the teacher who hands it over sees it. */
export const itPrizeSchema = itPurchaseSchema.extend({ student: z.object({ id: z.number().int(), name: z.string() }) });
export type ItPrize = z.infer<typeof itPrizeSchema>;

export const itPrizesSchema = z.object({ prizes: z.array(itPrizeSchema) });
export type ItPrizes = z.infer<typeof itPrizesSchema>;
