import { ROLE } from '@umka/contracts';
import { useAuth } from '../../../lib/auth.tsx';
import { useSubject } from '../../../lib/subject.tsx';

/** Who is looking and in which subject: every place and shop call names both. */
export function useStudentSubject(): { studentId: number | null; subjectId: number | null } {
  const { user } = useAuth();
  const { subject } = useSubject();
  return { studentId: user?.role_id === ROLE.student ? user.id : null, subjectId: subject?.id ?? null };
}
