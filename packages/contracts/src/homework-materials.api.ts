import { defineEndpoints, FILE } from './endpoint.ts';
import { homeworkItemParamsSchema, homeworkItemProgressSchema } from './homework.ts';
import { libraryPageSchema } from './library.ts';
import { ANY_ROLE, ROLE } from './roles.ts';

/**
 * A homework's library material items. Apart from homeworkApi, whose endpoints form one object: every page that
 * shows homework (the student home's "what next" card among them) would otherwise load the library's schemas.
 */
export const homeworkMaterialsApi = defineEndpoints('homework-materials', {
  /** A student opened a library material item: it counts as done (again: the first opening stands). */
  openMaterial: {
    method: 'POST',
    path: '/homework/:id/materials/:itemId/open',
    access: [ROLE.student],
    params: homeworkItemParamsSchema,
    response: homeworkItemProgressSchema,
  },
  /** A page material item, read by the homework's readers without the class share a library page otherwise needs. */
  materialPage: {
    method: 'GET',
    path: '/homework/:id/materials/:itemId/page',
    access: ANY_ROLE,
    params: homeworkItemParamsSchema,
    response: libraryPageSchema,
  },
  materialDocument: {
    method: 'GET',
    path: '/homework/:id/materials/:itemId/document',
    access: ANY_ROLE,
    params: homeworkItemParamsSchema,
    response: FILE,
  },
});
