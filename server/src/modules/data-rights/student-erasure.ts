import type { TableRows } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ratingsPort } from '../ratings/ratings.port.ts';
import {
  anonymiseAccount,
  cancelOpenLots,
  countStudentRows,
  deleteStudentRows,
  dropMailTo,
  scrubAuditLog,
} from './student-data.repo.ts';
import { STUDENT_TABLES } from './student-data-map.ts';

/**
 * The chat keeps the other side's messages (a teacher's words to the child, now to an anonymous account); the
 * child's own go. Every other table is deleted or kept whole, as STUDENT_TABLES says.
 */
const DELETED_BY: Readonly<Partial<Record<string, readonly string[]>>> = {
  chat_messages: ['from_id'],
};

export interface ErasureCounts {
  deleted: TableRows[];
  kept: TableRows[];
}

/** Everything erasure changes in the database, in the caller's transaction; the files go after it commits. */
export async function eraseStudentRows(
  db: Kysely<DB>,
  student: { id: number; email: string; dialect: 'sqlite' | 'postgres' },
  values: { now: string; unusableHash: string },
): Promise<ErasureCounts> {
  const deleted: TableRows[] = [];
  const kept: TableRows[] = [];
  // Counts kept beside the ratings lose the student before the rows they count go.
  await ratingsPort.leaveLikesRatings(db, student.id);
  await ratingsPort.leaveTrainerRatings(db, student.id);
  await cancelOpenLots(db, student.id, values.now);
  for (const entry of STUDENT_TABLES) {
    if (entry.erase === 'delete') {
      const count = await deleteStudentRows(db, entry.table, DELETED_BY[entry.table] ?? entry.columns, student.id);
      if (count > 0) deleted.push({ table: entry.table, rows: count });
    }
    const left = await countStudentRows(db, entry, student.id);
    if (left > 0) kept.push({ table: entry.table, rows: left });
  }
  const audit = await scrubAuditLog(db, student.id);
  if (audit > 0) deleted.push({ table: 'audit_log', rows: audit });
  const mail = await dropMailTo(db, student.dialect, student.email);
  for (const [table, rows] of Object.entries(mail)) if (rows > 0) deleted.push({ table, rows });
  await anonymiseAccount(db, student.id, values);
  return { deleted, kept };
}
