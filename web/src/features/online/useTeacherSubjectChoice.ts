import { useAuth } from '../../lib/auth.tsx';
import { useLocalized } from '../../lib/i18n.ts';
import { useSubjects, useTeacherSubjects } from '../subjects/index.ts';

/**
 * The subjects a teacher may open online games in (their own, as the server allows): the options for a subject
 * select, and the first one to start with.
 */
export function useTeacherSubjectChoice() {
  const { user } = useAuth();
  const localized = useLocalized();
  const subjects = useSubjects();
  const own = useTeacherSubjects(user?.id ?? null);
  const ownIds = own.data?.subject_ids ?? [];
  const list = (subjects.data ?? []).filter((subject) => ownIds.includes(subject.id));
  return {
    pending: subjects.isPending || own.isPending,
    options: list.map((subject) => ({ value: String(subject.id), label: localized(subject.title) })),
    first: list[0]?.id ?? null,
  };
}
