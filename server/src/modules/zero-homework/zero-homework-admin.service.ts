import type { ZeroAdminLesson, ZeroAdminLessonList, ZeroLessonBody, ZeroLessonCreateBody } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { TrainersPort } from '../trainers/trainers.port.ts';
import { toAdminLesson } from './zero-homework.mapper.ts';
import { findLesson, listLessons, listQuestions } from './zero-homework.repo.ts';
import {
  deleteLesson,
  insertLesson,
  nextPosition,
  questionsOfLessons,
  renumber,
  replaceQuestions,
  updateLesson,
  type ZeroLessonContentRow,
  type ZeroQuestionContent,
} from './zero-homework-admin.repo.ts';
import { trainerInSubject } from './zero-homework-trainer.ts';

/** Who writes and from where, for the audit log. */
export interface AdminContext {
  ip: string | null;
}

export interface ZeroHomeworkAdminService {
  list(subjectId: number): Promise<ZeroAdminLessonList>;
  create(actor: AuthUser, body: ZeroLessonCreateBody, context: AdminContext): Promise<ZeroAdminLesson>;
  update(actor: AuthUser, id: number, body: ZeroLessonBody, context: AdminContext): Promise<ZeroAdminLesson>;
  /** Moves the lesson to the position among its subject's (the last one when past the end). */
  move(actor: AuthUser, id: number, position: number, context: AdminContext): Promise<ZeroAdminLessonList>;
  remove(actor: AuthUser, id: number, context: AdminContext): Promise<{ id: number }>;
}

function contentOf(body: ZeroLessonBody): ZeroLessonContentRow {
  return {
    title_ru: body.title['ru-RU'],
    title_en: body.title['en-US'],
    title_uk: body.title['uk-UA'],
    text_ru: body.text['ru-RU'],
    text_en: body.text['en-US'],
    text_uk: body.text['uk-UA'],
    video_url: body.video_url,
    trainer_component: body.trainer,
    likes: body.likes,
  };
}

const questionsOf = (body: ZeroLessonBody): ZeroQuestionContent[] =>
  body.questions.map((question) => ({
    text: JSON.stringify(question.text),
    options: JSON.stringify(question.options),
    correct: question.correct,
  }));

/**
 * Admins write the zero-homework lessons (spec §2 /admin/zero-lessons; the route's access rule says who). Every write
 * is one transaction with its audit record.
 */
export function createZeroHomeworkAdminService(deps: {
  database: Database;
  clock: Clock;
  audit: AuditLog;
  trainers: Pick<TrainersPort, 'listTrainers'>;
}): ZeroHomeworkAdminService {
  const { database } = deps;
  const { db } = database;
  const now = () => deps.clock().toISOString();

  async function subjectLessons(executor: Kysely<DB>, subjectId: number): Promise<ZeroAdminLessonList> {
    const lessons = await listLessons(executor, subjectId);
    const questions = await questionsOfLessons(
      executor,
      lessons.map((lesson) => lesson.id),
    );
    return {
      lessons: lessons.map((lesson) =>
        toAdminLesson(
          lesson,
          questions.filter((question) => question.lesson_id === lesson.id),
        ),
      ),
    };
  }

  async function lessonOf(executor: Kysely<DB>, id: number): Promise<ZeroAdminLesson> {
    const lesson = await findLesson(executor, id);
    if (!lesson) throw new AppError('NOT_FOUND');
    return toAdminLesson(lesson, await listQuestions(executor, id));
  }

  /** A lesson names a trainer the catalogue has in the lesson's subject, or none. */
  async function assertTrainer(trainer: string | null, subjectId: number): Promise<void> {
    if (trainer === null) return;
    if (!trainerInSubject(database.dialect, await deps.trainers.listTrainers(db), trainer, subjectId)) {
      throw invalidField('trainer', 'FIELD_INVALID');
    }
  }

  function record(executor: Kysely<DB>, actor: AuthUser, action: string, id: number, context: AdminContext) {
    return deps.audit.record(executor, {
      user_id: actor.id,
      action,
      target_type: 'zero_lesson',
      target_id: id,
      ip: context.ip,
    });
  }

  return {
    list: (subjectId) => subjectLessons(db, subjectId),

    async create(actor, body, context) {
      await assertTrainer(body.trainer, body.subject_id);
      return database.transaction(async (trx) => {
        const at = now();
        const id = await insertLesson(trx, {
          ...contentOf(body),
          subject_id: body.subject_id,
          position: await nextPosition(trx, body.subject_id),
          created_at: at,
          updated_at: at,
        });
        await replaceQuestions(trx, id, questionsOf(body));
        await record(trx, actor, 'zero_lesson.created', id, context);
        return lessonOf(trx, id);
      });
    },

    async update(actor, id, body, context) {
      const existing = await findLesson(db, id);
      if (!existing) throw new AppError('NOT_FOUND');
      await assertTrainer(body.trainer, existing.subject_id);
      return database.transaction(async (trx) => {
        if (!(await updateLesson(trx, id, { ...contentOf(body), updated_at: now() }))) throw new AppError('NOT_FOUND');
        // Replacing the questions wholesale is safe: a student's finish references the lesson, not its questions, and
        // a quiz answer is checked against the questions the lesson has when it arrives.
        await replaceQuestions(trx, id, questionsOf(body));
        await record(trx, actor, 'zero_lesson.updated', id, context);
        return lessonOf(trx, id);
      });
    },

    move: (actor, id, position, context) =>
      database.transaction(async (trx) => {
        const lesson = await findLesson(trx, id);
        if (!lesson) throw new AppError('NOT_FOUND');
        const others = (await listLessons(trx, lesson.subject_id)).map((row) => row.id).filter((other) => other !== id);
        others.splice(Math.min(position, others.length + 1) - 1, 0, id);
        await renumber(trx, others, now());
        await record(trx, actor, 'zero_lesson.moved', id, context);
        return subjectLessons(trx, lesson.subject_id);
      }),

    remove: (actor, id, context) =>
      database.transaction(async (trx) => {
        const lesson = await findLesson(trx, id);
        if (!lesson) throw new AppError('NOT_FOUND');
        // The foreign keys take the questions and the students' finishes with the lesson; the likes those finishes
        // paid stay in the ledger (reason `zero_lesson`, its id as the reference): a balance never loses earned likes.
        await deleteLesson(trx, id);
        await renumber(
          trx,
          (await listLessons(trx, lesson.subject_id)).map((row) => row.id),
          now(),
        );
        await record(trx, actor, 'zero_lesson.deleted', id, context);
        return { id };
      }),
  };
}
