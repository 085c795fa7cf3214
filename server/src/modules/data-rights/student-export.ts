import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Storage } from '../../lib/storage.ts';
import { auditRows, contextRows, linkedRows, type Row, studentRows } from './student-data.repo.ts';
import { LINKED_TABLES, STUDENT_TABLES, type StoredFileColumn, type StudentTable } from './student-data-map.ts';
import { type ZipEntry, zipEntries } from './student-export-zip.ts';

export interface StoredFile {
  folder: string;
  name: string;
}

function parentOf(table: string): StudentTable {
  const parent = STUDENT_TABLES.find((entry) => entry.table === table);
  if (!parent) throw new Error(`linked table's parent ${table} is not in STUDENT_TABLES`);
  return parent;
}

/** The stored files the rows name, each once. */
export function filesOf(rows: readonly Row[], columns: readonly StoredFileColumn[] = []): StoredFile[] {
  const files: StoredFile[] = [];
  for (const row of rows) {
    for (const { column, folder, nameOf } of columns) {
      const value = row[column];
      if (typeof value !== 'string' || value === '') continue;
      const name = nameOf ? nameOf(value) : value;
      if (name !== null) files.push({ folder, name });
    }
  }
  return files;
}

export interface StudentRecord {
  tables: Record<string, Row[]>;
  files: StoredFile[];
}

/** Every row the platform holds about the student, by table, secrets left out, and the files they name. */
export async function readStudentRecord(db: Kysely<DB>, studentId: number): Promise<StudentRecord> {
  const tables: Record<string, Row[]> = {};
  const files: StoredFile[] = [];
  for (const entry of STUDENT_TABLES) {
    const rows = await studentRows(db, entry, studentId);
    const secret = new Set(entry.secret ?? []);
    tables[entry.table] = rows.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([key]) => !secret.has(key))),
    );
    files.push(...filesOf(rows, entry.files));
  }
  for (const linked of LINKED_TABLES) {
    const rows = await linkedRows(db, linked, parentOf(linked.parent), studentId);
    tables[linked.table] = rows;
    files.push(...filesOf(rows, linked.files));
  }
  Object.assign(tables, await contextRows(db, studentId));
  tables.audit_log = await auditRows(db, studentId);
  return { tables, files };
}

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

/**
 * The ZIP a data protection officer or a parent receives: `manifest.json` says what is inside, `tables/` holds
 * one JSON file per table, `files/` the stored files by folder. A file the storage no longer has is listed as
 * missing rather than failing the whole export.
 */
export async function studentExportZip(
  record: StudentRecord,
  storage: Storage,
  about: { studentId: number; exportedAt: string },
): Promise<Uint8Array> {
  const entries: ZipEntry[] = [];
  const present: string[] = [];
  const missing: string[] = [];
  for (const file of record.files) {
    const path = `files/${file.folder}/${file.name}`;
    const bytes = await storage.read(file.folder, file.name);
    if (bytes === null) missing.push(path);
    else {
      present.push(path);
      entries.push({ path, bytes, stored: true });
    }
  }
  const tables = Object.entries(record.tables).filter(([, rows]) => rows.length > 0);
  const manifest = {
    student_id: about.studentId,
    exported_at: about.exportedAt,
    tables: Object.fromEntries(tables.map(([name, rows]) => [name, rows.length])),
    files: present,
    missing_files: missing,
    about:
      'Everything Umka holds about this student: one JSON file per table under tables/, uploaded files under files/. ' +
      'Password and code hashes are left out.',
  };
  return zipEntries([
    { path: 'manifest.json', bytes: json(manifest) },
    ...tables.map(([name, rows]) => ({ path: `tables/${name}.json`, bytes: json(rows) })),
    ...entries,
  ]);
}
