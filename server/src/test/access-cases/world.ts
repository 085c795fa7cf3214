import { buildClothes, buildThing } from '../world-catalogue-factories.ts';
import { type AccessRow, adminOnly, signedIn, studentOwn } from './access-row.ts';

const title = { 'ru-RU': 'Шапка', 'en-US': 'Hat', 'uk-UA': 'Шапка' };
const sofa = {
  title: { 'ru-RU': 'Диван', 'en-US': 'Sofa', 'uk-UA': 'Диван' },
  image: '/media/5f2c-sofa.png',
  price: 40,
  width: 30,
};

/** The world's catalogue (admins edit it, everyone signed in reads it) and a student's profession. */
export const WORLD_ROWS: AccessRow[] = [
  {
    route: 'GET /api/characters',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/characters' }),
    expected: { ...signedIn(200), classmate: 200 },
  },
  {
    route: 'GET /api/admin/clothes',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/admin/clothes' }),
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/admin/clothes',
    target: 'any',
    call: (_t, w) => ({
      method: 'POST',
      url: '/api/admin/clothes',
      body: {
        title,
        price: 30,
        slot: 'head',
        categories: ['winter'],
        characters: [w.characterId],
        preview: null,
        picture: '/media/0b7e-hat.webp',
        is_standard: false,
      },
    }),
    expected: adminOnly(201),
  },
  {
    route: 'GET /api/admin/clothes/{id}',
    target: 'any',
    call: (_t, w) => ({ method: 'GET', url: `/api/admin/clothes/${w.clothesId}` }),
    expected: adminOnly(200),
  },
  {
    route: 'PATCH /api/admin/clothes/{id}',
    target: 'any',
    call: (_t, w) => ({ method: 'PATCH', url: `/api/admin/clothes/${w.clothesId}`, body: { price: 1 } }),
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/clothes/{id}',
    target: 'any',
    call: async (t) => ({ method: 'DELETE', url: `/api/admin/clothes/${(await buildClothes(t.database.db)).id}` }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/admin/locations',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/admin/locations' }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/admin/locations/{id}',
    target: 'any',
    call: (_t, w) => ({ method: 'GET', url: `/api/admin/locations/${w.homeId}` }),
    expected: adminOnly(200),
  },
  {
    route: 'PATCH /api/admin/locations/{id}',
    target: 'any',
    call: (_t, w) => ({
      method: 'PATCH',
      url: `/api/admin/locations/${w.homeId}`,
      body: { background: '/art/locations/class-2.svg' },
    }),
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/locations/{id}/things',
    target: 'any',
    call: (_t, w) => ({ method: 'POST', url: `/api/locations/${w.homeId}/things`, body: sofa }),
    expected: adminOnly(201),
  },
  {
    route: 'PATCH /api/admin/location-things/{id}',
    target: 'any',
    call: (_t, w) => ({ method: 'PATCH', url: `/api/admin/location-things/${w.thingId}`, body: { width: 20 } }),
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/location-things/{id}',
    target: 'any',
    call: async (t, w) => ({
      method: 'DELETE',
      url: `/api/admin/location-things/${(await buildThing(t.database.db, { location_id: w.homeId })).id}`,
    }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/field-activities',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/field-activities' }),
    expected: { ...signedIn(200), classmate: 200 },
  },
  {
    route: 'GET /api/field-activities/{id}',
    target: 'any',
    call: (_t, w) => ({ method: 'GET', url: `/api/field-activities/${w.fieldActivityId}` }),
    expected: { ...signedIn(200), classmate: 200 },
  },
  {
    route: 'GET /api/students/{id}/field-activity',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/students/${w.classStudent.id}/field-activity` }),
    expected: studentOwn(200),
  },
  {
    route: 'POST /api/students/{id}/field-activity',
    target: 'own',
    call: (_t, w) => ({
      method: 'POST',
      url: `/api/students/${w.classStudent.id}/field-activity`,
      body: { field_activity_id: w.fieldActivityId },
    }),
    expected: studentOwn(200),
  },
];
