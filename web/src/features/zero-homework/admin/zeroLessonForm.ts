import type { LocalizedText, ZeroAdminLesson } from '@umka/contracts';

export interface QuestionValues {
  text: LocalizedText;
  options: LocalizedText[];
  /** The index of the right option. */
  correct: number;
}

export interface ZeroLessonValues {
  title: LocalizedText;
  text: LocalizedText;
  video_url: string;
  /** The trainer's catalogue component, or NO_TRAINER. */
  trainer: string;
  likes: number | string;
  questions: QuestionValues[];
}

/** The trainer select's "none" (no catalogue component is named so). */
export const NO_TRAINER = 'none';

export const EMPTY_TEXT: LocalizedText = { 'ru-RU': '', 'en-US': '', 'uk-UA': '' };

/** A new question: two empty options, the first one right. */
export const blankQuestion = (): QuestionValues => ({
  text: EMPTY_TEXT,
  options: [EMPTY_TEXT, EMPTY_TEXT],
  correct: 0,
});

/** A new lesson pays what the seeded ones do. */
const NEW_LESSON_LIKES = 5;

export function initialValues(lesson: ZeroAdminLesson | null): ZeroLessonValues {
  if (!lesson) {
    return {
      title: EMPTY_TEXT,
      text: EMPTY_TEXT,
      video_url: '',
      trainer: NO_TRAINER,
      likes: NEW_LESSON_LIKES,
      questions: [blankQuestion()],
    };
  }
  return {
    title: lesson.title,
    text: lesson.text,
    video_url: lesson.video_url ?? '',
    trainer: lesson.trainer ?? NO_TRAINER,
    likes: lesson.likes,
    questions: lesson.questions.map(({ text, options, correct }) => ({ text, options, correct })),
  };
}

/** What the contract reads: an empty link or trainer is none, and a likes field left empty is missing. */
export const bodyOf = (values: ZeroLessonValues) => ({
  title: values.title,
  text: values.text,
  video_url: values.video_url.trim() || null,
  trainer: values.trainer === NO_TRAINER ? null : values.trainer,
  likes: typeof values.likes === 'number' ? values.likes : undefined,
  questions: values.questions,
});

/** The right option stays the same option when another one is removed; removing it makes the first one right. */
export function withoutOption(question: QuestionValues, index: number): QuestionValues {
  const options = question.options.filter((_, at) => at !== index);
  const correct = question.correct === index ? 0 : question.correct > index ? question.correct - 1 : question.correct;
  return { ...question, options, correct };
}
