import { z } from 'zod';
import { localeSchema } from './shared-schemas.ts';
import { SPEECH_SOUNDS } from './speech-images.ts';

/** How many pairs a speech-card field holds: 6, 8, 12 or 16 cards face down. */
export const SPEECH_CARD_PAIRS = [3, 4, 6, 8] as const;
/** A pair is two of the same picture, or (for children who read) a picture and its word. */
export const SPEECH_CARD_FACES = ['pictures', 'words'] as const;
export type SpeechCardFaces = (typeof SPEECH_CARD_FACES)[number];

/** What a player of the speech cards chooses; the server adds the pictures of that sound. */
export const speechCardsChoiceSchema = z.object({
  locale: localeSchema,
  sound: z.enum(SPEECH_SOUNDS, { error: 'FIELD_INVALID' }),
  pairs: z.union(
    SPEECH_CARD_PAIRS.map((pairs) => z.literal(pairs)),
    { error: 'FIELD_INVALID' },
  ),
  faces: z.enum(SPEECH_CARD_FACES, { error: 'FIELD_INVALID' }),
});
export type SpeechCardsChoice = z.infer<typeof speechCardsChoiceSchema>;

/** One picture dealt to a field: its word is said aloud when it is turned. */
export const speechCardSchema = z.object({
  id: z.number().int(),
  word: z.string().min(1).max(60),
  image_url: z.string().min(1).max(300),
});
export type SpeechCard = z.infer<typeof speechCardSchema>;

/** The most pictures a field is dealt from; the server deals one per pair. */
const MAX_DEALT_CARDS = 24;

/** The speech cards' settings: the choice and the pictures the server dealt for it. */
export const speechCardsSettingsShape = speechCardsChoiceSchema.extend({
  cards: z.array(speechCardSchema).min(1).max(MAX_DEALT_CARDS),
});
export type SpeechCardsSettings = z.infer<typeof speechCardsSettingsShape>;
