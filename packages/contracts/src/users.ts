import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, INT_MAX, MAX_PAGE_SIZE, PASSWORD_MAX } from './constants.ts';
import { paginated } from './envelope.ts';
import { localeSchema, roleIdSchema } from './shared-schemas.ts';

export const nameField = (requiredCode: 'FIRST_NAME_REQUIRED' | 'LAST_NAME_REQUIRED') =>
  z.string({ error: requiredCode }).trim().min(1, { error: requiredCode }).max(100, { error: 'FIELD_TOO_LONG' });

export const emailField = z
  .string({ error: 'EMAIL_REQUIRED' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'EMAIL_REQUIRED' })
  .max(254, { error: 'FIELD_TOO_LONG' })
  .pipe(z.email({ error: 'EMAIL_INVALID' }));

/** Length rules depend on the role, so the service checks them; the schema only bounds the size. */
export const passwordField = z
  .string({ error: 'PASSWORD_REQUIRED' })
  .min(1, { error: 'PASSWORD_REQUIRED' })
  .max(PASSWORD_MAX, { error: 'FIELD_TOO_LONG' });

export const phoneField = z
  .string({ error: 'PHONE_REQUIRED' })
  .trim()
  .min(1, { error: 'PHONE_REQUIRED' })
  .regex(/^\+?[0-9 ()-]{5,20}$/, { error: 'PHONE_INVALID' });

export const userPropertySchema = z.object({
  age: z.number().int().nullable(),
  guides: z.array(z.string()),
});
export type UserProperty = z.infer<typeof userPropertySchema>;

export const userSchema = z.object({
  id: z.number().int(),
  role_id: roleIdSchema,
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  is_active: z.boolean(),
  avatar: z.string().nullable(),
  property: userPropertySchema,
  locale: localeSchema,
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  role_id: z.coerce.number().pipe(roleIdSchema).optional(),
  is_active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** What every new account is made of, whether a person signs up or an admin creates it. */
export const newAccountFields = {
  first_name: nameField('FIRST_NAME_REQUIRED'),
  last_name: nameField('LAST_NAME_REQUIRED'),
  email: emailField,
  phone: phoneField.nullable().optional(),
  password: passwordField,
  locale: localeSchema.optional(),
};

/** Admin creates any kind of user (spec §3 admin forms). */
export const createUserBodySchema = z.object({
  role_id: roleIdSchema,
  ...newAccountFields,
  subject_ids: z.array(z.number().int()).max(20).optional(),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/** A blank password keeps the old one (spec §5). Unknown keys are dropped, so roles and balances cannot be mass-assigned. */
export const updateUserBodySchema = z.object({
  first_name: nameField('FIRST_NAME_REQUIRED').optional(),
  last_name: nameField('LAST_NAME_REQUIRED').optional(),
  email: emailField.optional(),
  phone: phoneField.nullable().optional(),
  password: z.string().max(PASSWORD_MAX, { error: 'FIELD_TOO_LONG' }).optional(),
  locale: localeSchema.optional(),
  age: z.number().int().min(3).max(120).nullable().optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** A signed-in user changes their own password; the current one proves it is them (not a left-open session). */
export const changePasswordBodySchema = z.object({
  current_password: passwordField,
  password: passwordField,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const userActivityBodySchema = z.object({ is_active: z.boolean({ error: 'NOTHING_SELECTED' }) });

export const guideCodeParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(INT_MAX),
  code: z.string().regex(/^[a-z]+[0-9]{1,2}$/, { error: 'FIELD_INVALID' }),
});

/** Every call that creates or changes one user answers with it. */
export const userResultSchema = z.object({ user: userSchema });
export const userListSchema = paginated(userSchema);

/** GET /users/{id}/crm-link: the address of the user's profile in the external CRM, if the deployment has one. */
export const crmLinkSchema = z.object({ url: z.string().nullable() });
export type CrmLink = z.infer<typeof crmLinkSchema>;
