import { lazyWithPreload } from '../lib/lazyWithPreload.ts';

/**
 * The signed-in layouts carry menus, drawers and account panels a visitor of /login never sees,
 * so they load once the guard lets someone into their area (RouteGuard's Suspense shows the boot screen meanwhile).
 */
export const StaffLayout = lazyWithPreload(() =>
  import('./layouts/StaffLayout.tsx').then((module) => ({ default: module.StaffLayout })),
);
export const StudentArea = lazyWithPreload(() =>
  import('./layouts/StudentArea.tsx').then((module) => ({ default: module.StudentArea })),
);
export const TrainerLayout = lazyWithPreload(() =>
  import('./layouts/TrainerLayout.tsx').then((module) => ({ default: module.TrainerLayout })),
);
