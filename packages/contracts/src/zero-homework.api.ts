import { defineEndpoints } from './endpoint.ts';
import { idParamSchema } from './envelope.ts';
import { ROLE } from './roles.ts';
import {
  zeroCompleteBodySchema,
  zeroLessonListQuerySchema,
  zeroLessonListSchema,
  zeroLessonResultSchema,
  zeroLessonSchema,
} from './zero-homework.ts';

/** Zero-homework lessons (issue [13]): a waiting student's introductory lessons, their quiz and its likes. */
export const zeroHomeworkApi = defineEndpoints('zero-homework', {
  list: {
    method: 'GET',
    path: '/zero-lessons',
    access: [ROLE.student],
    query: zeroLessonListQuerySchema,
    response: zeroLessonListSchema,
  },
  lesson: {
    method: 'GET',
    path: '/zero-lessons/:id',
    access: [ROLE.student],
    params: idParamSchema,
    response: zeroLessonSchema,
  },
  complete: {
    method: 'POST',
    path: '/zero-lessons/:id/complete',
    access: [ROLE.student],
    params: idParamSchema,
    body: zeroCompleteBodySchema,
    response: zeroLessonResultSchema,
  },
});
