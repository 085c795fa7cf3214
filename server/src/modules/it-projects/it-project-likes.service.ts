import type { ItProjectLike } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ItPointsService } from '../it-points/it-points.service.ts';
import type { ItPointsEntry } from '../it-points/it-points.types.ts';
import {
  addToLikesCount,
  deleteLike,
  insertLike,
  insertLikeReward,
  likesCountOf,
  takeFromLikesCount,
} from './it-project-likes.repo.ts';
import type { ItAccess } from './it-projects.policy.ts';
import { findItProject } from './it-projects.repo.ts';

export interface ItProjectLikesService {
  /** One like per student and project, never on one's own, only on an approved project; a second like changes nothing. */
  like(actor: AuthUser, projectId: number): Promise<ItProjectLike>;
  unlike(actor: AuthUser, projectId: number): Promise<ItProjectLike>;
}

export function createItProjectLikesService(deps: {
  database: Database;
  clock: Clock;
  access: ItAccess;
  points: Pick<ItPointsService, 'accrueWithin' | 'announce' | 'pointsFor'>;
}): ItProjectLikesService {
  const { db } = deps.database;

  /** A project the student may see: approved, or their own. */
  async function visible(actor: AuthUser, projectId: number) {
    await deps.access.assertItStudent(db, actor);
    const project = await findItProject(db, projectId);
    if (!project || (project.student_id !== actor.id && project.status !== 'approved')) {
      throw new AppError('IT_PROJECT_NOT_FOUND');
    }
    return project;
  }

  return {
    async like(actor, projectId) {
      const project = await visible(actor, projectId);
      if (project.student_id === actor.id) throw new AppError('IT_PROJECT_OWN_LIKE');
      const now = deps.clock().toISOString();
      const { likesCount, reward } = await deps.database.transaction(async (trx) => {
        if (!(await insertLike(trx, projectId, actor.id, now))) {
          return { likesCount: await likesCountOf(trx, projectId), reward: null };
        }
        // Counted only while the project is approved; taken back since (a teacher's decision), the like is undone.
        const count = await addToLikesCount(trx, projectId);
        if (count === undefined) throw new AppError('LIKE_ERROR');
        // The author earns IT points for each student's first like of the project, in the like's own transaction.
        if (!(await insertLikeReward(trx, projectId, actor.id, now))) return { likesCount: count, reward: null };
        const points = await deps.points.pointsFor(trx, 'project_like');
        if (points === 0) return { likesCount: count, reward: null };
        const entry: ItPointsEntry = {
          studentId: project.student_id,
          delta: points,
          reason: 'project_like',
          refType: 'it_project',
          refId: projectId,
        };
        return { likesCount: count, reward: { entry, balance: await deps.points.accrueWithin(trx, entry) } };
      });
      if (reward) await deps.points.announce(reward.entry, reward.balance);
      return { project_id: projectId, is_liked: true, likes_count: likesCount ?? 0 };
    },

    async unlike(actor, projectId) {
      await visible(actor, projectId);
      const likesCount = await deps.database.transaction(async (trx) =>
        (await deleteLike(trx, projectId, actor.id))
          ? ((await takeFromLikesCount(trx, projectId)) ?? 0)
          : likesCountOf(trx, projectId),
      );
      return { project_id: projectId, is_liked: false, likes_count: likesCount ?? 0 };
    },
  };
}
