import { z } from 'zod';
import { queryIdField } from './envelope.ts';
import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH } from './picture-login.ts';
import { localizedTextSchema } from './shared-schemas.ts';
import { subjectSchema } from './subjects.ts';
import { newAccountFields } from './users.ts';

/**
 * The parent cabinet (issue [15], docs/PARENTS.md). A student or their teacher makes a one-time invitation; the parent
 * redeems it with their own email and password, or from their cabinet to follow one more child. The code uses the
 * class codes' alphabet (nothing to mistake when read aloud or off paper) and is shown as two groups of four.
 */
export const PARENT_INVITE_DAYS = 7;
/** Active invitations a child may have at once: enough for two parents and two grandparents, not a code generator. */
export const PARENT_INVITES_MAX = 5;

export const parentInviteCodeField = z
  .string({ error: 'FIELD_REQUIRED' })
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: 'FIELD_REQUIRED' })
      .regex(new RegExp(`^[${CLASS_CODE_ALPHABET}]{${CLASS_CODE_LENGTH}}$`), { error: 'PARENT_INVITE_INVALID' }),
  );

/** A new invitation: the only time its code is shown. `code` is grouped for reading (ABCD-EFGH). */
export const parentInviteCreatedSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  expires_at: z.string(),
});
export type ParentInviteCreated = z.infer<typeof parentInviteCreatedSchema>;

/** Who can see a child's progress, and the invitations still waiting. */
export const parentAccessSchema = z.object({
  parents: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string(), linked_at: z.string() })),
  invites: z.array(
    z.object({
      id: z.number().int(),
      created_at: z.string(),
      expires_at: z.string(),
      created_by_name: z.string().nullable(),
    }),
  ),
});
export type ParentAccess = z.infer<typeof parentAccessSchema>;

export const parentInviteCheckBodySchema = z.object({ code: parentInviteCodeField });
/** What the join page tells a parent before they sign up: whose progress the code opens. */
export const parentInviteCheckSchema = z.object({ child_first_name: z.string(), expires_at: z.string() });
export type ParentInviteCheck = z.infer<typeof parentInviteCheckSchema>;

export const parentRedeemBodySchema = z.object({
  code: parentInviteCodeField,
  first_name: newAccountFields.first_name,
  last_name: newAccountFields.last_name,
  email: newAccountFields.email,
  password: newAccountFields.password,
  locale: newAccountFields.locale,
});
export type ParentRedeemBody = z.infer<typeof parentRedeemBodySchema>;

export const parentLinkBodySchema = z.object({ code: parentInviteCodeField });

export const studentParentParamsSchema = z.object({ id: queryIdField, parentId: queryIdField });

/** A child as their parent's cabinet lists them. */
export const cabinetChildSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  subjects: z.array(subjectSchema),
  classes: z.array(
    z.object({ id: z.number().int(), title: z.string(), subject_id: z.number().int(), teacher_name: z.string() }),
  ),
});
export type CabinetChild = z.infer<typeof cabinetChildSchema>;

/** Weeks a trend chart covers: two months, enough to see a habit form or fade. */
export const TREND_WEEKS = 8;

export const childTrendsQuerySchema = z.object({ subject_id: queryIdField });

/** One trainer's weeks (Monday dates, oldest first; a week without rounds has rounds 0 and null scores). */
export const trainerTrendSchema = z.object({
  trainer_id: z.number().int(),
  title: localizedTextSchema,
  weeks: z.array(
    z.object({
      week: z.string(),
      rounds: z.number().int(),
      average_score: z.number().nullable(),
      best_score: z.number().nullable(),
    }),
  ),
});
export type TrainerTrend = z.infer<typeof trainerTrendSchema>;
