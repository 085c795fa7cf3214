import type { QueryClient } from '@tanstack/react-query';
import type { Me, SubjectData } from '@umka/contracts';
import { meQueryKey } from './auth.tsx';
import { subjectDataQueryKey } from './subject.tsx';

/** Every likes view (history, ratings) lives under this key: any change of a balance makes them stale. */
export const LIKES_VIEWS_KEY = ['likes'] as const;

/**
 * A subject's balance changed, by an accrual event or by a purchase's answer: the header reads the subject data,
 * the subject cards read /me, and both show the new balance at once.
 */
export function storeLikesBalance(queryClient: QueryClient, studentId: number, subjectId: number, balance: number) {
  queryClient.setQueryData<SubjectData>(subjectDataQueryKey(studentId, subjectId), (data) =>
    data ? { ...data, likes: balance } : data,
  );
  queryClient.setQueryData<Me>(meQueryKey(studentId), (me) => {
    if (!me?.student) return me;
    const subjects = me.student.subjects.map((subject) =>
      subject.id === subjectId ? { ...subject, likes_balance: balance } : subject,
    );
    return { ...me, student: { ...me.student, subjects } };
  });
  void queryClient.invalidateQueries({ queryKey: LIKES_VIEWS_KEY });
}
