import { loginResultSchema } from './auth.ts';
import { defineEndpoints, FILE } from './endpoint.ts';
import { idParamSchema } from './envelope.ts';
import {
  classCodeParamsSchema,
  groupStudentPicturesParamsSchema,
  pictureLoginBodySchema,
  pictureLoginClassSchema,
  pictureLoginSettingsSchema,
  pictureLoginToggleSchema,
  pictureResetResultSchema,
} from './picture-login.ts';
import { STAFF_ROLES } from './roles.ts';

/**
 * Picture passwords (issue [15], docs/PICTURE-LOGIN.md): the two public calls of the child's login, and the class
 * teacher's setting, code, sequences and printed cards. The login's token comes in the TOKEN_HEADER header.
 */
export const pictureLoginApi = defineEndpoints('picture-login', {
  classByCode: {
    method: 'GET',
    path: '/picture-login/classes/:code',
    access: 'public',
    params: classCodeParamsSchema,
    response: pictureLoginClassSchema,
  },
  login: {
    method: 'POST',
    path: '/picture-login',
    access: 'public',
    body: pictureLoginBodySchema,
    response: loginResultSchema,
  },
  settings: {
    method: 'GET',
    path: '/groups/:id/picture-login',
    access: STAFF_ROLES,
    params: idParamSchema,
    response: pictureLoginSettingsSchema,
  },
  toggle: {
    method: 'PUT',
    path: '/groups/:id/picture-login',
    access: STAFF_ROLES,
    params: idParamSchema,
    body: pictureLoginToggleSchema,
    response: pictureLoginSettingsSchema,
  },
  newCode: {
    method: 'POST',
    path: '/groups/:id/picture-login/code',
    access: STAFF_ROLES,
    params: idParamSchema,
    response: pictureLoginSettingsSchema,
  },
  resetPictures: {
    method: 'POST',
    path: '/groups/:id/picture-login/students/:studentId',
    access: STAFF_ROLES,
    params: groupStudentPicturesParamsSchema,
    response: pictureResetResultSchema,
  },
  cards: {
    method: 'GET',
    path: '/groups/:id/picture-login/cards',
    access: STAFF_ROLES,
    params: idParamSchema,
    response: FILE,
    produces: 'application/pdf',
  },
});
