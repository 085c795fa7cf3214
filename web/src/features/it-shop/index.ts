import { lazy } from 'react';

/** The IT header's points load on their own, only in the IT layout, so the other subjects' pages never carry them. */
export const ItPointsBadge = lazy(() =>
  import('./student/ItPointsBadge.tsx').then((module) => ({ default: module.ItPointsBadge })),
);
