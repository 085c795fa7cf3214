import { defineEndpoints } from './endpoint.ts';
import { idParamSchema } from './envelope.ts';
import { likesHistoryQuerySchema, likesHistorySchema } from './likes-history.ts';
import { CHILD_READERS } from './roles.ts';

/** A student's likes in one subject: balance, totals and the ledger, a step at a time. */
export const likesHistoryApi = defineEndpoints('likes', {
  ofStudent: {
    method: 'GET',
    path: '/students/:id/likes',
    access: CHILD_READERS,
    params: idParamSchema,
    query: likesHistoryQuerySchema,
    response: likesHistorySchema,
  },
});
