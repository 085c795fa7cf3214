import { z } from 'zod';
import { defineEndpoints, FILE, FORM_DATA } from './endpoint.ts';
import { idParamSchema, idResultSchema } from './envelope.ts';
import {
  libraryCreateBodySchema,
  libraryDraftBodySchema,
  libraryDraftSchema,
  libraryListQuerySchema,
  libraryMaterialSchema,
  libraryPageSchema,
  libraryPictureSchema,
  libraryPublishBodySchema,
  libraryShareBodySchema,
  libraryTagsQuerySchema,
  libraryTrainerSchema,
  libraryUpdateBodySchema,
} from './library.ts';
import { recordingVideoQuerySchema } from './materials.ts';
import { ANY_ROLE, ROLE, STAFF_ROLES } from './roles.ts';

const ADMIN = [ROLE.admin];

/** The school's library of materials and its studio pages (spec §2 /admin/materials; library.ts). */
export const libraryApi = defineEndpoints('library', {
  list: {
    method: 'GET',
    path: '/library/materials',
    access: STAFF_ROLES,
    query: libraryListQuerySchema,
    response: z.array(libraryMaterialSchema),
  },
  tags: {
    method: 'GET',
    path: '/library/tags',
    access: STAFF_ROLES,
    query: libraryTagsQuerySchema,
    response: z.array(z.string()),
  },
  create: {
    method: 'POST',
    path: '/library/materials',
    access: ADMIN,
    body: libraryCreateBodySchema,
    response: libraryMaterialSchema,
    status: 201,
  },
  /** Multipart: a `data` part (the fields as JSON, kind document or picture), then one `file` part. */
  upload: {
    method: 'POST',
    path: '/library/materials/upload',
    access: ADMIN,
    body: FORM_DATA,
    response: libraryMaterialSchema,
    status: 201,
  },
  /** Multipart: a `data` part (the fields as JSON), then one `file` part, an MP4 or WebM video (streamed to disk). */
  uploadVideo: {
    method: 'POST',
    path: '/library/materials/video',
    access: ADMIN,
    body: FORM_DATA,
    response: libraryMaterialSchema,
    status: 201,
  },
  /** Multipart: one `file` part, the new file of a document or a picture. */
  replaceFile: {
    method: 'PUT',
    path: '/library/materials/:id/file',
    access: ADMIN,
    params: idParamSchema,
    body: FORM_DATA,
    response: libraryMaterialSchema,
  },
  /** Multipart: one `file` part, the new file of an uploaded video. */
  replaceVideo: {
    method: 'PUT',
    path: '/library/materials/:id/video',
    access: ADMIN,
    params: idParamSchema,
    body: FORM_DATA,
    response: libraryMaterialSchema,
  },
  /** An uploaded video's bytes behind the signed address LibraryMaterial.video carries (ranges answered). */
  video: {
    method: 'GET',
    path: '/library/materials/:id/video',
    access: 'public',
    params: idParamSchema,
    query: recordingVideoQuerySchema,
    response: FILE,
  },
  update: {
    method: 'PATCH',
    path: '/library/materials/:id',
    access: ADMIN,
    params: idParamSchema,
    body: libraryUpdateBodySchema,
    response: libraryMaterialSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/library/materials/:id',
    access: ADMIN,
    params: idParamSchema,
    response: idResultSchema,
  },
  draft: {
    method: 'GET',
    path: '/library/pages/:id/draft',
    access: ADMIN,
    params: idParamSchema,
    response: libraryDraftSchema,
  },
  saveDraft: {
    method: 'PUT',
    path: '/library/pages/:id/draft',
    access: ADMIN,
    params: idParamSchema,
    body: libraryDraftBodySchema,
    response: libraryDraftSchema,
  },
  publish: {
    method: 'POST',
    path: '/library/pages/:id/publish',
    access: ADMIN,
    params: idParamSchema,
    body: libraryPublishBodySchema,
    response: libraryMaterialSchema,
  },
  page: {
    method: 'GET',
    path: '/library/materials/:id/page',
    access: ANY_ROLE,
    params: idParamSchema,
    response: libraryPageSchema,
  },
  document: {
    method: 'GET',
    path: '/library/materials/:id/document',
    access: ANY_ROLE,
    params: idParamSchema,
    response: FILE,
  },
  /** Multipart: one `file` part, a picture for a page's image block. */
  picture: {
    method: 'POST',
    path: '/library/pictures',
    access: ADMIN,
    body: FORM_DATA,
    response: libraryPictureSchema,
    status: 201,
  },
  share: {
    method: 'PUT',
    path: '/library/materials/:id/groups',
    access: [ROLE.teacher],
    params: idParamSchema,
    body: libraryShareBodySchema,
    response: libraryMaterialSchema,
  },
  ofGroup: {
    method: 'GET',
    path: '/groups/:id/library-materials',
    access: ANY_ROLE,
    params: idParamSchema,
    response: z.array(libraryMaterialSchema),
  },
  trainers: {
    method: 'GET',
    path: '/library/trainers',
    access: ADMIN,
    response: z.array(libraryTrainerSchema),
  },
});
