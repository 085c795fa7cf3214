import { defineEndpoints } from './endpoint.ts';
import {
  collectorsQuerySchema,
  collectorsSchema,
  createLotBodySchema,
  lotBoughtSchema,
  lotParamsSchema,
  lotSchema,
  lotsPageSchema,
  lotsQuerySchema,
  studentLotParamsSchema,
} from './market.ts';
import { ROLE } from './roles.ts';
import { subjectBodySchema } from './world-common.ts';

/** The market of subjects 2 and 3 (spec §7 "Market"): lots of puzzles and crystals sold for likes. */
export const marketApi = defineEndpoints('market', {
  lots: {
    method: 'GET',
    path: '/market/lots',
    access: [ROLE.student],
    query: lotsQuerySchema,
    response: lotsPageSchema,
  },
  createLot: {
    method: 'POST',
    path: '/market/lots',
    access: [ROLE.student],
    body: createLotBodySchema,
    response: lotSchema,
    status: 201,
  },
  buyLot: {
    method: 'PATCH',
    path: '/market/lots/:id',
    access: [ROLE.student],
    params: lotParamsSchema,
    body: subjectBodySchema,
    response: lotBoughtSchema,
  },
  cancelLot: {
    method: 'DELETE',
    path: '/market/students/:id/lots/:lotId',
    access: [ROLE.student],
    params: studentLotParamsSchema,
    response: lotSchema,
  },
  collectors: {
    method: 'GET',
    path: '/crystals/students',
    access: [ROLE.student],
    query: collectorsQuerySchema,
    response: collectorsSchema,
  },
});
