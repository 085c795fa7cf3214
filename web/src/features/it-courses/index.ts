import { lazy } from 'react';

/** The IT home card loads on its own, only for a student of the IT subject (spec §2 IT pages). */
export const ItContinueCard = lazy(() =>
  import('./student/ItContinueCard.tsx').then((module) => ({ default: module.ItContinueCard })),
);

/** A lesson's text (the courses of subject 11 show theirs the same way); lazy, as it brings highlight.js along. */
export const LessonHtml = lazy(() =>
  import('./student/LessonHtml.tsx').then((module) => ({ default: module.LessonHtml })),
);

export { IT_LESSON_TYPE_LOOK, ItLessonTypeBadge } from './ItLessonTypeBadge.tsx';
