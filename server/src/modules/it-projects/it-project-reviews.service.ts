import {
  IT_PROJECT_REVIEWED_EVENT,
  IT_PROJECTS_PAGE_SIZE,
  type ItProjectDetail,
  type ItProjectReview,
  SUBJECT_IT,
  type TeacherItProjectList,
  type TeacherItProjectsQuery,
} from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { publishTo, type Realtime } from '../../realtime/index.ts';
import type { MailPort } from '../mail/mail.port.ts';
import type { StudentsPort } from '../students/students.port.ts';
import { toItProjectDetail } from './it-projects.mapper.ts';
import { assertTeacherQueue, type ItAccess } from './it-projects.policy.ts';
import {
  countItProjects,
  findItProjectCard,
  type ItProjectFilter,
  listItProjectCards,
  listScreenshots,
  listScreenshotsOf,
  updateItProject,
} from './it-projects.repo.ts';

export interface ItProjectReviewsService {
  /** The projects of a teacher's IT classes, the waiting ones first. */
  teacherList(actor: AuthUser, teacherId: number, query: TeacherItProjectsQuery): Promise<TeacherItProjectList>;
  decide(
    actor: AuthUser,
    id: number,
    status: 'approved' | 'rejected',
    review: ItProjectReview,
  ): Promise<ItProjectDetail>;
}

export function createItProjectReviewsService(deps: {
  database: Database;
  clock: Clock;
  access: ItAccess;
  students: Pick<StudentsPort, 'findActiveSubjectOfMain'>;
  mail: Pick<MailPort, 'deliverWithin' | 'announce'>;
  realtime: Realtime;
  logger: FastifyBaseLogger;
}): ItProjectReviewsService {
  const { db } = deps.database;

  /** The student's open pages refetch the project; a lost event only delays that (the letter stays). */
  async function tell(studentId: number, projectId: number, status: string) {
    await deps.mail.announce(studentId);
    await publishTo(deps.realtime, channels.events(studentId), 'events', 'new', {
      type: IT_PROJECT_REVIEWED_EVENT,
      data: { id: projectId, status },
    }).catch((error: unknown) => deps.logger.warn({ err: error }, 'project decision not announced'));
  }

  return {
    async teacherList(actor, teacherId, query) {
      assertTeacherQueue(actor, teacherId);
      const filter: ItProjectFilter = { studentIds: { teacherId }, status: query.status };
      const [total, rows] = await Promise.all([
        countItProjects(db, filter),
        listItProjectCards(db, filter, {
          viewerId: actor.id,
          order: 'pendingFirst',
          limit: IT_PROJECTS_PAGE_SIZE,
          offset: (query.page - 1) * IT_PROJECTS_PAGE_SIZE,
        }),
      ]);
      const shots = await listScreenshotsOf(
        db,
        rows.map((row) => row.id),
      );
      return {
        data: rows.map((row) =>
          toItProjectDetail(
            row,
            shots.filter((shot) => shot.project_id === row.id),
            actor.id,
            true,
          ),
        ),
        page: query.page,
        per_page: IT_PROJECTS_PAGE_SIZE,
        total,
        last_page: Math.max(1, Math.ceil(total / IT_PROJECTS_PAGE_SIZE)),
      };
    },

    async decide(actor, id, status, review) {
      const row = await findItProjectCard(db, id, actor.id);
      if (!row) throw new AppError('IT_PROJECT_NOT_FOUND');
      if (!(await deps.access.mayReview(db, actor, row.student_id))) throw new AppError('FORBIDDEN');
      const changes = row.status !== status;
      const now = deps.clock().toISOString();
      await deps.database.transaction(async (trx) => {
        await updateItProject(trx, id, {
          status,
          comment: review.comment ? review.comment : null,
          reviewed_by: actor.id,
          reviewed_at: now,
        });
        // The same decision again only changes the comment: the student heard of it already.
        if (!changes) return;
        await deps.mail.deliverWithin(trx, {
          userId: row.student_id,
          subjectId: await deps.students.findActiveSubjectOfMain(trx, row.student_id, SUBJECT_IT),
          code: status === 'approved' ? 'itProjectApproved' : 'itProjectRejected',
          params: { title: row.title },
          sender: { kind: 'author', authorId: actor.id },
        });
      });
      if (changes) await tell(row.student_id, id, status);
      const updated = await findItProjectCard(db, id, actor.id);
      if (!updated) throw new AppError('IT_PROJECT_NOT_FOUND');
      return toItProjectDetail(updated, await listScreenshots(db, id), actor.id, true);
    },
  };
}
