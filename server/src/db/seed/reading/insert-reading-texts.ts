import { LOCALES } from '@umka/contracts';
import type { Kysely } from 'kysely';
import { hasReadingTexts } from '../../../modules/reading-texts/reading-texts.repo.ts';
import type { DB } from '../../schema.ts';
import { readingCorpus } from './reading-corpus.ts';

/**
 * Gives each interface language the repo's speed-reading texts once, while the language has none: from then on the
 * texts are the admins', and one they deleted does not come back with the next start.
 */
export async function insertReadingTexts(db: Kysely<DB>, now: string): Promise<void> {
  for (const locale of LOCALES) {
    const texts = readingCorpus[locale];
    if (texts.length === 0 || (await hasReadingTexts(db, locale))) continue;
    await db
      .insertInto('reading_texts')
      .values(
        texts.map((text) => ({
          locale,
          level: text.level,
          slug: text.slug,
          title: text.title,
          text: text.text,
          questions: JSON.stringify(text.questions),
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['locale', 'slug']).doNothing())
      .execute();
  }
}
