import { chosenSubjectSchema, userSchema } from '@umka/contracts';
import { z } from 'zod';
import type { PersistedAuth } from './persisted-auth.ts';

export {
  clientConfigSchema,
  errorEnvelopeSchema,
  loginBodySchema,
  loginResultSchema,
  logoutResultSchema,
  meSchema,
  subjectDataSchema,
} from '@umka/contracts';
/*
 * The schemas that the code of every page (the api client, the session, the boot check) checks answers and stored
 * values with. They load with the first check (see schemas-later.ts) instead of with the entry, so /login carries no
 * zod until the child starts to log in. What turns a failed check into field messages loads apart, with a form.
 */

/** The session as stored under `auth` (spec §3): status, jwt, user. */
export const persistedAuthSchema = z.union([
  z.object({ status: z.literal('authenticated'), jwt: z.string().min(1), user: userSchema }),
  z.object({ status: z.literal('anonymous'), jwt: z.null(), user: z.null() }),
]) satisfies z.ZodType<PersistedAuth>;

/** The subject as stored under `subject`, null before one is chosen. */
export const chosenSubjectSchemaOrNone = chosenSubjectSchema.nullable();
