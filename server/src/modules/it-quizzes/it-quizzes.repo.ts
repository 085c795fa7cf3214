import { SUBJECT_IT } from '@umka/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { DB, ItQuizQuestionsTable } from '../../db/schema.ts';

export type QuestionRow = Selectable<ItQuizQuestionsTable>;

export interface QuizRow {
  id: number;
  lesson_id: number;
  title: string;
  number: number;
  questions_count: number;
}

function quizRows(db: Kysely<DB>) {
  return db
    .selectFrom('it_quizzes')
    .select(['it_quizzes.id', 'it_quizzes.lesson_id', 'it_quizzes.title', 'it_quizzes.number'])
    .select((eb) =>
      eb
        .selectFrom('it_quiz_questions')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('it_quiz_questions.quiz_id', '=', 'it_quizzes.id')
        .as('questions_count'),
    );
}

const toQuizRow = (row: { questions_count: unknown } & Omit<QuizRow, 'questions_count'>): QuizRow => ({
  ...row,
  questions_count: Number(row.questions_count ?? 0),
});

/** The title of an IT lesson (subject 8: a lesson of the course direction has no quizzes), if there is one. */
export async function lessonExists(db: Kysely<DB>, lessonId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('it_lessons as l')
    .innerJoin('it_blocks as b', 'b.id', 'l.block_id')
    .innerJoin('it_courses as c', 'c.id', 'b.course_id')
    .select('l.title')
    .where('l.id', '=', lessonId)
    .where('c.subject_id', '=', SUBJECT_IT)
    .executeTakeFirst();
  return row?.title;
}

export async function listLessonQuizzes(db: Kysely<DB>, lessonId: number): Promise<QuizRow[]> {
  const rows = await quizRows(db)
    .where('it_quizzes.lesson_id', '=', lessonId)
    .orderBy('it_quizzes.number')
    .orderBy('it_quizzes.id')
    .execute();
  return rows.map(toQuizRow);
}

export async function findQuiz(db: Kysely<DB>, id: number): Promise<QuizRow | undefined> {
  const row = await quizRows(db).where('it_quizzes.id', '=', id).executeTakeFirst();
  return row && toQuizRow(row);
}

export async function nextQuizNumber(db: Kysely<DB>, lessonId: number): Promise<number> {
  const row = await db
    .selectFrom('it_quizzes')
    .select((eb) => eb.fn.max('number').as('max'))
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function insertQuiz(
  db: Kysely<DB>,
  values: { lesson_id: number; title: string; number: number; at: string },
): Promise<number> {
  const row = await db
    .insertInto('it_quizzes')
    .values({
      lesson_id: values.lesson_id,
      title: values.title,
      number: values.number,
      created_at: values.at,
      updated_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateQuizTitle(db: Kysely<DB>, id: number, title: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('it_quizzes')
    .set({ title, updated_at: at })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteQuiz(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('it_quizzes').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function renumber(
  db: Kysely<DB>,
  table: 'it_quizzes' | 'it_quiz_questions',
  ids: readonly number[],
  at: string,
): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db
      .updateTable(table)
      .set({ number: index + 1, updated_at: at })
      .where('id', '=', id)
      .execute();
  }
}

export async function listQuestions(db: Kysely<DB>, quizId: number): Promise<QuestionRow[]> {
  return db
    .selectFrom('it_quiz_questions')
    .selectAll()
    .where('quiz_id', '=', quizId)
    .orderBy('number')
    .orderBy('id')
    .execute();
}

export async function findQuestion(db: Kysely<DB>, id: number): Promise<QuestionRow | undefined> {
  return db.selectFrom('it_quiz_questions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function nextQuestionNumber(db: Kysely<DB>, quizId: number): Promise<number> {
  const row = await db
    .selectFrom('it_quiz_questions')
    .select((eb) => eb.fn.max('number').as('max'))
    .where('quiz_id', '=', quizId)
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export interface QuestionValues {
  kind: QuestionRow['kind'];
  text: string;
  code: string;
  options: string;
  accepted: string;
  explanation: string;
}

export async function insertQuestion(
  db: Kysely<DB>,
  quizId: number,
  values: QuestionValues,
  number: number,
  at: string,
): Promise<QuestionRow> {
  return db
    .insertInto('it_quiz_questions')
    .values({ ...values, quiz_id: quizId, number, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateQuestion(
  db: Kysely<DB>,
  id: number,
  values: QuestionValues,
  at: string,
): Promise<QuestionRow | undefined> {
  return db
    .updateTable('it_quiz_questions')
    .set({ ...values, updated_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteQuestion(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('it_quiz_questions').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
