import { z } from 'zod';

export const CERTIFICATE_TITLE_MAX = 120;
/** Enough for a paragraph on the certificate; longer text would not fit the page at a readable size. */
export const CERTIFICATE_REASON_MAX = 400;

/** A calendar day (YYYY-MM-DD) that exists: 2026-02-30 is refused, not rolled over to March. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const requiredText = (max: number) =>
  z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(max, { error: 'FIELD_TOO_LONG' });

/** POST /students/{id}/certificates: what the teacher writes on the certificate. */
export const certificateCreateSchema = z.object({
  title: requiredText(CERTIFICATE_TITLE_MAX),
  reason: requiredText(CERTIFICATE_REASON_MAX),
  issued_on: z
    .string({ error: 'FIELD_REQUIRED' })
    .min(1, { error: 'FIELD_REQUIRED' })
    .refine(isCalendarDate, { error: 'DATE_INVALID' }),
});
export type CertificateCreate = z.infer<typeof certificateCreateSchema>;

/** `issued_by` is null once the issuing account is gone; `issuer_name` is the name printed on the certificate. */
export const certificateSchema = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  title: z.string(),
  reason: z.string(),
  issued_on: z.string(),
  issued_by: z.number().int().nullable(),
  issuer_name: z.string(),
  created_at: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;
