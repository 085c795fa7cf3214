import { z } from 'zod';
import { DIARY_VERSION, INT_MAX } from './constants.ts';

/** Late counts as attending: a late student may get a mark, an absent one may not. */
export const ATTENDANCES = ['present', 'late', 'absent'] as const;
export type Attendance = (typeof ATTENDANCES)[number];

export const DIARY_MARKS = [1, 2, 3, 4, 5] as const;
export const DIARY_TOPIC_MAX = 200;
export const DIARY_COMMENT_MAX = 500;
/** Well above any real class; keeps one request's work bounded. */
export const DIARY_ROWS_MAX = 200;

/** Whether a student with this attendance may get a mark. */
export const markAllowed = (attendance: Attendance): boolean => attendance !== 'absent';

const requiredError = (issue: { input: unknown }) => (issue.input === undefined ? 'FIELD_REQUIRED' : 'FIELD_INVALID');

/** A calendar day as YYYY-MM-DD; 2026-02-30 is refused, not rolled over to March. */
export const diaryDateSchema = z
  .string({ error: requiredError })
  // Aborts on a malformed value, so the calendar check below sees only digits in YYYY-MM-DD places.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'FIELD_INVALID', abort: true })
  .refine(
    (value) => {
      // Month 13 makes an invalid Date, whose toISOString would throw.
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
    },
    { error: 'FIELD_INVALID' },
  );

const studentIdField = z
  .number({ error: requiredError })
  .int({ error: 'FIELD_INVALID' })
  .positive({ error: 'FIELD_INVALID' })
  .max(INT_MAX, { error: 'FIELD_INVALID' });

export const diaryRowInputSchema = z
  .object({
    student_id: studentIdField,
    attendance: z.enum(ATTENDANCES, { error: requiredError }),
    mark: z
      .number({ error: 'FIELD_INVALID' })
      .int({ error: 'FIELD_INVALID' })
      .min(1, { error: 'FIELD_INVALID' })
      .max(5, { error: 'FIELD_INVALID' })
      .nullable()
      .default(null),
    /** An empty comment is stored as none. */
    comment: z
      .string({ error: 'FIELD_INVALID' })
      .trim()
      .max(DIARY_COMMENT_MAX, { error: 'FIELD_TOO_LONG' })
      .nullable()
      .default(null)
      .transform((value) => (value ? value : null)),
  })
  .superRefine((row, ctx) => {
    if (row.mark !== null && !markAllowed(row.attendance)) {
      ctx.addIssue({ code: 'custom', path: ['mark'], message: 'DIARY_MARK_FOR_ABSENT' });
    }
  });
export type DiaryRowInput = z.input<typeof diaryRowInputSchema>;

const rowsField = z
  .array(diaryRowInputSchema, { error: requiredError })
  .max(DIARY_ROWS_MAX, { error: 'FIELD_INVALID' })
  .superRefine((rows, ctx) => {
    const seen = new Set<number>();
    rows.forEach((row, index) => {
      if (seen.has(row.student_id)) {
        ctx.addIssue({ code: 'custom', path: [index, 'student_id'], message: 'DIARY_STUDENT_TWICE' });
      }
      seen.add(row.student_id);
    });
  });

/** PUT /diaries/{id}: the whole lesson is sent again; the class stays the one it was written for. */
export const diaryEntryUpdateSchema = z.object({
  date: diaryDateSchema,
  topic: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(DIARY_TOPIC_MAX, { error: 'FIELD_TOO_LONG' }),
  rows: rowsField,
});
export type DiaryEntryUpdate = z.input<typeof diaryEntryUpdateSchema>;

/** POST /diaries: one lesson of one class. */
export const diaryEntryCreateSchema = diaryEntryUpdateSchema.extend({ group_id: studentIdField });
export type DiaryEntryCreate = z.input<typeof diaryEntryCreateSchema>;

const versionField = z.literal(DIARY_VERSION);

export const diaryRowSchema = z.object({
  student_id: z.number().int(),
  /** The student's name now; a student who has left the class keeps their rows. */
  name: z.string(),
  attendance: z.enum(ATTENDANCES),
  mark: z.number().int().nullable(),
  comment: z.string().nullable(),
});
export type DiaryRow = z.infer<typeof diaryRowSchema>;

/** A lesson as its class's teacher (or an admin) sees it: every student's row. */
export const diaryEntrySchema = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  date: z.string(),
  topic: z.string(),
  version: versionField,
  rows: z.array(diaryRowSchema),
  updated_at: z.string(),
});
export type DiaryEntry = z.infer<typeof diaryEntrySchema>;

/** A lesson as one student's diary shows it: that student's row only, never a classmate's. */
export const studentDiaryEntrySchema = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  group_title: z.string(),
  subject_id: z.number().int(),
  date: z.string(),
  topic: z.string(),
  version: versionField,
  attendance: z.enum(ATTENDANCES),
  mark: z.number().int().nullable(),
  comment: z.string().nullable(),
});
export type StudentDiaryEntry = z.infer<typeof studentDiaryEntrySchema>;

/** GET /students/{id}/diaries: optionally the lessons of one subject (the student's chosen one). */
export const studentDiariesQuerySchema = z.object({
  subject_id: z.coerce
    .number({ error: 'FIELD_INVALID' })
    .int({ error: 'FIELD_INVALID' })
    .positive({ error: 'FIELD_INVALID' })
    .max(INT_MAX, { error: 'FIELD_INVALID' })
    .optional(),
});
export type StudentDiariesQuery = z.infer<typeof studentDiariesQuerySchema>;

export interface DiarySummary {
  lessons: number;
  /** Share of lessons attended (present or late), 0..1; null without lessons. */
  attendanceRate: number | null;
  /** Mean of the marks given, null when none. */
  averageMark: number | null;
}

/** One formula for the student's and the teacher's view of a diary. */
export function summarizeDiary(entries: readonly Pick<StudentDiaryEntry, 'attendance' | 'mark'>[]): DiarySummary {
  const attended = entries.filter((entry) => markAllowed(entry.attendance)).length;
  const marks = entries.flatMap((entry) => (entry.mark === null ? [] : [entry.mark]));
  return {
    lessons: entries.length,
    attendanceRate: entries.length === 0 ? null : attended / entries.length,
    averageMark: marks.length === 0 ? null : marks.reduce((sum, mark) => sum + mark, 0) / marks.length,
  };
}
