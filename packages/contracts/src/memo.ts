import { z } from 'zod';
import { localeSchema } from './shared-schemas.ts';

export const MEMO_KINDS = ['pictures', 'words', 'numbers'] as const;
export type MemoKind = (typeof MEMO_KINDS)[number];
export const MEMO_MIN_LENGTH = 3;
export const MEMO_MAX_LENGTH = 12;
export const MEMO_MIN_SHOW_MS = 1000;
export const MEMO_MAX_SHOW_MS = 5000;

/** What a mnemonics player chooses; for words the server adds a pool from the language's list. */
export const memoChoiceSchema = z.object({
  kind: z.enum(MEMO_KINDS, { error: 'FIELD_INVALID' }),
  length: z
    .number({ error: 'FIELD_REQUIRED' })
    .int({ error: 'FIELD_INVALID' })
    .min(MEMO_MIN_LENGTH, { error: 'FIELD_INVALID' })
    .max(MEMO_MAX_LENGTH, { error: 'FIELD_INVALID' }),
  showMs: z
    .number({ error: 'FIELD_REQUIRED' })
    .int({ error: 'FIELD_INVALID' })
    .min(MEMO_MIN_SHOW_MS, { error: 'FIELD_INVALID' })
    .max(MEMO_MAX_SHOW_MS, { error: 'FIELD_INVALID' }),
  locale: localeSchema,
});
export type MemoChoice = z.infer<typeof memoChoiceSchema>;

/** The mnemonics trainer's settings: the choice, and the words the server dealt for a word round (else none). */
export const memoSettingsShape = memoChoiceSchema.extend({
  words: z.array(z.string().min(1).max(20)).max(MEMO_MAX_LENGTH * 2),
});
