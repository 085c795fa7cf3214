/** A parent (issue [15]) follows their children's progress; it is in none of the lists below and is named where it may go. */
export const ROLE = { admin: 1, teacher: 2, student: 3, parent: 4 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];
export const STAFF_ROLES: readonly RoleId[] = [ROLE.admin, ROLE.teacher];
export const ANY_ROLE: readonly RoleId[] = [ROLE.admin, ROLE.teacher, ROLE.student];
/** Everyone signed in, parents included: the endpoints of one's own account (who am I, profile, password, logout). */
/** The reads of one child's progress: the child, their teachers, admins, and the parents who follow them. */
export const CHILD_READERS: readonly RoleId[] = [...ANY_ROLE, ROLE.parent];
export const OWN_ACCOUNT: readonly RoleId[] = [...ANY_ROLE, ROLE.parent];

/** Post-login home of each role (spec §6: AdminView, TeacherClassesView, StudentView). */
export const ROLE_HOME: Record<RoleId, string> = {
  1: '/admin',
  2: '/teacher/classes',
  3: '/student',
  4: '/parent',
};
