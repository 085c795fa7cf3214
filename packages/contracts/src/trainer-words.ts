import { z } from 'zod';
import { pageQuerySchema } from './envelope.ts';
import { localeSchema } from './shared-schemas.ts';
import { isListWord } from './word-alphabets.ts';

/** The word games of the catalogue, whose words come from the lists (issue [9]). */
export const WORD_GAME_COMPONENTS = ['wordSearch', 'fillword'] as const;
export type WordGameComponent = (typeof WORD_GAME_COMPONENTS)[number];

/** What a player of a word game chooses: the language of the words and a level; the server adds the words. */
export const wordGameChoiceSchema = z.object({
  locale: localeSchema,
  level: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'FIELD_INVALID' }),
});
export type WordGameChoice = z.infer<typeof wordGameChoiceSchema>;

/** A staff member's try-out asks for the settings of one word game. */
export const wordGameTryOutSchema = wordGameChoiceSchema.extend({ component: z.enum(WORD_GAME_COMPONENTS) });
export type WordGameTryOut = z.infer<typeof wordGameTryOutSchema>;

/** The words a session was dealt, with the choice they were dealt for: the shape of both games' settings. */
export const wordGameSettingsShape = wordGameChoiceSchema.extend({ words: z.array(z.string()).min(1).max(20) });

/** A locale's whole list, for telling a real word that is not in the game from letters that spell nothing. */
export const wordDictionarySchema = z.object({ locale: localeSchema, words: z.array(z.string()) });
export type WordDictionary = z.infer<typeof wordDictionarySchema>;
export const wordDictionaryQuerySchema = z.object({ locale: localeSchema });

/** Admins type words as they like; the list keeps them trimmed, in capitals, and with Ё written as Е. */
const wordField = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .transform((word) => word.toLocaleUpperCase().replaceAll('Ё', 'Е'));

export const trainerWordBodySchema = z
  .object({ locale: localeSchema, word: wordField })
  .refine((body) => isListWord(body.locale, body.word), { path: ['word'], message: 'WORD_LETTERS' });
export type TrainerWordBody = z.infer<typeof trainerWordBodySchema>;

export const trainerWordPatchSchema = z.object({ word: wordField });
export type TrainerWordPatch = z.infer<typeof trainerWordPatchSchema>;

export const trainerWordSchema = z.object({
  id: z.number().int(),
  locale: localeSchema,
  word: z.string(),
  updated_at: z.string(),
});
export type TrainerWord = z.infer<typeof trainerWordSchema>;

export const trainerWordListQuerySchema = pageQuerySchema.extend({
  locale: localeSchema,
  /** Words containing these letters, in any case. */
  search: z.string().trim().max(40, { error: 'FIELD_TOO_LONG' }).optional(),
});
export type TrainerWordListQuery = z.infer<typeof trainerWordListQuerySchema>;
