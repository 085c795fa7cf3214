import { z } from 'zod';
import { localeSchema } from './shared-schemas.ts';
import { studentProfileSchema } from './students.ts';
import { emailField, newAccountFields, passwordField, userSchema } from './users.ts';

/** Self-registration creates a student enrolled in the chosen subjects. */
export const registerBodySchema = z.object({
  ...newAccountFields,
  subject_ids: z.array(z.number().int(), { error: 'NOTHING_SELECTED' }).min(1, { error: 'NOTHING_SELECTED' }).max(7),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailField,
  password: passwordField,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The token itself travels in the `jwt-token` response header (spec §7). */
export const loginResultSchema = z.object({ user: userSchema });

/** Without a body (or with `all: false`) only the caller's session ends; `all` ends every session of the user. */
export const logoutBodySchema = z.object({ all: z.boolean().optional() }).nullish();
export type LogoutBody = z.infer<typeof logoutBodySchema>;
export const logoutResultSchema = z.object({ all: z.boolean() });

/**
 * Step one of a reset: a code is mailed (when the email names an active account) and an opaque
 * `reset_token` comes back for step two, the same kind of answer whether or not the account exists.
 */
export const resetBodySchema = z.object({
  email: emailField,
  lang: localeSchema.default('ru-RU'),
});
export const resetResultSchema = z.object({ reset_token: z.string() });
export type ResetResult = z.infer<typeof resetResultSchema>;

/** 32 random bytes in base64url: the token names the reset without naming the account. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const resetConfirmBodySchema = z.object({
  reset_token: z.string().regex(RESET_TOKEN_PATTERN, { error: 'RESET_CODE_INVALID' }),
  password: passwordField,
  code: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .regex(/^[0-9]{6}$/, { error: 'RESET_CODE_INVALID' }),
});
export const resetConfirmResultSchema = z.object({ password_changed: z.literal(true) });

export const meSchema = z.object({
  user: userSchema,
  student: studentProfileSchema.nullable(),
});
export type Me = z.infer<typeof meSchema>;
