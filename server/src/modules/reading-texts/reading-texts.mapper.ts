import {
  type Locale,
  type ReadingLevel,
  type ReadingQuestion,
  type ReadingText,
  readingQuestionShape,
  readingWords,
  type SessionReadingText,
} from '@umka/contracts';
import { z } from 'zod';
import type { DialectName } from '../../db/database.ts';
import { readJson } from '../../db/json-column.ts';
import type { ReadingTextRow } from './reading-texts.repo.ts';

const questionsSchema = z.array(readingQuestionShape);

export function questionsOf(dialect: DialectName, row: ReadingTextRow): ReadingQuestion[] {
  return questionsSchema.parse(readJson(dialect, row.questions));
}

export function toReadingText(dialect: DialectName, row: ReadingTextRow): ReadingText {
  return {
    id: row.id,
    locale: row.locale as Locale,
    level: row.level as ReadingLevel,
    title: row.title,
    text: row.text,
    questions: questionsOf(dialect, row),
    words: readingWords(row.text).length,
    updated_at: row.updated_at,
  };
}

/** What a session carries of a text: enough to play it and to replay the answers. */
export function toSessionText(dialect: DialectName, row: ReadingTextRow): SessionReadingText {
  return { id: row.id, title: row.title, text: row.text, questions: questionsOf(dialect, row) };
}
