import type { ItAdminQuiz, ItQuestion, ItQuestionContent, ItQuizRow, ItQuizRowList } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { toQuestion, toQuestionValues } from './it-quiz-scoring.ts';
import {
  deleteQuestion,
  deleteQuiz,
  findQuestion,
  findQuiz,
  insertQuestion,
  insertQuiz,
  lessonExists,
  listLessonQuizzes,
  listQuestions,
  nextQuestionNumber,
  nextQuizNumber,
  renumber,
  updateQuestion,
  updateQuizTitle,
} from './it-quizzes.repo.ts';

export interface ItQuizzesAdminService {
  lessonQuizzes(lessonId: number): Promise<ItQuizRowList>;
  orderQuizzes(lessonId: number, ids: readonly number[]): Promise<ItQuizRowList>;
  createQuiz(body: { lesson_id: number; title: string }): Promise<ItQuizRow>;
  quiz(id: number): Promise<ItAdminQuiz>;
  updateQuiz(id: number, body: { title: string }): Promise<ItQuizRow>;
  removeQuiz(id: number): Promise<{ id: number }>;
  orderQuestions(quizId: number, ids: readonly number[]): Promise<ItAdminQuiz>;
  createQuestion(quizId: number, body: ItQuestionContent): Promise<ItQuestion>;
  question(id: number): Promise<ItQuestion>;
  updateQuestion(id: number, body: ItQuestionContent): Promise<ItQuestion>;
  removeQuestion(id: number): Promise<{ id: number }>;
}

/** The same members in any order: a reorder names every sibling once, or it was made from a stale page. */
function assertSameSet(current: readonly number[], ids: readonly number[]): void {
  const known = new Set(current);
  if (ids.length !== current.length || !ids.every((id) => known.has(id))) {
    throw invalidField('ids', 'IT_ORDER_MISMATCH');
  }
}

/** Admins write the quizzes of the IT lessons (spec §2 /admin/it-lessons/list/{id}/quizes): every call is theirs. */
export function createItQuizzesAdminService(deps: { database: Database; clock: Clock }): ItQuizzesAdminService {
  const { database } = deps;
  const { db } = database;
  const now = () => deps.clock().toISOString();

  async function lessonList(conn: Kysely<DB>, lessonId: number): Promise<ItQuizRowList> {
    if ((await lessonExists(conn, lessonId)) === undefined) throw new AppError('NOT_FOUND');
    return { quizzes: await listLessonQuizzes(conn, lessonId) };
  }

  async function existingQuiz(conn: Kysely<DB>, id: number): Promise<ItQuizRow> {
    const quiz = await findQuiz(conn, id);
    if (!quiz) throw new AppError('NOT_FOUND');
    return quiz;
  }

  async function quizWithQuestions(conn: Kysely<DB>, id: number): Promise<ItAdminQuiz> {
    const quiz = await existingQuiz(conn, id);
    const [lessonTitle, questions] = await Promise.all([lessonExists(conn, quiz.lesson_id), listQuestions(conn, id)]);
    return { ...quiz, lesson_title: lessonTitle ?? '', questions: questions.map(toQuestion) };
  }

  return {
    lessonQuizzes: (lessonId) => lessonList(db, lessonId),

    orderQuizzes: (lessonId, ids) =>
      database.transaction(async (trx) => {
        const current = await lessonList(trx, lessonId);
        assertSameSet(
          current.quizzes.map((quiz) => quiz.id),
          ids,
        );
        await renumber(trx, 'it_quizzes', ids, now());
        return lessonList(trx, lessonId);
      }),

    createQuiz: (body) =>
      database.transaction(async (trx) => {
        if ((await lessonExists(trx, body.lesson_id)) === undefined) throw invalidField('lesson_id', 'FIELD_INVALID');
        const number = await nextQuizNumber(trx, body.lesson_id);
        const id = await insertQuiz(trx, { ...body, number, at: now() });
        return existingQuiz(trx, id);
      }),

    quiz: (id) => quizWithQuestions(db, id),

    updateQuiz: (id, body) =>
      database.transaction(async (trx) => {
        if (!(await updateQuizTitle(trx, id, body.title, now()))) throw new AppError('NOT_FOUND');
        return existingQuiz(trx, id);
      }),

    async removeQuiz(id) {
      if (!(await deleteQuiz(db, id))) throw new AppError('NOT_FOUND');
      return { id };
    },

    orderQuestions: (quizId, ids) =>
      database.transaction(async (trx) => {
        await existingQuiz(trx, quizId);
        assertSameSet(
          (await listQuestions(trx, quizId)).map((question) => question.id),
          ids,
        );
        await renumber(trx, 'it_quiz_questions', ids, now());
        return quizWithQuestions(trx, quizId);
      }),

    createQuestion: (quizId, body) =>
      database.transaction(async (trx) => {
        await existingQuiz(trx, quizId);
        const number = await nextQuestionNumber(trx, quizId);
        return toQuestion(await insertQuestion(trx, quizId, toQuestionValues(body), number, now()));
      }),

    async question(id) {
      const row = await findQuestion(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      return toQuestion(row);
    },

    async updateQuestion(id, body) {
      const row = await updateQuestion(db, id, toQuestionValues(body), now());
      if (!row) throw new AppError('NOT_FOUND');
      return toQuestion(row);
    },

    async removeQuestion(id) {
      if (!(await deleteQuestion(db, id))) throw new AppError('NOT_FOUND');
      return { id };
    },
  };
}
