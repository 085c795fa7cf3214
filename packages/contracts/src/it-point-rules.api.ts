import { defineEndpoints } from './endpoint.ts';
import { itPointRulesBodySchema, itPointRulesSchema } from './it-point-rules.ts';
import { ROLE } from './roles.ts';

/** How many IT points each source pays (issue [12]: data-driven rules), edited by admins. */
export const itPointRulesApi = defineEndpoints('it-point-rules', {
  rules: {
    method: 'GET',
    path: '/it-point-rules',
    access: [ROLE.admin],
    response: itPointRulesSchema,
  },
  updateRules: {
    method: 'PUT',
    path: '/it-point-rules',
    access: [ROLE.admin],
    body: itPointRulesBodySchema,
    response: itPointRulesSchema,
  },
});
