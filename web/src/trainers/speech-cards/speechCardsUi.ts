import {
  LOCALES,
  SPEECH_CARD_FACES,
  SPEECH_CARD_PAIRS,
  SPEECH_SOUNDS,
  speechCardsApi,
  speechCardsChoiceSchema,
} from '@umka/contracts';
import { type SpeechCardsTask, speechCardsRules, speechCardsSettings } from '@umka/games';
import { silentApi } from '../../lib/api.ts';
import { defineTrainerUi } from '../shell/types.ts';
import { SpeechCardsView } from './SpeechCardsView.tsx';

/** The player picks a sound, a field size and the cards' faces; the server deals the pictures of that sound. */
export const speechCardsUi = defineTrainerUi({
  component: speechCardsRules.component,
  rules: speechCardsRules,
  fields: [],
  startSettings: {
    schema: speechCardsChoiceSchema,
    defaults: { sound: 'r', pairs: 4, faces: 'pictures' },
    languageKey: 'locale',
    fields: [
      { kind: 'select', key: 'sound', options: SPEECH_SOUNDS },
      { kind: 'numberSelect', key: 'pairs', options: SPEECH_CARD_PAIRS },
      { kind: 'select', key: 'faces', options: SPEECH_CARD_FACES },
      { kind: 'select', key: 'locale', options: LOCALES },
    ],
  },
  resolveTryOutSettings: async (chosen) =>
    speechCardsSettings.parse(await silentApi.call(speechCardsApi.tryOut, { body: chosen })),
  TaskView: SpeechCardsView,
  decimals: false,
  usesKeypad: () => false,
  flow: true,
  anyOrder: true,
  solution: (task: SpeechCardsTask) => task.card.word,
});
