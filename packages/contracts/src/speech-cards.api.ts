import { defineEndpoints } from './endpoint.ts';
import { STAFF_ROLES } from './roles.ts';
import { speechCardsChoiceSchema, speechCardsSettingsShape } from './speech-cards.ts';

/** The speech-card game's pictures come with its session; staff trying it out ask for them here. */
export const speechCardsApi = defineEndpoints('speech-cards', {
  tryOut: {
    method: 'POST',
    path: '/trainers/speech-cards/try-out',
    access: STAFF_ROLES,
    body: speechCardsChoiceSchema,
    response: speechCardsSettingsShape,
  },
});
