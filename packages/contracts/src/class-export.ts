import { z } from 'zod';
import { diaryDateSchema } from './diaries.ts';
import type { Locale } from './locale.ts';

/** What a teacher exports a class's results to (issue [15]). */
export const CLASS_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ClassExportFormat = (typeof CLASS_EXPORT_FORMATS)[number];

/** The parts of an export: a sheet each in XLSX; one of them per CSV file, which holds one table. */
export const CLASS_EXPORT_SECTIONS = ['trainers', 'homework', 'diary'] as const;
export type ClassExportSection = (typeof CLASS_EXPORT_SECTIONS)[number];

/** The longest period one export covers, both ends included: a leap year. */
export const CLASS_EXPORT_MAX_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both included; both are checked YYYY-MM-DD days. */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * GET /groups/{id}/export: the period (calendar days, both ends included; the current month when both are left out),
 * the format, and for a CSV the section it holds (an XLSX holds every section, one sheet each).
 */
export const classExportQuerySchema = z
  .object({
    from: diaryDateSchema.optional(),
    to: diaryDateSchema.optional(),
    format: z.enum(CLASS_EXPORT_FORMATS, { error: 'FIELD_INVALID' }).default('xlsx'),
    section: z.enum(CLASS_EXPORT_SECTIONS, { error: 'FIELD_INVALID' }).default('trainers'),
  })
  .superRefine((query, context) => {
    if ((query.from === undefined) !== (query.to === undefined)) {
      context.addIssue({ code: 'custom', message: 'FIELD_REQUIRED', path: [query.from ? 'to' : 'from'] });
      return;
    }
    if (query.from === undefined || query.to === undefined) return;
    if (query.to < query.from) {
      context.addIssue({ code: 'custom', message: 'DATE_RANGE_REVERSED', path: ['to'] });
    } else if (daysInPeriod(query.from, query.to) > CLASS_EXPORT_MAX_DAYS) {
      context.addIssue({ code: 'custom', message: 'EXPORT_PERIOD_TOO_LONG', path: ['to'] });
    }
  });
export type ClassExportQuery = z.infer<typeof classExportQuerySchema>;

/** The calendar month holding `day` (YYYY-MM-DD): its first and last days. */
export function monthOf(day: string): { from: string; to: string } {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = day.slice(0, 7);
  return { from: `${prefix}-01`, to: `${prefix}-${String(last).padStart(2, '0')}` };
}

const SECTION_NAMES: Record<Locale, Record<ClassExportSection, string>> = {
  'ru-RU': { trainers: 'тренажёры', homework: 'домашние задания', diary: 'дневник' },
  'en-US': { trainers: 'trainers', homework: 'homework', diary: 'diary' },
  'uk-UA': { trainers: 'тренажери', homework: 'домашні завдання', diary: 'щоденник' },
};

/** Characters file systems refuse in a name, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is stripped
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;

/**
 * The name an export downloads under, the same on the server (Content-Disposition) and in the browser (which saves a
 * fetched blob and cannot read that header): the class title, the CSV's section in the teacher's language, the period.
 */
export function classExportFileName(parts: {
  title: string;
  from: string;
  to: string;
  format: ClassExportFormat;
  section: ClassExportSection;
  locale: Locale;
}): string {
  const title = parts.title.replace(UNSAFE_IN_FILE_NAME, ' ').replace(/\s+/g, ' ').trim().slice(0, 100) || 'class';
  const section = parts.format === 'csv' ? ` (${SECTION_NAMES[parts.locale][parts.section]})` : '';
  return `${title}${section} ${parts.from}_${parts.to}.${parts.format}`;
}

/** The content type of each format. */
export const CLASS_EXPORT_CONTENT_TYPES: Record<ClassExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
