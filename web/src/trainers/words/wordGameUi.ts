import { LOCALES, trainerWordsApi, type WordGameComponent, wordGameChoiceSchema } from '@umka/contracts';
import { WORD_GAME_LEVELS } from '@umka/games';
import { silentApi } from '../../lib/api.ts';
import type { StartSettings } from '../shell/types.ts';

/** The start screen of both word games: the words' language (the interface's to begin with) and a level. */
export const wordGameStart: StartSettings<{ locale: (typeof LOCALES)[number]; level: 1 | 2 | 3 }> = {
  schema: wordGameChoiceSchema,
  defaults: { level: 1 },
  languageKey: 'locale',
  fields: [
    { kind: 'select', key: 'locale', options: LOCALES },
    { kind: 'numberSelect', key: 'level', options: WORD_GAME_LEVELS },
  ],
};

/** A teacher's try-out has no session to deal the words, so it asks for them. */
export const tryOutWords = (
  component: WordGameComponent,
  chosen: { locale: (typeof LOCALES)[number]; level: 1 | 2 | 3 },
) => silentApi.call(trainerWordsApi.tryOut, { body: { ...chosen, component } });
