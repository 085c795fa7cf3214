import { randomInt } from 'node:crypto';
import { type SpeechCardsChoice, speechCardsChoiceSchema } from '@umka/contracts';
import { createRng, dealSpeechField, NotEnoughCardsError, type SpeechCardsSettings } from '@umka/games';
import { invalidField, invalidFields } from '../../lib/app-error.ts';
import type { SpeechImagesService } from '../speech-images/speech-images.service.ts';

export interface SpeechCardsService {
  /** A session's settings: the player's choice and the pictures dealt for it (a trainers session settings source). */
  sessionSettings(requested: unknown): Promise<SpeechCardsSettings>;
  tryOutSettings(choice: SpeechCardsChoice): Promise<SpeechCardsSettings>;
}

/** What a field is dealt when nothing was chosen (a homework set before any choice): the smallest field of Р. */
const DEFAULT_CHOICE: SpeechCardsChoice = { locale: 'ru-RU', sound: 'r', pairs: 3, faces: 'pictures' };

/** Deals each field its pictures from the cards of the chosen language and sound, drawn anew for every session. */
export function createSpeechCardsService(deps: {
  images: Pick<SpeechImagesService, 'listForGame'>;
}): SpeechCardsService {
  async function settingsFor(choice: SpeechCardsChoice, field: string): Promise<SpeechCardsSettings> {
    const pictures = await deps.images.listForGame(choice.locale, choice.sound);
    try {
      const { cards } = dealSpeechField(createRng(randomInt(0, 2 ** 31 - 1)), pictures, choice.pairs, choice.faces);
      return { ...choice, cards };
    } catch (error) {
      // An admin may have deleted pictures since the field sizes were offered (spec §5, §8 "not enough cards").
      if (error instanceof NotEnoughCardsError) throw invalidField(field, 'NOT_ENOUGH_CARDS');
      throw error;
    }
  }

  return {
    async sessionSettings(requested) {
      if (requested === undefined) return settingsFor(DEFAULT_CHOICE, 'settings.pairs');
      const parsed = speechCardsChoiceSchema.safeParse(requested);
      if (!parsed.success) throw invalidFields('settings', parsed.error.issues);
      return settingsFor(parsed.data, 'settings.pairs');
    },

    tryOutSettings: (choice) => settingsFor(choice, 'pairs'),
  };
}
