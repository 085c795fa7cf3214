import { z } from 'zod';
import { INT_MAX } from './constants.ts';
import { queryIdField, requiredIdField } from './envelope.ts';

/** Spec §3 Message (mail): who a letter is from. */
export const MAIL_TYPE = { author: 1, character: 2, system: 3 } as const;
export type MailTypeId = (typeof MAIL_TYPE)[keyof typeof MAIL_TYPE];

/** The templates the platform sends on its own events (seeded by the mail migration). */
export const MAIL_TEMPLATE_CODES = [
  'welcome',
  'homeworkAccepted',
  'homeworkRejected',
  'certificateIssued',
  'professionUpgraded',
  'albumCompleted',
  'itProjectApproved',
  'itProjectRejected',
  'itSolutionAccepted',
  'itSolutionNeedsWork',
  'itSolutionRejected',
] as const;
export type MailTemplateCode = (typeof MAIL_TEMPLATE_CODES)[number];

/** The longest text of an admin's mailing, per language. */
export const MAILING_TEXT_MAX = 2000;

/**
 * A text in the languages it was written in: a template may lack some, and the web falls back to ru-RU, then to
 * 'error' (spec §8). Parameters are already substituted by the server.
 */
export const partialLocalizedTextSchema = z.object({
  'ru-RU': z.string().optional(),
  'en-US': z.string().optional(),
  'uk-UA': z.string().optional(),
});
export type PartialLocalizedText = z.infer<typeof partialLocalizedTextSchema>;

export const mailMessageSchema = z.object({
  id: z.number().int(),
  is_read: z.boolean(),
  created_at: z.string(),
  type_id: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  character: z.object({ code: z.string(), title: partialLocalizedTextSchema, image: z.string() }).nullable(),
  template: z.object({ text: partialLocalizedTextSchema }),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

/** `subjectId` narrows to the letters of one subject and those of no subject in particular. */
export const mailListQuerySchema = z.object({
  subjectId: queryIdField.optional(),
  page: z.coerce
    .number({ error: 'FIELD_INVALID' })
    .int({ error: 'FIELD_INVALID' })
    .min(1, { error: 'FIELD_INVALID' })
    .max(INT_MAX, { error: 'FIELD_INVALID' })
    .default(1),
});
export type MailListQuery = z.infer<typeof mailListQuerySchema>;

export const mailClearQuerySchema = z.object({ subjectId: queryIdField.optional() });
export type MailClearQuery = z.infer<typeof mailClearQuerySchema>;

/** Newest first, MAIL_LIST_STEP a page; `unread` counts the whole mailbox (of the subject), not the page. */
export const mailPageSchema = z.object({
  items: z.array(mailMessageSchema),
  page: z.number().int(),
  has_more: z.boolean(),
  unread: z.number().int(),
});
export type MailPage = z.infer<typeof mailPageSchema>;

export const mailClearedSchema = z.object({ deleted: z.number().int() });

/** Mail is only ever marked read (spec §4 "mail read on hover"). */
export const mailReadBodySchema = z.object({
  is_read: z.literal(true, { error: (issue) => (issue.input === undefined ? 'FIELD_REQUIRED' : 'FIELD_INVALID') }),
});
export const mailReadResultSchema = z.object({ id: z.number().int(), is_read: z.literal(true) });

export const mailTemplateSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  text: partialLocalizedTextSchema,
});
export type MailTemplate = z.infer<typeof mailTemplateSchema>;

/** Who an admin's mailing goes to (issue [8] "Admin mailing"). */
export const mailingAudienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('all') }),
    z.object({ kind: z.literal('subject'), subject_id: requiredIdField }),
    z.object({ kind: z.literal('group'), group_id: requiredIdField }),
    z.object({ kind: z.literal('teacher'), teacher_id: requiredIdField }),
  ],
  { error: 'NOTHING_SELECTED' },
);
export type MailingAudience = z.infer<typeof mailingAudienceSchema>;
export type MailingAudienceKind = MailingAudience['kind'];

/** The same audience as a query string (preview): the id its kind needs is checked by the server. */
export const mailingPreviewQuerySchema = z.object({
  kind: z.enum(['all', 'subject', 'group', 'teacher'], { error: 'NOTHING_SELECTED' }),
  subject_id: queryIdField.optional(),
  group_id: queryIdField.optional(),
  teacher_id: queryIdField.optional(),
});
export type MailingPreviewQuery = z.infer<typeof mailingPreviewQuerySchema>;

const mailingTextField = z.string({ error: 'FIELD_INVALID' }).trim().max(MAILING_TEXT_MAX, { error: 'FIELD_TOO_LONG' });

/** A mailing's own text: ru-RU is required, the other languages may be left empty (then ru-RU is shown). */
export const mailingTextSchema = z.object({
  'ru-RU': mailingTextField.min(1, { error: 'FIELD_REQUIRED' }),
  'en-US': mailingTextField.optional(),
  'uk-UA': mailingTextField.optional(),
});

/** Either a text of its own or a template, never both. */
export const mailingCreateSchema = z
  .object({
    text: mailingTextSchema.optional(),
    template_id: requiredIdField.optional(),
    audience: mailingAudienceSchema,
  })
  .superRefine((body, ctx) => {
    if (body.text === undefined && body.template_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['text', 'ru-RU'], message: 'FIELD_REQUIRED' });
    }
    if (body.text !== undefined && body.template_id !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['template_id'], message: 'FIELD_INVALID' });
    }
  });
export type MailingCreate = z.infer<typeof mailingCreateSchema>;

export const MAILING_STATUSES = ['running', 'done'] as const;

export const mailingSchema = z.object({
  id: z.number().int(),
  text: partialLocalizedTextSchema,
  template_id: z.number().int().nullable(),
  audience: mailingAudienceSchema,
  status: z.enum(MAILING_STATUSES),
  total: z.number().int(),
  sent: z.number().int(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Mailing = z.infer<typeof mailingSchema>;

export const mailingsSchema = z.object({ items: z.array(mailingSchema) });
export const mailingPreviewSchema = z.object({ count: z.number().int() });

/** The `type` of the users.{id}.events 'new' event that tells a student a letter has arrived. */
export const MAIL_EVENT = 'mail';
