import type { Certificate } from '@umka/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { CertificatesTable, DB } from '../../db/schema.ts';

export type CertificateRow = Selectable<CertificatesTable>;
export type NewCertificate = Omit<CertificateRow, 'id' | 'course_id'> & { course_id?: number | null };

export function toCertificate(row: CertificateRow): Certificate {
  return {
    id: row.id,
    student_id: row.student_id,
    title: row.title,
    reason: row.reason,
    issued_on: row.issued_on,
    issued_by: row.issued_by,
    issuer_name: row.issuer_name,
    created_at: row.created_at,
  };
}

/** Newest first: the day written on the certificate, then the order of issue. */
export async function listStudentCertificates(db: Kysely<DB>, studentId: number): Promise<CertificateRow[]> {
  return db
    .selectFrom('certificates')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('issued_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findCertificate(db: Kysely<DB>, id: number): Promise<CertificateRow | undefined> {
  return db.selectFrom('certificates').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertCertificate(db: Kysely<DB>, certificate: NewCertificate): Promise<CertificateRow> {
  return db.insertInto('certificates').values(certificate).returningAll().executeTakeFirstOrThrow();
}

export async function deleteCertificate(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('certificates').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The certificate a finished course earned the student, if it has (issue [13]). */
export async function findCourseCertificate(
  db: Kysely<DB>,
  studentId: number,
  courseId: number,
): Promise<CertificateRow | undefined> {
  return db
    .selectFrom('certificates')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
}

/** A student's certificates of finished courses (one per course), to show beside the courses. */
export async function listCourseCertificates(db: Kysely<DB>, studentId: number): Promise<CertificateRow[]> {
  return db
    .selectFrom('certificates')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('course_id', 'is not', null)
    .execute();
}

/** Insert-or-ignore: a course earns a student one certificate however many times its last lesson is finished. */
export async function insertCourseCertificate(
  db: Kysely<DB>,
  certificate: NewCertificate & { course_id: number },
): Promise<CertificateRow | undefined> {
  return db
    .insertInto('certificates')
    .values(certificate)
    .onConflict((conflict) => conflict.columns(['student_id', 'course_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}
