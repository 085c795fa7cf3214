import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';
import { idParamSchema } from './envelope.ts';
import {
  mailClearedSchema,
  mailClearQuerySchema,
  mailingCreateSchema,
  mailingPreviewQuerySchema,
  mailingPreviewSchema,
  mailingSchema,
  mailingsSchema,
  mailListQuerySchema,
  mailPageSchema,
  mailReadBodySchema,
  mailReadResultSchema,
  mailTemplateSchema,
} from './mail.ts';
import { ROLE } from './roles.ts';

/** Mail is a student's own: the phone widget hides it from teachers (spec §1). */
const READERS = [ROLE.student];
const ADMINS = [ROLE.admin];

/** A student's mail (spec §7 "Messages, chat, news"); POST /messages is the chat's. */
export const mailApi = defineEndpoints('mail', {
  list: {
    method: 'GET',
    path: '/users/:id/messages',
    access: READERS,
    params: idParamSchema,
    query: mailListQuerySchema,
    response: mailPageSchema,
  },
  clear: {
    method: 'DELETE',
    path: '/users/:id/messages',
    access: READERS,
    params: idParamSchema,
    query: mailClearQuerySchema,
    response: mailClearedSchema,
  },
  read: {
    method: 'PATCH',
    path: '/messages/:id',
    access: READERS,
    params: idParamSchema,
    body: mailReadBodySchema,
    response: mailReadResultSchema,
  },
});

/** The admin's mailing (issue [8] "Admin mailing"). */
export const mailingApi = defineEndpoints('mailing', {
  list: { method: 'GET', path: '/admin/mailings', access: ADMINS, response: mailingsSchema },
  preview: {
    method: 'GET',
    path: '/admin/mailings/preview',
    access: ADMINS,
    query: mailingPreviewQuerySchema,
    response: mailingPreviewSchema,
  },
  create: {
    method: 'POST',
    path: '/admin/mailings',
    access: ADMINS,
    body: mailingCreateSchema,
    response: mailingSchema,
    status: 201,
  },
  templates: { method: 'GET', path: '/admin/mail-templates', access: ADMINS, response: z.array(mailTemplateSchema) },
});
