import { buildClothes, buildThing } from '../world-catalogue-factories.ts';
import { type AccessRow, studentOwn } from './access-row.ts';
import { type MatrixWorld, WORLD_SUBJECT } from './matrix-world.ts';

const S = WORLD_SUBJECT;
const things = (w: MatrixWorld) => `/api/students/${w.classStudent.id}/locations/${w.homeId}/things`;

/** A student's character, wardrobe, rooms and purchases are theirs alone: not a classmate's, not staff's. */
export const SHOP_ROWS: AccessRow[] = [
  {
    route: 'GET /api/students/{id}/character',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/students/${w.classStudent.id}/character?subject_id=${S}` }),
    expected: studentOwn(200),
  },
  {
    route: 'POST /api/students/{id}/character',
    target: 'own',
    call: (_t, w) => ({
      method: 'POST',
      url: `/api/students/${w.classStudent.id}/character`,
      body: { subject_id: S, character_id: w.characterId },
    }),
    expected: studentOwn(200),
  },
  {
    route: 'GET /api/students/{id}/shop/clothes',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/students/${w.classStudent.id}/shop/clothes?subject_id=${S}` }),
    expected: studentOwn(200),
  },
  {
    route: 'POST /api/students/{id}/shop/clothes/{clothesId}',
    target: 'own',
    call: async (t, w) => {
      const piece = await buildClothes(t.database.db, { price: 1, characters: [w.characterId] });
      return {
        method: 'POST',
        url: `/api/students/${w.classStudent.id}/shop/clothes/${piece.id}`,
        body: { subject_id: S },
      };
    },
    expected: studentOwn(200),
  },
  {
    route: 'PATCH /api/students/{id}/clothes/{clothesId}',
    target: 'own',
    call: async (t, w) => {
      const piece = await buildClothes(t.database.db, { price: 1, characters: [w.characterId] });
      await t.api('POST', `/api/students/${w.classStudent.id}/shop/clothes/${piece.id}`, {
        token: w.classStudent.token,
        body: { subject_id: S },
      });
      return {
        method: 'PATCH',
        url: `/api/students/${w.classStudent.id}/clothes/${piece.id}`,
        body: { subject_id: S, worn: true },
      };
    },
    expected: studentOwn(200),
  },
  {
    route: 'GET /api/students/{id}/locations',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/students/${w.classStudent.id}/locations?subject_id=${S}` }),
    expected: studentOwn(200),
  },
  {
    route: 'GET /api/students/{id}/locations/{locationId}/things',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `${things(w)}?subject_id=${S}` }),
    expected: studentOwn(200),
  },
  {
    route: 'POST /api/students/{id}/locations/{locationId}/things',
    target: 'own',
    call: async (t, w) => ({
      method: 'POST',
      url: things(w),
      body: { subject_id: S, thing_id: (await buildThing(t.database.db, { location_id: w.homeId, price: 1 })).id },
    }),
    expected: studentOwn(200),
  },
  {
    route: 'GET /api/students/{id}/locations/{locationId}/things/shop',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `${things(w)}/shop?subject_id=${S}` }),
    expected: studentOwn(200),
  },
  {
    route: 'GET /api/students/{id}/locations/{locationId}/things/preview',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `${things(w)}/preview?subject_id=${S}&thing_id=${w.thingId}` }),
    expected: studentOwn(200),
  },
  {
    route: 'PATCH /api/students/{id}/locations/{locationId}/things/{thingId}',
    target: 'own',
    call: (_t, w) => ({ method: 'PATCH', url: `${things(w)}/${w.placedThingId}`, body: { subject_id: S, x: 1 } }),
    expected: studentOwn(200),
  },
  {
    route: 'GET /api/students/{id}/purchases',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/students/${w.classStudent.id}/purchases?subject_id=${S}` }),
    expected: studentOwn(200),
  },
];
