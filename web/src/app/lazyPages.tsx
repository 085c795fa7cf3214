import { lazy } from 'react';

/**
 * Admin and teacher cabinets load on demand: students never download them, and the guard
 * decides before the chunk is requested (the page renders only after it lets the visitor in).
 */
export const AdminUsersPage = lazy(() =>
  import('../features/admin/AdminUsersPage.tsx').then((module) => ({ default: module.AdminUsersPage })),
);
export const AdminSettingsPage = lazy(() =>
  import('../features/admin/AdminSettingsPage.tsx').then((module) => ({ default: module.AdminSettingsPage })),
);
export const TeacherClassesPage = lazy(() =>
  import('../features/teacher/TeacherClassesPage.tsx').then((module) => ({ default: module.TeacherClassesPage })),
);
export const TeacherClassPage = lazy(() =>
  import('../features/teacher/TeacherClassPage.tsx').then((module) => ({ default: module.TeacherClassPage })),
);

/** Trainers carry their games' code, so they load when a trainer list or game is opened. */
export const StudentTrainersPage = lazy(() =>
  import('../features/trainers/StudentTrainersPage.tsx').then((module) => ({ default: module.StudentTrainersPage })),
);
export const TeacherTrainersPage = lazy(() =>
  import('../features/trainers/TeacherTrainersPage.tsx').then((module) => ({ default: module.TeacherTrainersPage })),
);
/** Statistics carry the chart library, which only this page needs. */
export const ProfileTrainersPage = lazy(() =>
  import('../features/profile/ProfileTrainersPage.tsx').then((module) => ({ default: module.ProfileTrainersPage })),
);
export const TrainerPage = lazy(() =>
  import('../features/trainers/TrainerPage.tsx').then((module) => ({ default: module.TrainerPage })),
);
