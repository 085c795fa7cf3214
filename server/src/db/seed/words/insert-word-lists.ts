import { LOCALES } from '@umka/contracts';
import type { Kysely } from 'kysely';
import { hasWords } from '../../../modules/trainer-words/trainer-words.repo.ts';
import type { DB } from '../../schema.ts';
import { wordCorpus } from './word-corpus.ts';

/**
 * Gives each interface language the repo's word list once, while the language has none: from then on the list is the
 * admins', and a word they deleted does not come back with the next start.
 */
export async function insertWordLists(db: Kysely<DB>, now: string): Promise<void> {
  for (const locale of LOCALES) {
    const words = wordCorpus[locale];
    if (words.length === 0 || (await hasWords(db, locale))) continue;
    await db
      .insertInto('trainer_words')
      .values(words.map((word) => ({ locale, word, created_at: now, updated_at: now })))
      .onConflict((oc) => oc.columns(['locale', 'word']).doNothing())
      .execute();
  }
}
