import { type ItCourseMap, type ItLessonDone, type ItStudentLesson, ROLE, SUBJECT_IT } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { toCourseMap, toLearnerLesson } from './it-courses.mapper.ts';
import { assertMayLearnIt, learnerOf } from './it-courses.policy.ts';
import { findDoneAt, findPlacedLesson, listCourseLessonRefs, listMapRows, markLessonDone } from './it-lessons.repo.ts';

const refOf = (ref: { id: number; title: string } | undefined) => (ref ? { id: ref.id, title: ref.title } : null);

export interface ItLearningService {
  courseMap(actor: AuthUser): Promise<ItCourseMap>;
  lesson(actor: AuthUser, id: number): Promise<ItStudentLesson>;
  markDone(actor: AuthUser, id: number): Promise<ItLessonDone>;
}

/** Students of the IT subject learn from the courses; teachers read them (spec §1, §2 IT pages for subject 8). */
export function createItLearningService(deps: { database: Database; clock: Clock }): ItLearningService {
  const { db } = deps.database;

  return {
    async courseMap(actor) {
      await assertMayLearnIt(db, actor);
      return toCourseMap(await listMapRows(db, SUBJECT_IT, learnerOf(actor)));
    },

    async lesson(actor, id) {
      await assertMayLearnIt(db, actor);
      const row = await findPlacedLesson(db, SUBJECT_IT, id);
      if (!row) throw new AppError('NOT_FOUND');
      const learner = learnerOf(actor);
      const [refs, doneAt] = await Promise.all([
        listCourseLessonRefs(db, row.course_id),
        learner === null ? null : findDoneAt(db, learner, id),
      ]);
      const place = refs.findIndex((ref) => ref.id === id);
      return {
        ...toLearnerLesson(row, doneAt !== null),
        previous: refOf(refs[place - 1]),
        next: refOf(refs[place + 1]),
      };
    },

    async markDone(actor, id) {
      if (actor.role_id !== ROLE.student) throw new AppError('FORBIDDEN');
      await assertMayLearnIt(db, actor);
      return deps.database.transaction(async (trx) => {
        const lesson = await findPlacedLesson(trx, SUBJECT_IT, id);
        if (!lesson) throw new AppError('NOT_FOUND');
        // A task counts once its solution is accepted, never by a button.
        if (lesson.type === 'task') throw new AppError('IT_TASK_NOT_MARKED');
        await markLessonDone(trx, actor.id, id, deps.clock().toISOString());
        const doneAt = await findDoneAt(trx, actor.id, id);
        if (doneAt === null) throw new AppError('NOT_FOUND');
        return { id, done: true as const, done_at: doneAt };
      });
    },
  };
}
