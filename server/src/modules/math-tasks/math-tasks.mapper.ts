import { isErrorCode, type MathTask, type MathTaskBody } from '@umka/contracts';
import { type WordProblemTemplate, wordProblemTemplateSchema } from '@umka/games';
import { z } from 'zod';
import type { DialectName } from '../../db/database.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { MathTaskRow } from './math-tasks.repo.ts';

const variablesSchema = z.array(z.string());

/** The template's camelCase names as the wire and the database spell them. */
const WIRE_FIELD: Readonly<Record<string, string>> = {
  digitRank: 'digit_rank',
  textEn: 'text_en',
  textUk: 'text_uk',
  integerAnswer: 'integer_answer',
  classNumber: 'class_number',
};

function variablesOf(dialect: DialectName, raw: MathTaskRow['variables']): string[] {
  return variablesSchema.parse(dialect === 'postgres' ? raw : JSON.parse(String(raw)));
}

export function toMathTask(dialect: DialectName, row: MathTaskRow): MathTask {
  return {
    id: row.id,
    text: row.text,
    text_en: row.text_en,
    text_uk: row.text_uk,
    expression: row.expression,
    variables: variablesOf(dialect, row.variables),
    digit_rank: row.digit_rank,
    integer_answer: Boolean(row.integer_answer),
    class_number: row.class_number,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toTemplate(dialect: DialectName, row: MathTaskRow): WordProblemTemplate {
  const task = toMathTask(dialect, row);
  return {
    id: task.id,
    text: task.text,
    textEn: task.text_en,
    textUk: task.text_uk,
    expression: task.expression,
    variables: task.variables,
    digitRank: task.digit_rank,
    integerAnswer: task.integer_answer,
    classNumber: task.class_number,
  };
}

/**
 * The task checked by the same rules the trainer plays it with, so a stored task always fills: an
 * expression that does not parse or names an undeclared variable is a 422 naming the field.
 */
export function validTemplate(body: MathTaskBody): MathTaskBody {
  const parsed = wordProblemTemplateSchema.safeParse({
    // Any positive id: the row's own id is not known before the insert and plays no part in the rules.
    id: 1,
    text: body.text,
    textEn: body.text_en,
    textUk: body.text_uk,
    expression: body.expression,
    variables: body.variables,
    digitRank: body.digit_rank,
    integerAnswer: body.integer_answer,
    classNumber: body.class_number,
  });
  if (parsed.success) {
    const { text, textEn, textUk, expression, variables, digitRank, integerAnswer, classNumber } = parsed.data;
    return {
      text,
      // Blank is no translation: the Russian text is read instead.
      text_en: textEn || null,
      text_uk: textUk || null,
      expression,
      variables,
      digit_rank: digitRank,
      integer_answer: integerAnswer,
      class_number: classNumber,
    };
  }
  throw new AppError('VALIDATION_FAILED', {
    fields: parsed.error.issues.map((issue) => {
      const [head, ...rest] = issue.path.map(String);
      const field = [WIRE_FIELD[head ?? ''] ?? head, ...rest].join('.');
      return fieldError(field, isErrorCode(issue.message) ? issue.message : 'FIELD_INVALID');
    }),
  });
}
