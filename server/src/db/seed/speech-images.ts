import { LOCALES } from '@umka/contracts';
import type { Kysely } from 'kysely';
import { hasSpeechImages } from '../../modules/speech-images/speech-images.repo.ts';
import type { DB } from '../schema.ts';
import { speechArtCards } from './speech-art.ts';

/**
 * Gives each interface language the cards of the repo's pictures once, while the language has none: from then on the
 * cards are the admins', and one they deleted does not come back with the next start.
 */
export async function insertSpeechImages(db: Kysely<DB>, now: string): Promise<void> {
  for (const locale of LOCALES) {
    const cards = speechArtCards(locale);
    if (cards.length === 0 || (await hasSpeechImages(db, locale))) continue;
    // Numbered per sound, so each sound's cards keep the order of the catalogue.
    const positions = new Map<string, number>();
    await db
      .insertInto('speech_images')
      .values(
        cards.map((card) => {
          const position = positions.get(card.sound) ?? 0;
          positions.set(card.sound, position + 1);
          return { locale, ...card, image_name: null, position, created_at: now, updated_at: now };
        }),
      )
      .onConflict((oc) => oc.columns(['locale', 'sound', 'word']).doNothing())
      .execute();
  }
}
