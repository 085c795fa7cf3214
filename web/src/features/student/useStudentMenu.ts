import { useLocation } from 'react-router';
import { useSubject } from '../../lib/subject.tsx';
import { visibleMenuEntries } from './studentMenuEntries.ts';

/** What both forms of the student menu show: the entries the chosen subject allows, the current one, the colour. */
export function useStudentMenu() {
  const { subject, data } = useSubject();
  const { pathname } = useLocation();
  return {
    entries: visibleMenuEntries(subject?.main_id ?? null),
    isCurrent: (to: string) => pathname === to,
    color: data?.subject.color,
  };
}
