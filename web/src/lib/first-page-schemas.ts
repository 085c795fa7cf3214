import { chosenSubjectSchema, userSchema } from '@umka/contracts';
import { z } from 'zod';
import type { PersistedAuth } from './persisted-auth.ts';

export {
  authApi,
  loginBodySchema,
  meApi,
  readErrorEnvelopeSchema,
  studentsApi,
  systemApi,
} from '@umka/contracts';
/*
 * The endpoints of the calls every page makes (each named by an EndpointLater where it is called) and the schemas the
 * api client, the session and the boot check read stored values with. They load with the first check (see
 * schemas-later.ts) instead of with the entry, so /login carries no zod until the child starts to log in. What turns
 * a failed check into field messages loads apart, with a form.
 */

/** The session as stored under `auth` (spec §3): status, jwt, user. */
export const persistedAuthSchema = z.union([
  z.object({ status: z.literal('authenticated'), jwt: z.string().min(1), user: userSchema }),
  z.object({ status: z.literal('anonymous'), jwt: z.null(), user: z.null() }),
]) satisfies z.ZodType<PersistedAuth>;

/** The subject as stored under `subject`, null before one is chosen. */
export const chosenSubjectSchemaOrNone = chosenSubjectSchema.nullable();
