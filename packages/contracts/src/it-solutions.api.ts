import { z } from 'zod';
import { defineEndpoints, FILE, FORM_DATA } from './endpoint.ts';
import { idParamSchema } from './envelope.ts';
import { itSolutionReviewSchema, itSolutionSchema, itSolutionsQuerySchema } from './it-solutions.ts';
import { ROLE } from './roles.ts';

/** IT task solutions: the student sends one for a task lesson, their IT teacher checks it (spec §1, §4). */
export const itSolutionsApi = defineEndpoints('it-solutions', {
  own: {
    method: 'GET',
    path: '/it-lessons/:id/solution',
    access: [ROLE.student],
    params: idParamSchema,
    response: itSolutionSchema.nullable(),
  },
  submit: {
    method: 'POST',
    path: '/it-lessons/:id/solution',
    access: [ROLE.student],
    params: idParamSchema,
    body: FORM_DATA,
    summary:
      'Multipart `data` (itSolutionBodySchema as JSON) and an optional `file` (zip, txt, py, js, html, pdf, png, jpeg; 5 MB); replaces the current solution until it is accepted',
    response: itSolutionSchema,
  },
  queue: {
    method: 'GET',
    path: '/it-solutions',
    access: [ROLE.teacher, ROLE.admin],
    query: itSolutionsQuerySchema,
    summary: "The solutions of the teacher's IT students (an admin's: everyone's), the waiting ones first",
    response: z.array(itSolutionSchema),
  },
  get: {
    method: 'GET',
    path: '/it-solutions/:id',
    access: [ROLE.teacher, ROLE.admin],
    params: idParamSchema,
    response: itSolutionSchema,
  },
  review: {
    method: 'POST',
    path: '/it-solutions/:id/review',
    access: [ROLE.teacher, ROLE.admin],
    params: idParamSchema,
    body: itSolutionReviewSchema,
    response: itSolutionSchema,
  },
  file: {
    method: 'GET',
    path: '/it-solutions/:id/file',
    access: [ROLE.student, ROLE.teacher, ROLE.admin],
    params: idParamSchema,
    summary: "The solution's attached file: its student, their IT teacher or an admin",
    response: FILE,
  },
});
