import { z } from 'zod';
import { puzzlePricesSchema } from './albums.ts';
import {
  adminAlbumSchema,
  adminCrystalSchema,
  adminPictureSchema,
  albumBodySchema,
  albumPatchSchema,
  crystalPatchSchema,
  picturePatchSchema,
  puzzlePricesBodySchema,
} from './albums-admin.ts';
import { defineEndpoints, FORM_DATA } from './endpoint.ts';
import { idParamSchema, idResultSchema } from './envelope.ts';
import { ROLE } from './roles.ts';
import { subjectQuerySchema } from './world-common.ts';

/** The admin fills the albums of subjects 2 and 3 and sets the crystals and the puzzle prices (issue [7]). */
export const albumsAdminApi = defineEndpoints('albums-admin', {
  list: {
    method: 'GET',
    path: '/admin/albums',
    access: [ROLE.admin],
    query: subjectQuerySchema,
    summary: 'The albums of an albums subject, in their order, with their pictures and pieces',
    response: z.array(adminAlbumSchema),
  },
  create: {
    method: 'POST',
    path: '/admin/albums',
    access: [ROLE.admin],
    body: albumBodySchema,
    response: adminAlbumSchema,
    status: 201,
  },
  update: {
    method: 'PATCH',
    path: '/admin/albums/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    body: albumPatchSchema,
    response: adminAlbumSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/admin/albums/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    summary: 'Hides the album from students who have not opened it; what students hold of it stays theirs',
    response: idResultSchema,
  },
  addPicture: {
    method: 'POST',
    path: '/admin/albums/:id/pictures',
    access: [ROLE.admin],
    params: idParamSchema,
    body: FORM_DATA,
    summary: 'Multipart `file` (PNG, WebP or SVG) and `data` (pictureBodySchema as JSON): the server cuts ten puzzles',
    response: adminPictureSchema,
    status: 201,
  },
  updatePicture: {
    method: 'PATCH',
    path: '/admin/pictures/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    body: picturePatchSchema,
    response: adminPictureSchema,
  },
  replaceImage: {
    method: 'PUT',
    path: '/admin/pictures/:id/image',
    access: [ROLE.admin],
    params: idParamSchema,
    body: FORM_DATA,
    summary:
      'Multipart `file`: the picture is cut anew; each puzzle keeps its id and number, so pieces students hold stay valid',
    response: adminPictureSchema,
  },
  removePicture: {
    method: 'DELETE',
    path: '/admin/pictures/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    response: idResultSchema,
  },
  crystals: { method: 'GET', path: '/admin/crystals', access: [ROLE.admin], response: z.array(adminCrystalSchema) },
  updateCrystal: {
    method: 'PATCH',
    path: '/admin/crystals/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    body: crystalPatchSchema,
    response: adminCrystalSchema,
  },
  prices: { method: 'GET', path: '/admin/puzzle-prices', access: [ROLE.admin], response: puzzlePricesSchema },
  replacePrices: {
    method: 'PUT',
    path: '/admin/puzzle-prices',
    access: [ROLE.admin],
    body: puzzlePricesBodySchema,
    response: puzzlePricesSchema,
  },
});
