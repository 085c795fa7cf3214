import { type MentalTest, type MentalTestBody, type StudentMentalTest, studentMentalTestSchema } from '@umka/contracts';
import { solveMentalTask } from '@umka/games';
import { z } from 'zod';
import type { DialectName } from '../../db/database.ts';
import { readJson } from '../../db/json-column.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { MentalTestRow } from './mental-tests.repo.ts';

const numbersSchema = z.array(z.number().int());
const expressionsSchema = z.array(z.string());

export interface StoredMentalTest {
  id: number;
  title: MentalTest['title'];
  subjects: number[];
  time_limit_sec: number;
  expressions: string[];
  is_published: boolean;
  created_at: string;
  updated_at: string;
}

export function fromRow(dialect: DialectName, row: MentalTestRow): StoredMentalTest {
  return {
    id: row.id,
    title: { 'ru-RU': row.title_ru, 'en-US': row.title_en, 'uk-UA': row.title_uk },
    subjects: numbersSchema.parse(readJson(dialect, row.subjects)),
    time_limit_sec: row.time_limit_sec,
    expressions: expressionsSchema.parse(readJson(dialect, row.tasks)),
    is_published: Boolean(row.is_published),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The stored expression's answer; every stored test passed `validTest`, so it always has one. */
function answerOf(expression: string): number {
  const solved = solveMentalTask(expression);
  if (!solved.ok) throw new Error(`stored mental test task without an answer: ${expression}`);
  return solved.answer;
}

export function toMentalTest(test: StoredMentalTest): MentalTest {
  const { expressions, ...rest } = test;
  return { ...rest, tasks: expressions.map((expression) => ({ expression, answer: answerOf(expression) })) };
}

export type StudentMentalTestStanding = Pick<StudentMentalTest, 'attempts' | 'best'>;

export function toStudentMentalTest(
  test: StoredMentalTest,
  trainerId: number,
  standing: StudentMentalTestStanding,
): StudentMentalTest {
  return studentMentalTestSchema.parse({
    id: test.id,
    title: test.title,
    time_limit_sec: test.time_limit_sec,
    task_count: test.expressions.length,
    trainer_id: trainerId,
    ...standing,
  });
}

/**
 * The test checked by the rules it is played with: each task must parse without variables and have
 * a whole, non-negative answer, or the body is refused naming `tasks.{i}.expression`.
 */
export function validTest(body: MentalTestBody): MentalTestBody {
  const fields = body.tasks.flatMap((task, index) => {
    const solved = solveMentalTask(task.expression);
    return solved.ok ? [] : [fieldError(`tasks.${index}.expression`, solved.problem)];
  });
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  return { ...body, subjects: [...new Set(body.subjects)].sort((a, b) => a - b) };
}

export function toColumns(body: MentalTestBody) {
  return {
    title_ru: body.title['ru-RU'],
    title_en: body.title['en-US'],
    title_uk: body.title['uk-UA'],
    subjects: JSON.stringify(body.subjects),
    time_limit_sec: body.time_limit_sec,
    tasks: JSON.stringify(body.tasks.map((task) => task.expression)),
    is_published: body.is_published,
  };
}
