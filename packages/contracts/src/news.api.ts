import { defineEndpoints } from './endpoint.ts';
import { idParamSchema, idResultSchema } from './envelope.ts';
import {
  adminNewsPageSchema,
  adminNewsQuerySchema,
  newsBodySchema,
  newsItemSchema,
  newsReadBodySchema,
  newsReadResultSchema,
  studentNewsListSchema,
  studentNewsParamsSchema,
  studentNewsQuerySchema,
} from './news.ts';
import { ROLE } from './roles.ts';

/** News (spec §7 "Messages, chat, news"): the admin writes them, students of the subject read them. */
export const newsApi = defineEndpoints('news', {
  list: {
    method: 'GET',
    path: '/news',
    access: [ROLE.admin],
    query: adminNewsQuerySchema,
    summary: 'The news, newest first, of one subject or all',
    response: adminNewsPageSchema,
  },
  get: {
    method: 'GET',
    path: '/news/:id',
    access: [ROLE.admin, ROLE.student],
    params: idParamSchema,
    summary: 'One item whole; a student reads only the items of their active subjects',
    response: newsItemSchema,
  },
  create: {
    method: 'POST',
    path: '/news',
    access: [ROLE.admin],
    body: newsBodySchema,
    summary: 'The text is sanitised; the subject channel hears `create` once it is stored',
    response: newsItemSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/news/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    body: newsBodySchema,
    summary: 'Replaces the item whole; who read it stays read',
    response: newsItemSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/news/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    summary: 'Hides the item from everyone',
    response: idResultSchema,
  },
  ofStudent: {
    method: 'GET',
    path: '/students/:id/news',
    access: [ROLE.student],
    params: idParamSchema,
    query: studentNewsQuerySchema,
    summary: "The student's own news of a subject, newest first, with their read state and unread count",
    response: studentNewsListSchema,
  },
  markRead: {
    method: 'PATCH',
    path: '/students/:id/news/:newsId',
    access: [ROLE.student],
    params: studentNewsParamsSchema,
    body: newsReadBodySchema,
    summary: 'The student marks an item read (or unread again); repeating it changes nothing',
    response: newsReadResultSchema,
  },
});
