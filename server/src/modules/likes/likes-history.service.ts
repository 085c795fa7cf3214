import { INFINITE_SCROLL_STEP, type LikesHistory, type LikesHistoryQuery, ROLE } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { parentsPort } from '../parents/parents.port.ts';
import { assertMayReadStudentStats } from '../trainers/trainers.policy.ts';
import type { TrainersPort } from '../trainers/trainers.port.ts';
import { findBalance } from './likes.repo.ts';
import { ledgerRows, ledgerTotals, studentExists } from './likes-history.repo.ts';

export interface LikesHistoryService {
  /** The student themself, a teacher of one of their current classes, or an admin. */
  ofStudent(actor: AuthUser, studentId: number, query: LikesHistoryQuery): Promise<LikesHistory>;
}

export function createLikesHistoryService(deps: {
  database: Database;
  trainers: Pick<TrainersPort, 'teachesStudent'>;
}): LikesHistoryService {
  const { teachesStudent } = deps.trainers;
  const { db } = deps.database;
  return {
    async ofStudent(actor, studentId, query) {
      await assertMayReadStudentStats(
        actor,
        studentId,
        () => teachesStudent(db, actor.id, studentId),
        () => parentsPort.isParentOf(db, actor.id, studentId),
      );
      if (actor.role_id === ROLE.admin && !(await studentExists(db, studentId))) throw new AppError('NOT_FOUND');
      const scope = { studentId, subjectId: query.subject_id };
      const [balance, totals, rows] = await Promise.all([
        findBalance(db, studentId, query.subject_id),
        ledgerTotals(db, studentId, query.subject_id),
        ledgerRows(db, { ...scope, before: query.before, limit: INFINITE_SCROLL_STEP }),
      ]);
      const items = rows.slice(0, INFINITE_SCROLL_STEP);
      const last = items.at(-1);
      return {
        subject_id: query.subject_id,
        balance,
        ...totals,
        items,
        next_before: rows.length > INFINITE_SCROLL_STEP && last ? last.id : null,
      };
    },
  };
}
