import type { LocalizedText, ZeroAdminLesson, ZeroLesson, ZeroLessonSummary } from '@umka/contracts';

export const texts = (ru: string, en = ru, uk = ru): LocalizedText => ({ 'ru-RU': ru, 'en-US': en, 'uk-UA': uk });

export function buildZeroLessonSummary(overrides: Partial<ZeroLessonSummary> = {}): ZeroLessonSummary {
  return {
    id: 7,
    subject_id: 1,
    position: 1,
    title: texts('Добро пожаловать в Умку!', 'Welcome to Umka!'),
    likes: 5,
    has_video: false,
    done: false,
    ...overrides,
  };
}

export function buildZeroLesson(overrides: Partial<ZeroLesson> = {}): ZeroLesson {
  return {
    ...buildZeroLessonSummary(),
    text: texts('Привет! Это Умка.', 'Hi! This is Umka.'),
    video_url: null,
    trainer: { id: 3, title: texts('Ментальный счёт', 'Flash mental arithmetic') },
    questions: [
      {
        id: 71,
        text: texts('Что ты получаешь за раунды?'),
        options: [texts('Лайки'), texts('Оценки'), texts('Ничего')],
      },
      {
        id: 72,
        text: texts('Где потратить лайки?'),
        options: [texts('В рейтинге'), texts('В магазине')],
      },
    ],
    ...overrides,
  };
}

export function buildZeroAdminLesson(overrides: Partial<ZeroAdminLesson> = {}): ZeroAdminLesson {
  return {
    id: 7,
    subject_id: 1,
    position: 1,
    title: texts('Добро пожаловать в Умку!', 'Welcome to Umka!'),
    text: texts('Привет! Это Умка.', 'Hi! This is Umka.'),
    video_url: null,
    trainer: 'flashAnzan',
    likes: 5,
    questions: [
      { id: 71, text: texts('Что ты получаешь за раунды?'), options: [texts('Лайки'), texts('Ничего')], correct: 0 },
    ],
    ...overrides,
  };
}
