import { type Certificate, type CertificateCreate, DEFAULT_LOCALE, isLocale } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { GroupsPort } from '../groups/groups.port.ts';
import type { MailPort } from '../mail/mail.port.ts';
import { parentsPort } from '../parents/parents.port.ts';
import { fullName } from '../users/user-mapper.ts';
import type { UsersPort } from '../users/users.port.ts';
import { assertReachesStudent, assertWithdraws } from './certificates.policy.ts';
import {
  deleteCertificate,
  findCertificate,
  insertCertificate,
  listStudentCertificates,
  toCertificate,
} from './certificates.repo.ts';

export interface CertificateFile {
  bytes: Uint8Array;
  /** What the file is saved as: the title and the student's name, in any script. */
  fileName: string;
  /** The same without anything outside printable ASCII, for clients that ignore `filename*`. */
  asciiFileName: string;
}

export interface CertificatesService {
  list(actor: AuthUser, studentId: number): Promise<Certificate[]>;
  /** Signed with the issuer's current name, which stays on the certificate. */
  issue(actor: AuthUser, studentId: number, body: CertificateCreate): Promise<Certificate>;
  /** The certificate as a PDF in the student's language, with the student's current name. */
  pdf(actor: AuthUser, certificateId: number): Promise<CertificateFile>;
  withdraw(actor: AuthUser, certificateId: number): Promise<Certificate>;
}

/** Characters no file system accepts in a name, and control characters. */
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\p{Cc}]+/gu;

function fileNames(certificate: Certificate, studentName: string): Pick<CertificateFile, 'fileName' | 'asciiFileName'> {
  const fileName = `${certificate.title} — ${studentName}`.replace(UNSAFE_IN_FILE_NAME, ' ').trim().slice(0, 150);
  return { fileName: `${fileName}.pdf`, asciiFileName: `certificate-${certificate.id}.pdf` };
}

export function createCertificatesService(deps: {
  database: Database;
  clock: Clock;
  groups: Pick<GroupsPort, 'isInTeacherGroups' | 'isStudent'>;
  users: Pick<UsersPort, 'findUserById'>;
  mail: Pick<MailPort, 'deliverWithin' | 'announce'>;
}): CertificatesService {
  const { isInTeacherGroups, isStudent } = deps.groups;
  const { findUserById } = deps.users;
  const { db } = deps.database;

  async function assertReaches(actor: AuthUser, studentId: number, studentReads: boolean) {
    await assertReachesStudent(actor, studentId, () => isInTeacherGroups(db, actor.id, studentId), {
      studentReads,
      followsStudent: () => parentsPort.isParentOf(db, actor.id, studentId),
    });
  }

  async function existingStudent(studentId: number) {
    const user = (await isStudent(db, studentId)) ? await findUserById(db, studentId) : undefined;
    if (!user) throw new AppError('NOT_FOUND');
    return user;
  }

  async function existingCertificate(certificateId: number): Promise<Certificate> {
    const row = await findCertificate(db, certificateId);
    if (!row) throw new AppError('NOT_FOUND');
    return toCertificate(row);
  }

  return {
    async list(actor, studentId) {
      await assertReaches(actor, studentId, true);
      await existingStudent(studentId);
      return (await listStudentCertificates(db, studentId)).map(toCertificate);
    },

    async issue(actor, studentId, body) {
      await assertReaches(actor, studentId, false);
      await existingStudent(studentId);
      const issuer = await findUserById(db, actor.id);
      if (!issuer) throw new AppError('UNAUTHENTICATED');
      const row = await deps.database.transaction(async (trx) => {
        const issued = await insertCertificate(trx, {
          student_id: studentId,
          issued_by: actor.id,
          issuer_name: fullName(issuer),
          title: body.title,
          reason: body.reason,
          issued_on: body.issued_on,
          created_at: deps.clock().toISOString(),
        });
        await deps.mail.deliverWithin(trx, {
          userId: studentId,
          subjectId: null,
          code: 'certificateIssued',
          params: { title: body.title },
          sender: { kind: 'author', authorId: actor.id },
        });
        return issued;
      });
      await deps.mail.announce(studentId);
      return toCertificate(row);
    },

    async pdf(actor, certificateId) {
      const certificate = await existingCertificate(certificateId);
      await assertReaches(actor, certificate.student_id, true);
      const student = await existingStudent(certificate.student_id);
      const studentName = fullName(student);
      // pdf-lib and its font engine take ~40 MB once loaded, so a process loads them with its first certificate.
      const { renderCertificatePdf } = await import('./certificate-pdf.ts');
      const bytes = await renderCertificatePdf({
        locale: isLocale(student.locale) ? student.locale : DEFAULT_LOCALE,
        studentName,
        title: certificate.title,
        reason: certificate.reason,
        issuedOn: certificate.issued_on,
        issuerName: certificate.issuer_name,
      });
      return { bytes, ...fileNames(certificate, studentName) };
    },

    async withdraw(actor, certificateId) {
      const certificate = await existingCertificate(certificateId);
      assertWithdraws(actor, certificate.issued_by);
      if (!(await deleteCertificate(db, certificateId))) throw new AppError('NOT_FOUND');
      return certificate;
    },
  };
}
