import { z } from 'zod';
import {
  diaryEntryCreateSchema,
  diaryEntrySchema,
  diaryEntryUpdateSchema,
  studentDiariesQuerySchema,
  studentDiaryEntrySchema,
} from './diaries.ts';
import { defineEndpoints } from './endpoint.ts';
import { idParamSchema, idResultSchema } from './envelope.ts';
import { CHILD_READERS, ROLE, STAFF_ROLES } from './roles.ts';

/** Writing a lesson is its class's teacher's alone; admins read diaries. */
const WRITERS = [ROLE.teacher];

/** Lesson diaries (spec §7 Ratings and diaries, and GET /groups/{id}/diaries of Groups). */
export const diariesApi = defineEndpoints('diaries', {
  ofGroup: {
    method: 'GET',
    path: '/groups/:id/diaries',
    access: STAFF_ROLES,
    params: idParamSchema,
    response: z.array(diaryEntrySchema),
  },
  ofStudent: {
    method: 'GET',
    path: '/students/:id/diaries',
    access: CHILD_READERS,
    params: idParamSchema,
    query: studentDiariesQuerySchema,
    response: z.array(studentDiaryEntrySchema),
  },
  create: {
    method: 'POST',
    path: '/diaries',
    access: WRITERS,
    body: diaryEntryCreateSchema,
    response: diaryEntrySchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/diaries/:id',
    access: WRITERS,
    params: idParamSchema,
    body: diaryEntryUpdateSchema,
    response: diaryEntrySchema,
  },
  remove: { method: 'DELETE', path: '/diaries/:id', access: WRITERS, params: idParamSchema, response: idResultSchema },
});
