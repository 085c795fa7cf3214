import {
  READING_QUESTION_OPTIONS,
  type ReadingQuestion,
  type ReadingText,
  type ReadingTextBody,
} from '@umka/contracts';

export interface QuestionDraft extends ReadingQuestion {
  /** Stable while questions are removed, so React keeps each card's inputs with its question. */
  key: number;
}

export interface ReadingTextFormValues extends Omit<ReadingTextBody, 'questions'> {
  questions: QuestionDraft[];
}

let lastQuestionKey = 0;

export function questionDraft(question?: ReadingQuestion): QuestionDraft {
  lastQuestionKey += 1;
  return {
    key: lastQuestionKey,
    question: question?.question ?? '',
    options: question ? [...question.options] : Array.from({ length: READING_QUESTION_OPTIONS }, () => ''),
    answer: question?.answer ?? 0,
  };
}

export function emptyReadingText(): ReadingTextFormValues {
  return { locale: 'ru-RU', level: 1, title: '', text: '', questions: [questionDraft()] };
}

export function readingTextFormValues(text: ReadingText): ReadingTextFormValues {
  return {
    locale: text.locale,
    level: text.level,
    title: text.title,
    text: text.text,
    questions: text.questions.map((question) => questionDraft(question)),
  };
}

export function readingTextBody(values: ReadingTextFormValues): ReadingTextBody {
  return {
    locale: values.locale,
    level: values.level,
    title: values.title,
    text: values.text,
    questions: values.questions.map(({ question, options, answer }) => ({ question, options, answer })),
  };
}
