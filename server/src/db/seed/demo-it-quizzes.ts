import type { ItQuestionContent, ItQuizAnswer } from '@umka/contracts';
import type { Kysely } from 'kysely';
import { applyItPointsChange, findPointRule } from '../../modules/it-points/it-points.repo.ts';
import { insertAttempt, lockBestPaid, raiseBestPaid } from '../../modules/it-quizzes/it-quiz-attempts.repo.ts';
import { scoreAnswers, toQuestion, toQuestionValues } from '../../modules/it-quizzes/it-quiz-scoring.ts';
import { insertQuestion, insertQuiz } from '../../modules/it-quizzes/it-quizzes.repo.ts';
import type { DB } from '../schema.ts';
import { DEMO_IT_COURSE_TITLE } from './demo-it-courses.ts';

/**
 * Two quizzes of the demo IT course (issue [12]): on its first and fourth lessons, of every question kind, in
 * Russian as the course is. Миша has tried the first once and got 3 of 5 right, paid by the quizzes' points rule.
 */

interface DemoQuiz {
  lessonIndex: number;
  title: string;
  questions: readonly ItQuestionContent[];
}

const none = { code: '', options: [], accepted: [] };

const QUIZZES: readonly DemoQuiz[] = [
  {
    lessonIndex: 0,
    title: 'Первая программа',
    questions: [
      {
        ...none,
        kind: 'single',
        text: 'Какая команда выводит текст на экран?',
        options: [
          { text: 'print', correct: true },
          { text: 'input', correct: false },
          { text: 'show', correct: false },
        ],
        explanation: 'Команда print печатает то, что стоит в скобках.',
      },
      {
        ...none,
        kind: 'output',
        text: 'Что выведет программа?',
        code: 'print("Привет, мир!")',
        accepted: ['Привет, мир!', 'Привет мир!'],
        explanation: 'print печатает строку без кавычек.',
      },
      {
        ...none,
        kind: 'multiple',
        text: 'Что из этого — строки?',
        options: [
          { text: '"кот"', correct: true },
          { text: "'42'", correct: true },
          { text: '42', correct: false },
        ],
        explanation: 'Строка записывается в кавычках — двойных или одинарных.',
      },
      {
        ...none,
        kind: 'short',
        text: 'В каком порядке компьютер выполняет команды программы: сверху вниз или снизу вверх?',
        accepted: ['сверху вниз'],
        explanation: 'Команды выполняются по порядку, сверху вниз.',
      },
      {
        ...none,
        kind: 'output',
        text: 'Сколько строк напечатает эта программа? Напиши число.',
        code: 'print("Раз")\nprint("Два")\nprint("Три")',
        accepted: ['3', 'три'],
        explanation: 'Каждый print печатает свою строку: их три.',
      },
    ],
  },
  {
    lessonIndex: 3,
    title: 'Переменные и числа',
    questions: [
      {
        ...none,
        kind: 'output',
        text: 'Что выведет программа?',
        code: 'a = 5\nb = 3\nprint(a + b)',
        accepted: ['8'],
        explanation: 'В a лежит 5, в b — 3, их сумма 8.',
      },
      {
        ...none,
        kind: 'single',
        text: 'Какой знак кладёт значение в переменную?',
        options: [
          { text: '=', correct: true },
          { text: '==', correct: false },
          { text: '+', correct: false },
        ],
        explanation: 'Один знак «=» — это присваивание; «==» сравнивает.',
      },
      {
        ...none,
        kind: 'multiple',
        text: 'Какие имена переменных можно использовать в Python?',
        options: [
          { text: 'score', correct: true },
          { text: 'my_name', correct: true },
          { text: '2cats', correct: false },
        ],
        explanation: 'Имя не может начинаться с цифры.',
      },
      {
        ...none,
        kind: 'short',
        text: 'Какая команда спрашивает у пользователя текст с клавиатуры?',
        accepted: ['input', 'input()'],
        explanation: 'input ждёт, пока человек напишет ответ и нажмёт Enter.',
      },
    ],
  },
];

/** Миша's one try of the first quiz: right, wrong, right, right, wrong — 3 of 5. */
const MISHA_ANSWERS = [
  { choices: [0] },
  { text: 'print("Привет, мир!")' },
  { choices: [0, 1] },
  { text: 'Сверху  вниз' },
  { text: '1' },
];

export async function insertDemoItQuizzes(trx: Kysely<DB>, studentId: number | undefined, now: string): Promise<void> {
  const lessons = await trx
    .selectFrom('it_lessons')
    .innerJoin('it_blocks', 'it_blocks.id', 'it_lessons.block_id')
    .innerJoin('it_courses', 'it_courses.id', 'it_blocks.course_id')
    .select('it_lessons.id')
    .where('it_courses.title', '=', DEMO_IT_COURSE_TITLE)
    .orderBy('it_blocks.number')
    .orderBy('it_lessons.number')
    .execute();
  const quizIds: number[] = [];
  const firstQuestions = [];
  for (const [quizIndex, quiz] of QUIZZES.entries()) {
    const lesson = lessons[quiz.lessonIndex];
    if (!lesson) throw new Error(`the demo IT course has no lesson ${quiz.lessonIndex + 1}`);
    const quizId = await insertQuiz(trx, { lesson_id: lesson.id, title: quiz.title, number: 1, at: now });
    quizIds.push(quizId);
    for (const [index, question] of quiz.questions.entries()) {
      const row = await insertQuestion(trx, quizId, toQuestionValues(question), index + 1, now);
      if (quizIndex === 0) firstQuestions.push(toQuestion(row));
    }
  }
  const quizId = quizIds[0];
  if (studentId === undefined || quizId === undefined) return;
  const answers: ItQuizAnswer[] = firstQuestions.map((question, index) => ({
    question_id: question.id,
    ...MISHA_ANSWERS[index],
  }));
  const correct = scoreAnswers(firstQuestions, answers).filter((result) => result.correct).length;
  await insertAttempt(trx, {
    student_id: studentId,
    quiz_id: quizId,
    answers: JSON.stringify(answers),
    correct,
    total: firstQuestions.length,
    created_at: now,
  });
  const paidBest = await lockBestPaid(trx, studentId, quizId);
  if (correct > paidBest && (await raiseBestPaid(trx, studentId, quizId, correct))) {
    const delta = (correct - paidBest) * (await findPointRule(trx, 'quiz_correct_answer'));
    if (delta > 0) {
      await applyItPointsChange(
        trx,
        { studentId, delta, reason: 'quiz_score', refType: 'it_quiz', refId: quizId },
        now,
      );
    }
  }
}
