import { defineEndpoints } from './endpoint.ts';
import { idParamSchema, idResultSchema, paginated } from './envelope.ts';
import { memoChoiceSchema, memoSettingsShape } from './memo.ts';
import { ANY_ROLE, ROLE, STAFF_ROLES } from './roles.ts';
import {
  trainerWordBodySchema,
  trainerWordListQuerySchema,
  trainerWordPatchSchema,
  trainerWordSchema,
  wordDictionaryQuerySchema,
  wordDictionarySchema,
  wordGameSettingsShape,
  wordGameTryOutSchema,
} from './trainer-words.ts';

/** The word lists of the word games (spec §7 /trainers words): read by players, edited by admins. */
export const trainerWordsApi = defineEndpoints('trainer-words', {
  dictionary: {
    method: 'GET',
    path: '/trainers/words',
    access: ANY_ROLE,
    query: wordDictionaryQuerySchema,
    response: wordDictionarySchema,
  },
  /** Staff try a word game out without a session; the answer has a session's settings' shape. */
  tryOut: {
    method: 'POST',
    path: '/trainers/words/try-out',
    access: STAFF_ROLES,
    body: wordGameTryOutSchema,
    response: wordGameSettingsShape,
  },
  /** The same for mnemonics: a word round's words, or none for pictures and numbers. */
  memoTryOut: {
    method: 'POST',
    path: '/trainers/memo/try-out',
    access: STAFF_ROLES,
    body: memoChoiceSchema,
    response: memoSettingsShape,
  },
  list: {
    method: 'GET',
    path: '/admin/trainer-words',
    access: [ROLE.admin],
    query: trainerWordListQuerySchema,
    response: paginated(trainerWordSchema),
  },
  create: {
    method: 'POST',
    path: '/admin/trainer-words',
    access: [ROLE.admin],
    body: trainerWordBodySchema,
    response: trainerWordSchema,
    status: 201,
  },
  update: {
    method: 'PATCH',
    path: '/admin/trainer-words/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    body: trainerWordPatchSchema,
    response: trainerWordSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/admin/trainer-words/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    response: idResultSchema,
  },
});
