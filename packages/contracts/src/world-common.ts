import { z } from 'zod';
import { INT_MAX } from './constants.ts';

/**
 * Art is drawn on one canvas so every layer lines up: a character body and every clothes
 * picture are 200×300 images of the same figure; furniture is drawn standing in its own box.
 */
export const CHARACTER_CANVAS = { width: 200, height: 300 } as const;

/**
 * Where a picture lives: art made in the repo under /art/…, or an admin upload under /media/…
 * (POST /api/admin/media answers such a path).
 */
/**
 * Art made in the repo (`/art/…`, SVG or raster) or an upload (`/media/…`), which the server always stores as a
 * raster: an uploaded SVG is drawn into a WebP, so no `/media` path names an SVG.
 */
export const ART_PATH = /^\/(?:art\/[a-z0-9][a-z0-9/_-]*\.(?:svg|png|webp)|media\/[a-z0-9][a-z0-9/_-]*\.(?:png|webp))$/;

export const artPathSchema = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(200, { error: 'FIELD_TOO_LONG' })
  .regex(ART_PATH, { error: 'FIELD_INVALID' });

/** An admin title: every interface language is required (the shop shows it in each). */
export const worldTitleSchema = z.object({
  'ru-RU': z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(80, { error: 'FIELD_TOO_LONG' }),
  'en-US': z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(80, { error: 'FIELD_TOO_LONG' }),
  'uk-UA': z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(80, { error: 'FIELD_TOO_LONG' }),
});

export const WORLD_MAX_PRICE = 10_000;

export const priceSchema = z
  .number({ error: 'FIELD_REQUIRED' })
  .int({ error: 'FIELD_INVALID' })
  .min(0, { error: 'FIELD_INVALID' })
  .max(WORLD_MAX_PRICE, { error: 'FIELD_INVALID' });

/** Every student-world call names the subject it acts in: each subject has its own world (spec §4). */
export const subjectQuerySchema = z.object({
  subject_id: z.coerce
    .number({ error: 'FIELD_REQUIRED' })
    .int({ error: 'FIELD_INVALID' })
    .positive({ error: 'FIELD_INVALID' })
    .max(INT_MAX, { error: 'FIELD_INVALID' }),
});
export const subjectBodySchema = z.object({
  subject_id: z
    .number({ error: 'FIELD_REQUIRED' })
    .int({ error: 'FIELD_INVALID' })
    .positive({ error: 'FIELD_INVALID' })
    .max(INT_MAX, { error: 'FIELD_INVALID' }),
});

/** What a purchase answers: the new balance of the subject, for the header. */
export const balanceAfterSchema = z.object({ balance: z.number().int() });

/** Admin picture upload (multipart field `file`): PNG, WebP or SVG, checked by content. */
export const MEDIA_MAX_BYTES = 1024 * 1024;
export const mediaUploadSchema = z.object({ url: z.string() });
export type MediaUpload = z.infer<typeof mediaUploadSchema>;
