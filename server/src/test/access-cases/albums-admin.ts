import { buildAdminAlbum, PICTURE_TITLE, samplePng, sendPicture } from '../../modules/albums/albums-admin.fixture.ts';
import { buildPicture, crystalWithCode } from '../../modules/albums/market.fixture.ts';
import { type AccessRow, adminOnly } from './access-row.ts';
import { WORLD_SUBJECT } from './matrix-world.ts';

const S = WORLD_SUBJECT;
const title = { 'ru-RU': 'Лес', 'en-US': 'Forest', 'uk-UA': 'Ліс' };
/** The price list as it comes: a PUT of it changes nothing the other rows read. */
const PRICES = {
  random: [
    { size: 1, price: 1 },
    { size: 10, price: 8 },
    { size: 20, price: 15 },
  ],
  chosen: 2,
};

/** The albums catalogue, the crystals and the puzzle prices: admins alone edit them. */
export const ALBUMS_ADMIN_ROWS: AccessRow[] = [
  {
    route: 'GET /api/admin/albums',
    target: 'any',
    call: () => ({ method: 'GET', url: `/api/admin/albums?subject_id=${S}` }),
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/admin/albums',
    target: 'any',
    call: () => ({
      method: 'POST',
      url: '/api/admin/albums',
      body: { subject_id: S, title, position: 9, reward_likes: 5 },
    }),
    expected: adminOnly(201),
  },
  {
    route: 'PATCH /api/admin/albums/{id}',
    target: 'any',
    call: async (t) => ({
      method: 'PATCH',
      url: `/api/admin/albums/${await buildAdminAlbum(t.database.db, S)}`,
      body: { reward_likes: 3 },
    }),
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/albums/{id}',
    target: 'any',
    call: async (t) => ({ method: 'DELETE', url: `/api/admin/albums/${await buildAdminAlbum(t.database.db, S)}` }),
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/admin/albums/{id}/pictures',
    target: 'any',
    send: async (t, _w, token) =>
      sendPicture(
        t,
        'POST',
        `/api/admin/albums/${await buildAdminAlbum(t.database.db, S)}/pictures`,
        token,
        await samplePng(),
        { title: PICTURE_TITLE, is_legendary: false },
      ),
    expected: adminOnly(201),
  },
  {
    route: 'PATCH /api/admin/pictures/{id}',
    target: 'any',
    call: async (t) => ({
      method: 'PATCH',
      url: `/api/admin/pictures/${(await buildPicture(t.database.db, S)).pictureId}`,
      body: { is_legendary: true },
    }),
    expected: adminOnly(200),
  },
  {
    route: 'PUT /api/admin/pictures/{id}/image',
    target: 'any',
    send: async (t, _w, token) =>
      sendPicture(
        t,
        'PUT',
        `/api/admin/pictures/${(await buildPicture(t.database.db, S)).pictureId}/image`,
        token,
        await samplePng('#3080f0'),
      ),
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/pictures/{id}',
    target: 'any',
    call: async (t) => ({
      method: 'DELETE',
      url: `/api/admin/pictures/${(await buildPicture(t.database.db, S)).pictureId}`,
    }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/admin/crystals',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/admin/crystals' }),
    expected: adminOnly(200),
  },
  {
    route: 'PATCH /api/admin/crystals/{id}',
    target: 'any',
    call: async (t) => ({
      method: 'PATCH',
      url: `/api/admin/crystals/${await crystalWithCode(t.database.db, 'luck')}`,
      body: { is_for_sale: true },
    }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/admin/puzzle-prices',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/admin/puzzle-prices' }),
    expected: adminOnly(200),
  },
  {
    route: 'PUT /api/admin/puzzle-prices',
    target: 'any',
    call: () => ({ method: 'PUT', url: '/api/admin/puzzle-prices', body: PRICES }),
    expected: adminOnly(200),
  },
];
