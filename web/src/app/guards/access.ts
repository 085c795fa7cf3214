import { type ChosenSubject, isSubjectAllowed, ROLE, ROLE_HOME, type User } from '@umka/contracts';
import type { AuthStatus } from '../../lib/auth.tsx';
import type { RouteMeta } from '../routeMeta.ts';

export type GuardNotice = 'loginRequired' | 'wrongRole' | 'wrongSubject';

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string; notice?: GuardNotice };

export interface Visitor {
  status: AuthStatus;
  user: User | null;
  subject: ChosenSubject | null;
}

export const SUBJECT_SELECT_PATH = '/student/subject';
export const LOGIN_PATH = '/login';

/** Spec §6, in the order it is written there. A route without meta (the 404 catch-all) is public. */
export function decideAccess(meta: RouteMeta | undefined, visitor: Visitor): AccessDecision {
  if (!meta || (meta.roles.length === 0 && !meta.guestOnly)) return { kind: 'allow' };
  if (visitor.status === 'loading') return { kind: 'wait' };
  const { user } = visitor;
  if (meta.guestOnly) return user ? { kind: 'redirect', to: ROLE_HOME[user.role_id] } : { kind: 'allow' };
  if (!user) return { kind: 'redirect', to: LOGIN_PATH, notice: 'loginRequired' };
  if (!meta.roles.includes(user.role_id)) {
    return { kind: 'redirect', to: ROLE_HOME[user.role_id], notice: 'wrongRole' };
  }
  if (meta.pageGroup && user.role_id === ROLE.student) {
    if (!visitor.subject) return { kind: 'redirect', to: SUBJECT_SELECT_PATH };
    if (!isSubjectAllowed(meta.pageGroup, visitor.subject.main_id)) {
      return { kind: 'redirect', to: ROLE_HOME[ROLE.student], notice: 'wrongSubject' };
    }
  }
  return { kind: 'allow' };
}
