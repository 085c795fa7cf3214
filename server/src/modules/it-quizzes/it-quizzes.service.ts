import type {
  ItQuizAnswer,
  ItQuizAttemptResult,
  ItStudentQuiz,
  ItStudentQuizList,
  ItStudentQuizRow,
} from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ItPointsService } from '../it-points/it-points.service.ts';
import type { ItPointsEntry } from '../it-points/it-points.types.ts';
import {
  attemptStats,
  insertAttempt,
  listAllQuizzes,
  lockBestPaid,
  raiseBestPaid,
  type StudentQuizRow,
} from './it-quiz-attempts.repo.ts';
import { assertAnswersFit, scoreAnswers, toQuestion } from './it-quiz-scoring.ts';
import { assertItStudent } from './it-quizzes.policy.ts';
import { listQuestions } from './it-quizzes.repo.ts';

export interface ItQuizzesService {
  quizzes(actor: AuthUser): Promise<ItStudentQuizList>;
  quiz(actor: AuthUser, id: number): Promise<ItStudentQuiz>;
  /** Checks and records an attempt; pays IT points for what it adds to the best attempt paid before. */
  submit(actor: AuthUser, id: number, answers: readonly ItQuizAnswer[]): Promise<ItQuizAttemptResult>;
}

function toRow(quiz: StudentQuizRow, stats: { attempts: number; best: number } | undefined): ItStudentQuizRow {
  return {
    id: quiz.id,
    title: quiz.title,
    lesson: { id: quiz.lesson_id, title: quiz.lesson_title },
    questions_count: quiz.questions_count,
    best_correct: stats ? stats.best : null,
    attempts: stats?.attempts ?? 0,
  };
}

/** Students of the IT subject (8) take the quizzes (spec §2 /student/quizes); anyone else is refused. */
export function createItQuizzesService(deps: {
  database: Database;
  clock: Clock;
  points: Pick<ItPointsService, 'accrueWithin' | 'announce' | 'pointsFor'>;
}): ItQuizzesService {
  const { database } = deps;
  const { db } = database;

  async function quizRow(id: number): Promise<StudentQuizRow> {
    const [quiz] = await listAllQuizzes(db, id);
    if (!quiz) throw new AppError('NOT_FOUND');
    return quiz;
  }

  return {
    async quizzes(actor) {
      await assertItStudent(db, actor);
      const [quizzes, stats] = await Promise.all([listAllQuizzes(db), attemptStats(db, actor.id)]);
      return { quizzes: quizzes.map((quiz) => toRow(quiz, stats.get(quiz.id))) };
    },

    async quiz(actor, id) {
      await assertItStudent(db, actor);
      const quiz = await quizRow(id);
      const [questions, stats] = await Promise.all([listQuestions(db, id), attemptStats(db, actor.id, id)]);
      return {
        ...toRow(quiz, stats.get(id)),
        questions: questions.map(toQuestion).map((question) => ({
          id: question.id,
          kind: question.kind,
          text: question.text,
          code: question.code,
          options: question.options.map((option) => option.text),
        })),
      };
    },

    async submit(actor, id, answers) {
      await assertItStudent(db, actor);
      await quizRow(id);
      const at = deps.clock().toISOString();
      const outcome = await database.transaction(async (trx) => {
        const questions = (await listQuestions(trx, id)).map(toQuestion);
        if (questions.length === 0) throw new AppError('NOT_FOUND');
        assertAnswersFit(questions, answers);
        const results = scoreAnswers(questions, answers);
        const correct = results.filter((result) => result.correct).length;
        await insertAttempt(trx, {
          student_id: actor.id,
          quiz_id: id,
          answers: JSON.stringify(answers),
          correct,
          total: questions.length,
          created_at: at,
        });
        // The paid best is read with its row held, so a concurrent attempt waits and pays only beyond this one.
        const paidBest = await lockBestPaid(trx, actor.id, id);
        let reward: { entry: ItPointsEntry; balance: number } | null = null;
        if (correct > paidBest && (await raiseBestPaid(trx, actor.id, id, correct))) {
          const delta = (correct - paidBest) * (await deps.points.pointsFor(trx, 'quiz_correct_answer'));
          if (delta > 0) {
            const entry: ItPointsEntry = {
              studentId: actor.id,
              delta,
              reason: 'quiz_score',
              refType: 'it_quiz',
              refId: id,
            };
            reward = { entry, balance: await deps.points.accrueWithin(trx, entry) };
          }
        }
        const stats = (await attemptStats(trx, actor.id, id)).get(id);
        return { results, correct, total: questions.length, stats, reward };
      });
      if (outcome.reward) await deps.points.announce(outcome.reward.entry, outcome.reward.balance);
      return {
        quiz_id: id,
        results: outcome.results,
        correct: outcome.correct,
        total: outcome.total,
        best_correct: outcome.stats?.best ?? outcome.correct,
        attempts: outcome.stats?.attempts ?? 1,
        points_earned: outcome.reward?.entry.delta ?? 0,
      };
    },
  };
}
