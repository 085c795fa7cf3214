import type {
  FieldError,
  ZeroAnswer,
  ZeroLesson,
  ZeroLessonList,
  ZeroLessonResult,
  ZeroQuestionResult,
} from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { GroupsPort } from '../groups/groups.port.ts';
import type { LikesService } from '../likes/likes.service.ts';
import type { LedgerEntry } from '../likes/likes.types.ts';
import type { TrainersPort } from '../trainers/trainers.port.ts';
import { type StoredQuestion, textOf, titleOf, toStoredQuestion, toSummary } from './zero-homework.mapper.ts';
import { assertMayTakeZeroLessons } from './zero-homework.policy.ts';
import {
  doneLessonIds,
  findLesson,
  insertCompletion,
  listLessons,
  listQuestions,
  type ZeroLessonRow,
} from './zero-homework.repo.ts';
import { trainerInSubject } from './zero-homework-trainer.ts';

export interface ZeroHomeworkService {
  list(actor: AuthUser, subjectId: number): Promise<ZeroLessonList>;
  lesson(actor: AuthUser, id: number): Promise<ZeroLesson>;
  /** Checks the quiz; all right finishes the lesson, and the first finish pays its likes. */
  complete(actor: AuthUser, id: number, answers: readonly ZeroAnswer[]): Promise<ZeroLessonResult>;
}

/** Each answer names a question of the lesson once, with one of its options; any mismatch refuses them all. */
function assertAnswersFit(questions: readonly StoredQuestion[], answers: readonly ZeroAnswer[]): void {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<number>();
  const fields: FieldError[] = [];
  for (const [index, answer] of answers.entries()) {
    const question = byId.get(answer.question_id);
    if (!question || seen.has(answer.question_id)) {
      fields.push(fieldError(`answers.${index}.question_id`, 'FIELD_INVALID'));
      continue;
    }
    seen.add(answer.question_id);
    if (answer.choice >= question.options.length) fields.push(fieldError(`answers.${index}.choice`, 'FIELD_INVALID'));
  }
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
}

/** Every question in order, right or wrong (an unanswered one is wrong), with its right choice. */
function scoreAnswers(questions: readonly StoredQuestion[], answers: readonly ZeroAnswer[]): ZeroQuestionResult[] {
  const chosen = new Map(answers.map((answer) => [answer.question_id, answer.choice]));
  return questions.map((question) => ({
    question_id: question.id,
    correct: chosen.get(question.id) === question.correct,
    correct_choice: question.correct,
  }));
}

/**
 * Issue [13] zero-homework lessons. Any student of subjects 1, 2, 3, 9 and 10 may take them (a class does not close
 * them: `has_class` lets the web say they are optional); a finish needs every quiz answer right and pays the lesson's
 * likes in its subject once, in the transaction that records it.
 */
export function createZeroHomeworkService(deps: {
  database: Database;
  clock: Clock;
  likes: Pick<LikesService, 'accrueWithin' | 'announce'>;
  trainers: Pick<TrainersPort, 'activeSubjectIds' | 'listTrainers'>;
  groups: Pick<GroupsPort, 'hasClassInSubject'>;
}): ZeroHomeworkService {
  const { database } = deps;
  const { db } = database;

  async function assertMayTake(actor: AuthUser, subjectId: number): Promise<void> {
    assertMayTakeZeroLessons(subjectId, await deps.trainers.activeSubjectIds(db, actor.id));
  }

  /** The lesson, once the caller may take its subject's lessons; an unknown id is 404 for everyone. */
  async function lessonFor(actor: AuthUser, id: number): Promise<ZeroLessonRow> {
    const lesson = await findLesson(db, id);
    if (!lesson) throw new AppError('NOT_FOUND');
    await assertMayTake(actor, lesson.subject_id);
    return lesson;
  }

  /** The catalogue's trainer the lesson names, when it is there and plays in the lesson's subject. */
  async function trainerOf(lesson: ZeroLessonRow): Promise<ZeroLesson['trainer']> {
    if (!lesson.trainer_component) return null;
    const found = trainerInSubject(
      database.dialect,
      await deps.trainers.listTrainers(db),
      lesson.trainer_component,
      lesson.subject_id,
    );
    return found
      ? { id: found.id, title: { 'ru-RU': found.title_ru, 'en-US': found.title_en, 'uk-UA': found.title_uk } }
      : null;
  }

  return {
    async list(actor, subjectId) {
      await assertMayTake(actor, subjectId);
      const [lessons, done, hasClass] = await Promise.all([
        listLessons(db, subjectId),
        doneLessonIds(db, actor.id, subjectId),
        deps.groups.hasClassInSubject(db, actor.id, subjectId),
      ]);
      return { lessons: lessons.map((lesson) => toSummary(lesson, done.has(lesson.id))), has_class: hasClass };
    },

    async lesson(actor, id) {
      const lesson = await lessonFor(actor, id);
      const [questions, done, trainer] = await Promise.all([
        listQuestions(db, id),
        doneLessonIds(db, actor.id, lesson.subject_id),
        trainerOf(lesson),
      ]);
      return {
        ...toSummary(lesson, done.has(id)),
        title: titleOf(lesson),
        text: textOf(lesson),
        video_url: lesson.video_url,
        trainer,
        questions: questions.map(toStoredQuestion).map(({ correct: _correct, ...question }) => question),
      };
    },

    async complete(actor, id, answers) {
      const lesson = await lessonFor(actor, id);
      const questions = (await listQuestions(db, id)).map(toStoredQuestion);
      assertAnswersFit(questions, answers);
      const results = scoreAnswers(questions, answers);
      const correct = results.filter((result) => result.correct).length;
      const completed = correct === questions.length;
      let paid: { entry: LedgerEntry; balance: number } | null = null;
      if (completed) {
        paid = await database.transaction(async (trx) => {
          const first = await insertCompletion(trx, {
            student_id: actor.id,
            lesson_id: id,
            correct,
            total: questions.length,
            likes: lesson.likes,
            finished_at: deps.clock().toISOString(),
          });
          if (!first) return null;
          const entry: LedgerEntry = {
            studentId: actor.id,
            subjectId: lesson.subject_id,
            delta: lesson.likes,
            reason: 'zero_lesson',
            refType: 'zero_lesson',
            refId: id,
          };
          return { entry, balance: await deps.likes.accrueWithin(trx, entry) };
        });
        if (paid) await deps.likes.announce(paid.entry, paid.balance);
      }
      return {
        lesson_id: id,
        results,
        correct,
        total: questions.length,
        completed,
        likes_earned: paid?.entry.delta ?? 0,
      };
    },
  };
}
