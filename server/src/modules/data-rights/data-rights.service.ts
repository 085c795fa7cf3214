import { randomBytes } from 'node:crypto';
import type { StudentErasure } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import { snapshotReader } from '../../db/snapshot-reader.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { Storage } from '../../lib/storage.ts';
import type { AuthChanges } from '../auth/auth-changes.ts';
import { parentsPort } from '../parents/parents.port.ts';
import { assertKeepsStudentData } from './data-rights.policy.ts';
import { claimErasure, findStudentAccount, type StudentAccount } from './student-data.repo.ts';
import { eraseStudentRows } from './student-erasure.ts';
import { readStudentRecord, studentExportZip } from './student-export.ts';

export interface StudentExportFile {
  bytes: Uint8Array;
  fileName: string;
}

export interface DataRightsService {
  exportStudent(actor: AuthUser, studentId: number): Promise<StudentExportFile>;
  eraseStudent(actor: AuthUser, studentId: number, context: RequestContext): Promise<StudentErasure>;
}

/** A child's data rights (issue [16], docs/DATA-RIGHTS.md): the whole record as a ZIP, and erasure. */
export function createDataRightsService(deps: {
  database: Database;
  clock: Clock;
  audit: AuditLog;
  storage: Storage;
  hasher: Pick<PasswordHasher, 'hash'>;
  authChanges: Pick<AuthChanges, 'userLockedOut'>;
}): DataRightsService {
  const { database } = deps;
  const readSnapshot = snapshotReader(database);

  async function reachableStudent(actor: AuthUser, studentId: number): Promise<StudentAccount> {
    await assertKeepsStudentData(actor, () => parentsPort.isParentOf(database.db, actor.id, studentId));
    const student = await findStudentAccount(database.db, studentId);
    if (!student) throw new AppError('NOT_FOUND');
    return student;
  }

  return {
    async exportStudent(actor, studentId) {
      await reachableStudent(actor, studentId);
      const exportedAt = deps.clock().toISOString();
      // One snapshot: the tables agree with each other even while the child keeps playing.
      const record = await readSnapshot((reader) => readStudentRecord(reader, studentId));
      const bytes = await studentExportZip(record, deps.storage, { studentId, exportedAt });
      return { bytes, fileName: `umka-student-${studentId}-${exportedAt.slice(0, 10)}.zip` };
    },

    async eraseStudent(actor, studentId, context) {
      const student = await reachableStudent(actor, studentId);
      if (student.erased_at !== null) throw new AppError('STUDENT_ERASED');
      const now = deps.clock().toISOString();
      // Nobody knows this password, and the account is blocked besides; a real hash keeps login's check uniform.
      const unusableHash = await deps.hasher.hash(randomBytes(32).toString('base64url'));
      const outcome = await database.transaction(async (trx) => {
        if (!(await claimErasure(trx, studentId, now))) throw new AppError('STUDENT_ERASED');
        const record = await readStudentRecord(trx, studentId);
        const counts = await eraseStudentRows(
          trx,
          { id: studentId, email: student.email, dialect: database.dialect },
          { now, unusableHash },
        );
        const { files } = record;
        await deps.audit.record(trx, {
          user_id: actor.id,
          action: 'student.erase',
          target_type: 'user',
          target_id: studentId,
          ip: context.ip,
          meta: { deleted: counts.deleted, kept: counts.kept, files: files.length },
        });
        return { counts, files };
      });
      await deps.authChanges.userLockedOut(studentId);
      const removals = await Promise.allSettled(
        outcome.files.map((file) => deps.storage.remove(file.folder, file.name)),
      );
      return {
        student_id: studentId,
        erased_at: now,
        deleted: outcome.counts.deleted,
        kept: outcome.counts.kept,
        files_removed: removals.filter((removal) => removal.status === 'fulfilled').length,
      };
    },
  };
}
