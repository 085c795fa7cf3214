import { lazy } from 'react';

/** The IT header's points load on their own, only in the IT layout, so the other subjects' pages never carry them. */
export const ItPointsBadge = lazy(() =>
  import('./student/ItPointsBadge.tsx').then((module) => ({ default: module.ItPointsBadge })),
);

/** The IT home's points card, loaded only on an IT student's home. */
export const ItPointsHomeCard = lazy(() =>
  import('./student/ItPointsHomeCard.tsx').then((module) => ({ default: module.ItPointsHomeCard })),
);
