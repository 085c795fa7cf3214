import {
  type LocalizedText,
  localizedTextSchema,
  type ZeroAdminLesson,
  type ZeroLessonSummary,
  type ZeroQuestion,
} from '@umka/contracts';
import { z } from 'zod';
import type { ZeroLessonRow, ZeroQuestionRow } from './zero-homework.repo.ts';

const optionsSchema = z.array(localizedTextSchema);

/** A question as stored: its text and options are localized texts kept as JSON text on both dialects. */
export interface StoredQuestion extends ZeroQuestion {
  correct: number;
}

export function toStoredQuestion(row: ZeroQuestionRow): StoredQuestion {
  return {
    id: row.id,
    text: localizedTextSchema.parse(JSON.parse(row.text)),
    options: optionsSchema.parse(JSON.parse(row.options)),
    correct: row.correct,
  };
}

export const titleOf = (row: ZeroLessonRow): LocalizedText => ({
  'ru-RU': row.title_ru,
  'en-US': row.title_en,
  'uk-UA': row.title_uk,
});

export const textOf = (row: ZeroLessonRow): LocalizedText => ({
  'ru-RU': row.text_ru,
  'en-US': row.text_en,
  'uk-UA': row.text_uk,
});

export function toSummary(row: ZeroLessonRow, done: boolean): ZeroLessonSummary {
  return {
    id: row.id,
    subject_id: row.subject_id,
    position: row.position,
    title: titleOf(row),
    likes: row.likes,
    has_video: row.video_url !== null,
    done,
  };
}

/** A lesson as its admin edits it: the right choices shown, the trainer by its catalogue component name. */
export function toAdminLesson(row: ZeroLessonRow, questions: readonly ZeroQuestionRow[]): ZeroAdminLesson {
  return {
    id: row.id,
    subject_id: row.subject_id,
    position: row.position,
    title: titleOf(row),
    text: textOf(row),
    video_url: row.video_url,
    trainer: row.trainer_component,
    likes: row.likes,
    questions: questions.map(toStoredQuestion),
  };
}
