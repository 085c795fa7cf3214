import type { FieldError } from '@umka/contracts';
import {
  type ItQuestion,
  type ItQuestionContent,
  type ItQuestionOption,
  type ItQuestionResult,
  type ItQuizAnswer,
  normalizeItAnswer,
} from '@umka/contracts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { QuestionRow, QuestionValues } from './it-quizzes.repo.ts';

/* A question's stored form and its checking: pure functions, no database. */

function parseList<T>(value: unknown): T[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

export function toQuestion(row: QuestionRow): ItQuestion {
  return {
    id: row.id,
    quiz_id: row.quiz_id,
    kind: row.kind,
    text: row.text,
    code: row.code,
    options: parseList<ItQuestionOption>(row.options),
    accepted: parseList<string>(row.accepted),
    explanation: row.explanation,
    number: row.number,
  };
}

export function toQuestionValues(body: ItQuestionContent): QuestionValues {
  return {
    kind: body.kind,
    text: body.text,
    code: body.code,
    options: JSON.stringify(body.options),
    accepted: JSON.stringify(body.accepted),
    explanation: body.explanation,
  };
}

const isChoice = (question: ItQuestion) => question.kind === 'single' || question.kind === 'multiple';

/**
 * The answers checked against the quiz's questions before anything is written: each names a question of this quiz
 * once, and has the shape of its kind (one option of a single choice, distinct options of a multiple one, a text of a
 * typed answer). Any mismatch refuses the whole submission with the fields at fault.
 */
export function assertAnswersFit(questions: readonly ItQuestion[], answers: readonly ItQuizAnswer[]): void {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<number>();
  const fields: FieldError[] = [];
  const fail = (index: number, field: string) => fields.push(fieldError(`answers.${index}.${field}`, 'FIELD_INVALID'));
  for (const [index, answer] of answers.entries()) {
    const question = byId.get(answer.question_id);
    if (!question || seen.has(answer.question_id)) {
      fail(index, 'question_id');
      continue;
    }
    seen.add(answer.question_id);
    if (isChoice(question)) {
      const choices = answer.choices;
      const fits =
        choices !== undefined &&
        answer.text === undefined &&
        new Set(choices).size === choices.length &&
        choices.every((choice) => choice < question.options.length) &&
        (question.kind === 'multiple' || choices.length === 1);
      if (!fits) fail(index, 'choices');
    } else if (answer.text === undefined || answer.choices !== undefined) {
      fail(index, 'text');
    }
  }
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
}

function correctChoices(question: ItQuestion): number[] {
  return question.options.flatMap((option, index) => (option.correct ? [index] : []));
}

function isCorrect(question: ItQuestion, answer: ItQuizAnswer | undefined): boolean {
  if (!answer) return false;
  if (isChoice(question)) {
    const expected = correctChoices(question);
    const chosen = answer.choices ?? [];
    return chosen.length === expected.length && expected.every((index) => chosen.includes(index));
  }
  const given = normalizeItAnswer(answer.text ?? '');
  return given !== '' && question.accepted.some((accepted) => normalizeItAnswer(accepted) === given);
}

/** Every question of the quiz in order, right or wrong (an unanswered one is wrong), with what was right. */
export function scoreAnswers(questions: readonly ItQuestion[], answers: readonly ItQuizAnswer[]): ItQuestionResult[] {
  const byQuestion = new Map(answers.map((answer) => [answer.question_id, answer]));
  return questions.map((question) => ({
    question_id: question.id,
    correct: isCorrect(question, byQuestion.get(question.id)),
    explanation: question.explanation,
    correct_choices: isChoice(question) ? correctChoices(question) : [],
    correct_text: isChoice(question) ? null : (question.accepted[0] ?? null),
  }));
}
