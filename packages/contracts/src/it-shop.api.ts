import { defineEndpoints } from './endpoint.ts';
import { idParamSchema, idResultSchema } from './envelope.ts';
import {
  itPrizeSchema,
  itPrizesSchema,
  itPurchaseBodySchema,
  itPurchaseResultSchema,
  itScoresCountSchema,
  itShopItemBodySchema,
  itShopItemSchema,
  itShopItemsSchema,
  itShopSchema,
} from './it-shop.ts';
import { ANY_ROLE, ROLE, STAFF_ROLES } from './roles.ts';

/** IT points (spec §7 it-scores) and the IT points shop (issue [12]). */
export const itShopApi = defineEndpoints('it-shop', {
  scoresCount: {
    method: 'GET',
    path: '/students/:id/it-scores/count',
    access: ANY_ROLE,
    params: idParamSchema,
    summary: "A student's IT points: the student themself, a teacher of theirs, or an admin",
    response: itScoresCountSchema,
  },
  shop: {
    method: 'GET',
    path: '/it-shop',
    access: [ROLE.student],
    response: itShopSchema,
  },
  buy: {
    method: 'POST',
    path: '/it-shop/purchases',
    access: [ROLE.student],
    body: itPurchaseBodySchema,
    response: itPurchaseResultSchema,
    status: 201,
  },
  items: {
    method: 'GET',
    path: '/admin/it-shop/items',
    access: [ROLE.admin],
    response: itShopItemsSchema,
  },
  createItem: {
    method: 'POST',
    path: '/admin/it-shop/items',
    access: [ROLE.admin],
    body: itShopItemBodySchema,
    response: itShopItemSchema,
    status: 201,
  },
  updateItem: {
    method: 'PUT',
    path: '/admin/it-shop/items/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    body: itShopItemBodySchema,
    response: itShopItemSchema,
  },
  removeItem: {
    method: 'DELETE',
    path: '/admin/it-shop/items/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    response: idResultSchema,
  },
  prizes: {
    method: 'GET',
    path: '/it-shop/prizes',
    access: STAFF_ROLES,
    summary: "Real-world prizes bought by a teacher's students (an admin sees every one), those to hand over first",
    response: itPrizesSchema,
  },
  givePrize: {
    method: 'POST',
    path: '/it-shop/prizes/:id/given',
    access: STAFF_ROLES,
    params: idParamSchema,
    response: itPrizeSchema,
  },
});
