import type { LocalizedText, ZeroLessonBody } from '@umka/contracts';

/** The same words in the three languages, marked by language so a test sees which one it got. */
export const texts = (words: string): LocalizedText => ({
  'ru-RU': `${words} (ru)`,
  'en-US': `${words} (en)`,
  'uk-UA': `${words} (uk)`,
});

/** A valid lesson an admin could write: no trainer (the catalogue is empty in tests), one question of two options. */
export function zeroLessonBody(overrides: Partial<ZeroLessonBody> = {}): ZeroLessonBody {
  return {
    title: texts('A new lesson'),
    text: texts('What the lesson says'),
    video_url: null,
    trainer: null,
    likes: 3,
    questions: [{ text: texts('Which is right?'), options: [texts('This one'), texts('That one')], correct: 1 }],
    ...overrides,
  };
}
