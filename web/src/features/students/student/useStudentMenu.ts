import { likesStillNeeded } from '@umka/contracts';
import { useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth.tsx';
import { useSubject } from '../../../lib/subject.tsx';
import {
  type StudentMenuEntry,
  visibleMenuEntries,
  withoutEmptyEntries,
  withoutNewcomerEntries,
} from './studentMenuEntries.ts';

/**
 * What both forms of the student menu show: the entries the chosen subject allows, the current one, the colour,
 * and how many likes a gated entry still needs (0 when open, and while the subject's likes are not known yet).
 */
export function useStudentMenu() {
  const { subject, data } = useSubject();
  const { me } = useAuth();
  const { pathname } = useLocation();
  const hasClass = (me?.student?.groups ?? []).some((group) => group.subject_id === subject?.id);
  return {
    entries: withoutNewcomerEntries(withoutEmptyEntries(visibleMenuEntries(subject?.main_id ?? null), data), hasClass),
    isCurrent: (to: string) => pathname === to,
    color: data?.subject.color,
    likesNeeded: (entry: StudentMenuEntry) =>
      entry.gate && data ? likesStillNeeded(entry.gate, data.likes_earned) : 0,
  };
}
