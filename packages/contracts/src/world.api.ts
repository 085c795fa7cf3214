import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';
import { idParamSchema } from './envelope.ts';
import {
  buyThingBodySchema,
  locationParamsSchema,
  locationQuerySchema,
  locationSceneSchema,
  moveThingBodySchema,
  purchaseSchema,
  shopThingSchema,
  studentLocationSchema,
  studentThingParamsSchema,
  thingPreviewQuerySchema,
  thingPurchaseSchema,
} from './locations.ts';
import { ROLE } from './roles.ts';
import {
  chooseCharacterBodySchema,
  clothesParamsSchema,
  clothesPurchaseSchema,
  shopClothesSchema,
  studentCharacterSchema,
  wearBodySchema,
} from './wardrobe.ts';
import { subjectBodySchema, subjectQuerySchema } from './world-common.ts';

/** The student world: a student's places and what was bought, in one subject. */
export const shopApi = defineEndpoints('shop', {
  locations: {
    method: 'GET',
    path: '/students/:id/locations',
    access: [ROLE.student],
    params: idParamSchema,
    query: subjectQuerySchema,
    response: z.array(studentLocationSchema),
  },
  purchases: {
    method: 'GET',
    path: '/students/:id/purchases',
    access: [ROLE.student],
    params: idParamSchema,
    query: subjectQuerySchema,
    response: z.array(purchaseSchema),
  },
});

/** A student's places and their things (spec §7 Activities and locations). */
export const thingsApi = defineEndpoints('things', {
  scene: {
    method: 'GET',
    path: '/students/:id/locations/:locationId/things',
    access: [ROLE.student],
    params: locationParamsSchema,
    query: locationQuerySchema,
    response: locationSceneSchema,
  },
  shop: {
    method: 'GET',
    path: '/students/:id/locations/:locationId/things/shop',
    access: [ROLE.student],
    params: locationParamsSchema,
    query: locationQuerySchema,
    response: z.array(shopThingSchema),
  },
  preview: {
    method: 'GET',
    path: '/students/:id/locations/:locationId/things/preview',
    access: [ROLE.student],
    params: locationParamsSchema,
    query: thingPreviewQuerySchema,
    response: locationSceneSchema,
  },
  buy: {
    method: 'POST',
    path: '/students/:id/locations/:locationId/things',
    access: [ROLE.student],
    params: locationParamsSchema,
    body: buyThingBodySchema,
    response: thingPurchaseSchema,
  },
  move: {
    method: 'PATCH',
    path: '/students/:id/locations/:locationId/things/:thingId',
    access: [ROLE.student],
    params: studentThingParamsSchema,
    body: moveThingBodySchema,
    response: locationSceneSchema,
  },
});

/** The character and its clothes (spec §2 /student/characters, /shop/character). */
export const wardrobeApi = defineEndpoints('wardrobe', {
  character: {
    method: 'GET',
    path: '/students/:id/character',
    access: [ROLE.student],
    params: idParamSchema,
    query: subjectQuerySchema,
    response: studentCharacterSchema.nullable(),
  },
  chooseCharacter: {
    method: 'POST',
    path: '/students/:id/character',
    access: [ROLE.student],
    params: idParamSchema,
    body: chooseCharacterBodySchema,
    response: studentCharacterSchema,
  },
  clothesShop: {
    method: 'GET',
    path: '/students/:id/shop/clothes',
    access: [ROLE.student],
    params: idParamSchema,
    query: subjectQuerySchema,
    response: z.array(shopClothesSchema),
  },
  buyClothes: {
    method: 'POST',
    path: '/students/:id/shop/clothes/:clothesId',
    access: [ROLE.student],
    params: clothesParamsSchema,
    body: subjectBodySchema,
    response: clothesPurchaseSchema,
  },
  wear: {
    method: 'PATCH',
    path: '/students/:id/clothes/:clothesId',
    access: [ROLE.student],
    params: clothesParamsSchema,
    body: wearBodySchema,
    response: studentCharacterSchema,
  },
});
