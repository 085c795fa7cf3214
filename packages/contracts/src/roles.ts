export const ROLE = { admin: 1, teacher: 2, student: 3 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];
export const STAFF_ROLES: readonly RoleId[] = [ROLE.admin, ROLE.teacher];
export const ANY_ROLE: readonly RoleId[] = [ROLE.admin, ROLE.teacher, ROLE.student];

/** Post-login home of each role (spec §6: AdminView, TeacherClassesView, StudentView). */
export const ROLE_HOME: Record<RoleId, string> = {
  1: '/admin',
  2: '/teacher/classes',
  3: '/student',
};
