import { lazy } from 'react';

/** The IT home card loads on its own, only for a student of the IT subject (spec §2 IT pages). */
export const ItContinueCard = lazy(() =>
  import('./student/ItContinueCard.tsx').then((module) => ({ default: module.ItContinueCard })),
);
