import {
  type AdminStudentActivityBody,
  type AdminStudentBulkResult,
  type AdminStudentMoveBody,
  ROLE,
} from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, fieldError, invalidField } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { AuthChanges } from '../auth/auth-changes.ts';
import { studentsPort } from '../students/students.port.ts';
import { announceAccountsActivity } from '../users/account-activity.ts';
import { usersPort } from '../users/users.port.ts';
import { findCurrentGroup, joinClass, leaveSubjectClasses, listSubjectRows } from './admin-students-subjects.repo.ts';

export interface AdminStudentsBulkService {
  /** Every selected student into the class, or none of them; those already there stay as they are. */
  move(actor: AuthUser, body: AdminStudentMoveBody, context: RequestContext): Promise<AdminStudentBulkResult>;
  setActivity(
    actor: AuthUser,
    body: AdminStudentActivityBody,
    context: RequestContext,
  ): Promise<AdminStudentBulkResult>;
}

export function createAdminStudentsBulkService(deps: {
  database: Database;
  audit: AuditLog;
  clock: Clock;
  authChanges: Pick<AuthChanges, 'userLockedOut' | 'userRestored'>;
}): AdminStudentsBulkService {
  const { database, audit } = deps;

  /** Locks the selection and names, by their place in it, the ids that are no students (422, nothing done). */
  async function lockSelection(trx: Kysely<DB>, ids: readonly number[]): Promise<void> {
    const found = new Set(await studentsPort.lockStudents(trx, ids, database.dialect));
    const fields = ids.flatMap((id, index) =>
      found.has(id) ? [] : [fieldError(`student_ids.${index}`, 'FIELD_INVALID')],
    );
    if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  }

  /** Names every selected student who does not study the subject (422, nothing done). */
  async function assertInSubject(trx: Kysely<DB>, ids: readonly number[], subjectId: number): Promise<void> {
    const studying = new Set(
      (await listSubjectRows(trx, ids)).filter((row) => row.subject_id === subjectId).map((row) => row.student_id),
    );
    const fields = ids.flatMap((id, index) =>
      studying.has(id) ? [] : [fieldError(`student_ids.${index}`, 'STUDENT_NOT_IN_SUBJECT')],
    );
    if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  }

  return {
    async move(actor, body, context) {
      const ids = body.student_ids;
      const moved = await database.transaction(async (trx) => {
        const group = await findCurrentGroup(trx, body.group_id);
        if (!group) throw invalidField('group_id', 'FIELD_INVALID');
        if (group.subject_id !== body.subject_id) throw invalidField('group_id', 'GROUP_SUBJECT_MISMATCH');
        await lockSelection(trx, ids);
        await assertInSubject(trx, ids, body.subject_id);
        const from: Record<number, number[]> = {};
        const changed: number[] = [];
        const now = deps.clock().toISOString();
        for (const id of ids) {
          const left = await leaveSubjectClasses(trx, id, body.subject_id, group.id);
          const joined = await joinClass(trx, id, group.id, now);
          if (left.length > 0) from[id] = left;
          if (joined || left.length > 0) changed.push(id);
        }
        await audit.record(trx, {
          user_id: actor.id,
          action: 'students.move',
          target_type: 'group',
          target_id: group.id,
          ip: context.ip,
          meta: { count: changed.length, ids: changed, subject_id: body.subject_id, before: { groups: from } },
        });
        return changed;
      });
      return { count: moved.length, ids: moved };
    },

    async setActivity(actor, body, context) {
      const ids = body.student_ids;
      const subjectId = body.subject_id;
      const changed = await database.transaction(async (trx) => {
        await lockSelection(trx, ids);
        if (subjectId === null) {
          const accounts = await usersPort.setAccountsActivity(trx, ids, body.active, deps.clock().toISOString(), {
            roleId: ROLE.student,
          });
          await audit.record(trx, {
            user_id: actor.id,
            action: body.active ? 'students.unblock' : 'students.block',
            target_type: 'user',
            target_id: null,
            ip: context.ip,
            meta: { count: accounts.length, ids: accounts },
          });
          return accounts;
        }
        await assertInSubject(trx, ids, subjectId);
        const status = body.active ? 'active' : 'blocked';
        const before = await listSubjectRows(trx, ids);
        const changing = before
          .filter((row) => row.subject_id === subjectId && row.status !== status)
          .map((row) => row.student_id);
        for (const id of changing) await studentsPort.setSubjectStatus(trx, id, [subjectId], status);
        await audit.record(trx, {
          user_id: actor.id,
          action: body.active ? 'student.subjects_unblock' : 'student.subjects_block',
          target_type: 'subject',
          target_id: subjectId,
          ip: context.ip,
          meta: { count: changing.length, ids: changing },
        });
        return changing;
      });
      // Only accounts end sessions: a blocked subject is refused by the subject's own checks on the next call.
      if (subjectId === null) await announceAccountsActivity(deps.authChanges, changed, body.active);
      return { count: changed.length, ids: changed };
    },
  };
}
