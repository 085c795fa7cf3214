import { DIARY_VERSION, type DiaryEntry, type DiaryRow, type StudentDiaryEntry } from '@umka/contracts';
import { fullName } from '../users/user-mapper.ts';
import type { findEntry, listRowsOf, listStudentRows } from './diaries.repo.ts';

type EntryRow = NonNullable<Awaited<ReturnType<typeof findEntry>>>;
type RowWithName = Awaited<ReturnType<typeof listRowsOf>>[number];
type StudentRow = Awaited<ReturnType<typeof listStudentRows>>[number];

/** The column is checked to be 1; the contract's literal keeps a future version from passing silently. */
const version = (stored: number): typeof DIARY_VERSION => {
  if (stored !== DIARY_VERSION) throw new Error(`diary entry of unknown version ${stored}`);
  return DIARY_VERSION;
};

const toRow = (row: RowWithName): DiaryRow => ({
  student_id: row.student_id,
  name: fullName(row),
  attendance: row.attendance,
  mark: row.mark,
  comment: row.comment,
});

const toEntryWith = (entry: EntryRow, rows: DiaryRow[]): DiaryEntry => ({
  id: entry.id,
  group_id: entry.group_id,
  date: entry.date,
  topic: entry.topic,
  version: version(entry.version),
  rows,
  updated_at: entry.updated_at,
});

export const toEntry = (entry: EntryRow, rows: readonly RowWithName[]): DiaryEntry =>
  toEntryWith(entry, rows.map(toRow));

/** Joins each entry to its rows, keeping the entries' order. */
export function toEntries(entries: readonly EntryRow[], rows: readonly RowWithName[]): DiaryEntry[] {
  const rowsOf = new Map<number, DiaryRow[]>();
  for (const row of rows) {
    const own = rowsOf.get(row.entry_id) ?? [];
    own.push(toRow(row));
    rowsOf.set(row.entry_id, own);
  }
  return entries.map((entry) => toEntryWith(entry, rowsOf.get(entry.id) ?? []));
}

export const toStudentEntry = (row: StudentRow): StudentDiaryEntry => ({ ...row, version: version(row.version) });
