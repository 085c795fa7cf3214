import { z } from 'zod';
import { defineEndpoints, FORM_DATA } from './endpoint.ts';
import { idParamSchema, idResultSchema } from './envelope.ts';
import {
  homeworkAnswerParamsSchema,
  homeworkAnswerSchema,
  homeworkAnswersQuerySchema,
  homeworkCreatedSchema,
  homeworkCreateSchema,
  homeworkFromTemplateSchema,
  homeworkItemParamsSchema,
  homeworkListQuerySchema,
  homeworkProgressSchema,
  homeworkReviewSchema,
  homeworkSaveAsTemplateSchema,
  homeworkSchema,
  homeworkTemplateBodySchema,
  homeworkTemplateSchema,
  homeworkUpdateSchema,
  studentHomeworkListSchema,
  studentHomeworkQuerySchema,
} from './homework.ts';
import { ANY_ROLE, CHILD_READERS, ROLE, STAFF_ROLES } from './roles.ts';
import { trainerSessionSchema } from './trainers.ts';

/** Spec §7 Homework: a class's homework, its progress, the student's list and homework trainer rounds. */
export const homeworkApi = defineEndpoints('homework', {
  listOfClass: {
    method: 'GET',
    path: '/homework',
    access: ANY_ROLE,
    query: homeworkListQuerySchema,
    response: z.array(homeworkSchema),
  },
  /** The spec's `{ status, model }`: `status` is the envelope's own, `model` sits in `data`. */
  create: {
    method: 'POST',
    path: '/homework/create',
    access: STAFF_ROLES,
    body: homeworkCreateSchema,
    response: homeworkCreatedSchema,
    status: 201,
  },
  get: { method: 'GET', path: '/homework/:id', access: ANY_ROLE, params: idParamSchema, response: homeworkSchema },
  update: {
    method: 'PUT',
    path: '/homework/:id',
    access: STAFF_ROLES,
    params: idParamSchema,
    body: homeworkUpdateSchema,
    response: homeworkSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/homework/:id',
    access: STAFF_ROLES,
    params: idParamSchema,
    response: idResultSchema,
  },
  progress: {
    method: 'GET',
    path: '/homework/:id/progress',
    access: STAFF_ROLES,
    params: idParamSchema,
    response: homeworkProgressSchema,
  },
  startTrainer: {
    method: 'POST',
    path: '/homework/:id/trainers/:itemId/sessions',
    access: [ROLE.student],
    params: homeworkItemParamsSchema,
    response: trainerSessionSchema,
    status: 201,
  },
  ofStudent: {
    method: 'GET',
    path: '/students/:id/homework',
    access: CHILD_READERS,
    params: idParamSchema,
    query: studentHomeworkQuerySchema,
    response: studentHomeworkListSchema,
  },
});

/** /teacher/templates: a teacher's own homework templates. */
export const homeworkTemplatesApi = defineEndpoints('homework-templates', {
  list: { method: 'GET', path: '/homework-templates', access: STAFF_ROLES, response: z.array(homeworkTemplateSchema) },
  create: {
    method: 'POST',
    path: '/homework-templates',
    access: STAFF_ROLES,
    body: homeworkTemplateBodySchema,
    response: homeworkTemplateSchema,
    status: 201,
  },
  get: {
    method: 'GET',
    path: '/homework-templates/:id',
    access: STAFF_ROLES,
    params: idParamSchema,
    response: homeworkTemplateSchema,
  },
  update: {
    method: 'PUT',
    path: '/homework-templates/:id',
    access: STAFF_ROLES,
    params: idParamSchema,
    body: homeworkTemplateBodySchema,
    response: homeworkTemplateSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/homework-templates/:id',
    access: STAFF_ROLES,
    params: idParamSchema,
    response: idResultSchema,
  },
  saveHomework: {
    method: 'POST',
    path: '/homework/:id/template',
    access: STAFF_ROLES,
    params: idParamSchema,
    body: homeworkSaveAsTemplateSchema,
    response: homeworkTemplateSchema,
    status: 201,
  },
  createHomework: {
    method: 'POST',
    path: '/homework-templates/:id/homework',
    access: STAFF_ROLES,
    params: idParamSchema,
    body: homeworkFromTemplateSchema,
    response: homeworkCreatedSchema,
    status: 201,
  },
});

/** Answers to task items (multipart: `text` and `files`) and the teacher's review of them. */
export const homeworkAnswersApi = defineEndpoints('homework-answers', {
  submit: {
    method: 'POST',
    path: '/homework/:id/tasks/:itemId/answers',
    access: [ROLE.student],
    params: homeworkItemParamsSchema,
    body: FORM_DATA,
    response: homeworkAnswerSchema,
    status: 201,
  },
  list: {
    method: 'GET',
    path: '/homework/:id/tasks/:itemId/answers',
    access: ANY_ROLE,
    params: homeworkItemParamsSchema,
    query: homeworkAnswersQuerySchema,
    response: z.array(homeworkAnswerSchema),
  },
  review: {
    method: 'PATCH',
    path: '/homework-answers/:answerId',
    access: STAFF_ROLES,
    params: homeworkAnswerParamsSchema,
    body: homeworkReviewSchema,
    response: homeworkAnswerSchema,
  },
});
