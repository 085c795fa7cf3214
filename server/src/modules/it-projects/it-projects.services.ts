import { ROLE } from '@umka/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Storage } from '../../lib/storage.ts';
import type { Realtime } from '../../realtime/index.ts';
import type { ItPointsService } from '../it-points/it-points.service.ts';
import type { MailPort } from '../mail/mail.port.ts';
import type { StudentsPort } from '../students/students.port.ts';
import { createItCategoriesService } from './it-categories.service.ts';
import { createItProjectLikesService } from './it-project-likes.service.ts';
import { createItProjectReviewsService } from './it-project-reviews.service.ts';
import { createItAccess } from './it-projects.policy.ts';
import { createItProjectsService } from './it-projects.service.ts';

/** The exhibition's services, sharing one view of who is an IT student and who reviews whose projects. */
export function createItProjectsServices(deps: {
  database: Database;
  clock: Clock;
  storage: Storage;
  students: Pick<StudentsPort, 'findActiveSubjectOfMain'>;
  mail: Pick<MailPort, 'deliverWithin' | 'announce'>;
  realtime: Realtime;
  logger: FastifyBaseLogger;
  points: Pick<ItPointsService, 'accrueWithin' | 'announce' | 'pointsFor'>;
}) {
  const access = createItAccess(deps.students);
  const { database, clock } = deps;
  const projects = createItProjectsService({ database, clock, storage: deps.storage, access });
  const reviews = createItProjectReviewsService({ ...deps, access });
  return {
    categories: createItCategoriesService({ database, clock, access }),
    projects,
    reviews,
    likes: createItProjectLikesService({ database, clock, access, points: deps.points }),
    /** Spec §4: the author's delete removes the project; a teacher's (or an admin's) means rejecting it. */
    async remove(actor: AuthUser, id: number): Promise<{ id: number }> {
      if (actor.role_id === ROLE.student) return projects.removeOwn(actor, id);
      await reviews.decide(actor, id, 'rejected', {});
      return { id };
    },
  };
}

export type ItProjectsServices = ReturnType<typeof createItProjectsServices>;
