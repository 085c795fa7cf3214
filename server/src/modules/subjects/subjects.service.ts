import type { Subject } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import { findSubject, listSubjects, setSubjectOpen } from './subjects.repo.ts';
import { toSubject } from './subjects.types.ts';

export interface SubjectsService {
  list(): Promise<Subject[]>;
  /** Opens a subject to students or closes it (admins; the route's access rule says who), in the audit log. */
  setOpen(actor: AuthUser, subjectId: number, isOpen: boolean, context: { ip: string | null }): Promise<Subject>;
}

export function createSubjectsService(deps: { database: Database; audit: AuditLog }): SubjectsService {
  const { database } = deps;
  return {
    list: async () => (await listSubjects(database.db)).map(toSubject),

    async setOpen(actor, subjectId, isOpen, context) {
      await database.transaction(async (trx) => {
        if (!(await setSubjectOpen(trx, subjectId, isOpen))) throw new AppError('NOT_FOUND');
        await deps.audit.record(trx, {
          user_id: actor.id,
          action: isOpen ? 'subject.open' : 'subject.close',
          target_type: 'subject',
          target_id: subjectId,
          ip: context.ip,
        });
      });
      const row = await findSubject(database.db, subjectId);
      if (!row) throw new AppError('NOT_FOUND');
      return toSubject(row);
    },
  };
}
