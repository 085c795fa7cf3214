import { z } from 'zod';
import { INT_MAX } from './constants.ts';
import { requiredIdField } from './envelope.ts';

/**
 * Picture passwords (issue [15]): a young student logs in by choosing their name in their class's list and tapping
 * PICTURE_SEQUENCE_LENGTH of these pictures in order (a picture may repeat). The ids name the SVGs in
 * web/public/art/picture-login/ and stay stable: a printed card and a stored secret refer to them.
 */
export const PICTURE_IDS = ['sun', 'cat', 'apple', 'ball', 'tree', 'fish', 'star', 'car', 'house'] as const;
export type PictureId = (typeof PICTURE_IDS)[number];
export const PICTURE_SEQUENCE_LENGTH = 3;

/**
 * A class login code: letters and digits that cannot be mistaken for each other when read off a card
 * (no 0/O, 1/I/L). 8 of 31 signs make ~8.5e11 codes; with the public endpoints rate-limited nobody walks them.
 */
export const CLASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CLASS_CODE_LENGTH = 8;

/** What a child types is forgiven its case, spaces and dashes before it is checked. */
export const classCodeField = z
  .string({ error: 'FIELD_REQUIRED' })
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: 'FIELD_REQUIRED' })
      .regex(new RegExp(`^[${CLASS_CODE_ALPHABET}]{${CLASS_CODE_LENGTH}}$`), { error: 'FIELD_INVALID' }),
  );

export const pictureIdSchema = z.enum(PICTURE_IDS, { error: 'FIELD_INVALID' });
export const pictureSequenceSchema = z
  .array(pictureIdSchema, { error: 'FIELD_REQUIRED' })
  .length(PICTURE_SEQUENCE_LENGTH, { error: 'FIELD_INVALID' });

export const classCodeParamsSchema = z.object({ code: classCodeField });

/** A name in the class list: the first name and the last name's initial, so the list shows no full names. */
export const pictureLoginStudentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
});
export type PictureLoginStudent = z.infer<typeof pictureLoginStudentSchema>;

/** GET /picture-login/:code — the class's title and the students who have pictures. */
export const pictureLoginClassSchema = z.object({
  title: z.string(),
  students: z.array(pictureLoginStudentSchema),
});
export type PictureLoginClass = z.infer<typeof pictureLoginClassSchema>;

export const pictureLoginBodySchema = z.object({
  code: classCodeField,
  student_id: requiredIdField,
  pictures: pictureSequenceSchema,
});
export type PictureLoginBody = z.infer<typeof pictureLoginBodySchema>;

/** One student of the class as their teacher manages them: their pictures in order, or null before the first set. */
export const pictureLoginRosterEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  pictures: z.array(pictureIdSchema).nullable(),
});
export type PictureLoginRosterEntry = z.infer<typeof pictureLoginRosterEntrySchema>;

/** The class's picture-login setting for its teacher: on or off, its code (made the first time it is turned on). */
export const pictureLoginSettingsSchema = z.object({
  group_id: z.number().int(),
  enabled: z.boolean(),
  code: z.string().nullable(),
  students: z.array(pictureLoginRosterEntrySchema),
});
export type PictureLoginSettings = z.infer<typeof pictureLoginSettingsSchema>;

export const pictureLoginToggleSchema = z.object({
  enabled: z.boolean({ error: (issue) => (issue.input === undefined ? 'FIELD_REQUIRED' : 'FIELD_INVALID') }),
});
export type PictureLoginToggle = z.infer<typeof pictureLoginToggleSchema>;

export const groupStudentPicturesParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(INT_MAX),
  studentId: z.coerce.number().int().positive().max(INT_MAX),
});

/** A new sequence the server drew for one student, shown to the teacher at once. */
export const pictureResetResultSchema = z.object({
  student_id: z.number().int(),
  pictures: z.array(pictureIdSchema),
});
export type PictureResetResult = z.infer<typeof pictureResetResultSchema>;
