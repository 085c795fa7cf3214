import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { buildItCourse } from '../it-courses/it-courses.fixture.ts';

/* Test data of quizzes: a lesson with a quiz of one single-choice question, written straight into the tables. */

export interface BuiltItQuiz {
  lessonId: number;
  quizId: number;
  questionId: number;
}

export async function buildItQuiz(db: Kysely<DB>): Promise<BuiltItQuiz> {
  const { lessonIds } = await buildItCourse(db, ['text']);
  const lessonId = lessonIds[0] ?? 0;
  const at = new Date().toISOString();
  const quiz = await db
    .insertInto('it_quizzes')
    .values({ lesson_id: lessonId, title: 'Тест', number: 1, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const question = await db
    .insertInto('it_quiz_questions')
    .values({
      quiz_id: quiz.id,
      kind: 'single',
      text: 'Сколько будет 2 + 2?',
      code: '',
      options: JSON.stringify([
        { text: '4', correct: true },
        { text: '5', correct: false },
      ]),
      accepted: '[]',
      explanation: 'Два и два — четыре.',
      number: 1,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { lessonId, quizId: quiz.id, questionId: question.id };
}
