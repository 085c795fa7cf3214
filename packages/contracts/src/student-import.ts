import { z } from 'zod';
import { isTimeZone } from './admin-students.ts';
import { INT_MAX, PASSWORD_MAX, PASSWORD_MIN_STUDENT } from './constants.ts';
import { ERROR_CODES, type ErrorCode } from './error-codes.ts';
import { STUDENT_AGE_MAX, STUDENT_AGE_MIN } from './students.ts';
import { emailField, nameField, phoneField } from './users.ts';

/**
 * One import at most: a school's intake at once, and few enough that hashing every password (argon2id, ~25-50 ms
 * each on two busy cores) keeps the request under half a minute (docs/ADMIN.md, Import).
 */
export const IMPORT_MAX_ROWS = 500;

/** The columns of an import file, in the order of the template. */
export const IMPORT_FIELDS = [
  'last_name',
  'first_name',
  'email',
  'phone',
  'birth_date',
  'timezone',
  'password',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/**
 * A row as the file gave it: every cell a string, so a bad cell comes back as that cell's problem in the preview
 * instead of failing the whole request. Blank phone, birth date and time zone stay unset; a blank password is
 * generated (spec §5: blank keeps the default; the platform has no shared default, so each student gets their own).
 */
const cell = z.string().max(300, { error: 'FIELD_TOO_LONG' }).default('');
export const importRowSchema = z.object({
  last_name: cell,
  first_name: cell,
  email: cell,
  phone: cell,
  birth_date: cell,
  timezone: cell,
  password: cell,
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** Where the rows go: every row joins the subject, and the class of that subject when one is chosen. */
export const importTargetSchema = z.object({
  subject_id: z.number({ error: 'NOTHING_SELECTED' }).int().positive().max(INT_MAX),
  group_id: z.number().int().positive().max(INT_MAX).nullable(),
});

export const importBodySchema = importTargetSchema.extend({
  rows: z
    .array(importRowSchema)
    .min(1, { error: 'NOTHING_SELECTED' })
    .max(IMPORT_MAX_ROWS, { error: 'IMPORT_TOO_MANY_ROWS' }),
});
export type ImportBody = z.infer<typeof importBodySchema>;

/** `row` counts the body's rows from 1, as the preview numbers them. */
export const importProblemSchema = z.object({
  row: z.number().int(),
  field: z.enum(IMPORT_FIELDS),
  code: z.enum(ERROR_CODES),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importCheckSchema = z.object({ problems: z.array(importProblemSchema) });

export const importedStudentSchema = z.object({
  row: z.number().int(),
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** Only a password the server made up (the row left it blank), shown once for the teacher to hand out. */
  password: z.string().nullable(),
});
export type ImportedStudent = z.infer<typeof importedStudentSchema>;

export const importResultSchema = z.object({
  subject_id: z.number().int(),
  group_id: z.number().int().nullable(),
  created: z.array(importedStudentSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** A row's values as stored: trimmed, email in lower case, ISO birth date, blanks as null. */
export interface NormalizedImportRow {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  birth_date: string | null;
  timezone: string | null;
  password: string | null;
}

/** DD.MM.YYYY (as Russian and Ukrainian spreadsheets write dates) or YYYY-MM-DD, to YYYY-MM-DD; null when neither or no such day. */
export function importDate(value: string): string | null {
  const text = value.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) ?? /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = text.includes('-')
    ? [match[1], match[2], match[3]]
    : [match[3], match[2]?.padStart(2, '0'), match[1]?.padStart(2, '0')];
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** Whole years between a birth date and a day (both YYYY-MM-DD). */
function ageOn(today: string, birthDate: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

function firstCode(result: z.ZodSafeParseResult<unknown>): ErrorCode {
  return (result.error?.issues[0]?.message ?? 'FIELD_INVALID') as ErrorCode;
}

/**
 * The problems of one row on its own (the same field rules as the admin's student form) and its stored values.
 * What needs the other rows or the database (a repeated or taken email) the caller adds.
 */
export function checkImportRow(
  row: ImportRow,
  today: string,
): { problems: { field: ImportField; code: ErrorCode }[]; value: NormalizedImportRow } {
  const problems: { field: ImportField; code: ErrorCode }[] = [];
  const take = <T>(field: ImportField, result: z.ZodSafeParseResult<T>, fallback: T): T => {
    if (result.success) return result.data;
    problems.push({ field, code: firstCode(result) });
    return fallback;
  };
  const lastName = take('last_name', nameField('LAST_NAME_REQUIRED').safeParse(row.last_name), '');
  const firstName = take('first_name', nameField('FIRST_NAME_REQUIRED').safeParse(row.first_name), '');
  const email = take('email', emailField.safeParse(row.email), '');
  const phone = row.phone.trim() ? take('phone', phoneField.safeParse(row.phone), null) : null;

  let birthDate: string | null = null;
  if (row.birth_date.trim()) {
    birthDate = importDate(row.birth_date);
    if (birthDate === null) problems.push({ field: 'birth_date', code: 'DATE_INVALID' });
    else {
      const age = ageOn(today, birthDate);
      if (age < STUDENT_AGE_MIN || age > STUDENT_AGE_MAX)
        problems.push({ field: 'birth_date', code: 'BIRTH_DATE_OUT_OF_RANGE' });
    }
  }

  const timezone = row.timezone.trim() || null;
  if (timezone !== null && !isTimeZone(timezone)) problems.push({ field: 'timezone', code: 'TIMEZONE_INVALID' });

  const password = row.password.trim() ? row.password : null;
  if (password !== null && password.length < PASSWORD_MIN_STUDENT)
    problems.push({ field: 'password', code: 'PASSWORD_TOO_SHORT' });
  if (password !== null && password.length > PASSWORD_MAX) problems.push({ field: 'password', code: 'FIELD_TOO_LONG' });

  return {
    problems,
    value: { first_name: firstName, last_name: lastName, email, phone, birth_date: birthDate, timezone, password },
  };
}

/** Every row's own problems, and an email repeated further down the file marked on each later row. */
export function checkImportRows(rows: readonly ImportRow[], today: string) {
  const problems: ImportProblem[] = [];
  const firstRowOf = new Map<string, number>();
  const values = rows.map((row, index) => {
    const checked = checkImportRow(row, today);
    for (const problem of checked.problems) problems.push({ row: index + 1, ...problem });
    const email = checked.value.email;
    if (email) {
      if (firstRowOf.has(email)) problems.push({ row: index + 1, field: 'email', code: 'EMAIL_DUPLICATE_IN_FILE' });
      else firstRowOf.set(email, index + 1);
    }
    return checked.value;
  });
  return { problems, values };
}
