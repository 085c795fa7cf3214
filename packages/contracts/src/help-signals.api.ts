import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';
import { idParamSchema } from './envelope.ts';
import { helpSignalHandledSchema, helpSignalHandleSchema, helpSignalSchema } from './help-signals.ts';
import { STAFF_ROLES } from './roles.ts';

/** "Needs help" signals of a class (issue [15]): read and handled by its teacher and by admins, like the class itself. */
export const helpSignalsApi = defineEndpoints('help-signals', {
  ofGroup: {
    method: 'GET',
    path: '/groups/:id/help-signals',
    access: STAFF_ROLES,
    params: idParamSchema,
    response: z.array(helpSignalSchema),
  },
  handle: {
    method: 'POST',
    path: '/groups/:id/help-signals/handled',
    access: STAFF_ROLES,
    params: idParamSchema,
    body: helpSignalHandleSchema,
    response: helpSignalHandledSchema,
    status: 201,
  },
});
