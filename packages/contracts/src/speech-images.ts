import { z } from 'zod';
import { localeSchema } from './shared-schemas.ts';
import { SPEECH_ART_KEYS } from './speech-art.ts';

/** The sounds a speech therapist trains with picture cards: Р, Л, Ш, С and their English counterparts. */
export const SPEECH_SOUNDS = ['r', 'l', 'sh', 's'] as const;
export type SpeechSound = (typeof SPEECH_SOUNDS)[number];

/** A card says one word (or two, as in "pine cone"): a child reads it under the picture. */
export const SPEECH_WORD_MAX_LENGTH = 40;

/** Letters, with single spaces, hyphens or apostrophes between them (the Ukrainian м'яч). */
const SPEECH_WORD = /^\p{L}+(?:[ '’-]\p{L}+)*$/u;

/** Admins type a word as they like; a card keeps it trimmed, with single spaces and in small letters. */
const speechWordSchema = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(SPEECH_WORD_MAX_LENGTH, { error: 'FIELD_TOO_LONG' })
  .transform((word) => word.replace(/\s+/g, ' ').toLocaleLowerCase())
  .refine((word) => SPEECH_WORD.test(word), { message: 'SPEECH_WORD_LETTERS' });

export const speechSoundSchema = z.enum(SPEECH_SOUNDS, { error: 'FIELD_INVALID' });

/**
 * A new card as an admin describes it (the `data` part of the multipart request): its picture is either one of the
 * repo's (`art_key`) or the request's `file`, never both.
 */
export const speechImageBodySchema = z.object({
  locale: localeSchema,
  sound: speechSoundSchema,
  word: speechWordSchema,
  art_key: z.enum(SPEECH_ART_KEYS, { error: 'FIELD_INVALID' }).optional(),
});
export type SpeechImageBody = z.infer<typeof speechImageBodySchema>;

/** What an admin may change of a card: its word and the sound it trains. */
export const speechImagePatchSchema = z.object({
  word: speechWordSchema.optional(),
  sound: speechSoundSchema.optional(),
});
export type SpeechImagePatch = z.infer<typeof speechImagePatchSchema>;

export const speechImageSchema = z.object({
  id: z.number().int(),
  locale: localeSchema,
  sound: z.enum(SPEECH_SOUNDS),
  word: z.string(),
  /** `/speech-art/<key>.svg` for a repo picture, `/media/<name>` for an uploaded one. */
  image_url: z.string(),
});
export type SpeechImage = z.infer<typeof speechImageSchema>;

export const speechImageListSchema = z.object({ images: z.array(speechImageSchema) });
export type SpeechImageList = z.infer<typeof speechImageListSchema>;

export const speechImageListQuerySchema = z.object({
  locale: localeSchema,
  sound: speechSoundSchema.optional(),
});
export type SpeechImageListQuery = z.infer<typeof speechImageListQuerySchema>;
