import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { likesHistoryApi, ratingsApi } from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';
import { LIKES_VIEWS_KEY } from '../../lib/likes-balance.ts';

export const likesKeys = {
  /** A new accrual or purchase makes every likes view stale. */
  all: LIKES_VIEWS_KEY,
  history: (studentId: number, subjectId: number) => ['likes', 'history', studentId, subjectId] as const,
  rating: (subjectId: number, page: number, followId: number | null) =>
    ['likes', 'rating', subjectId, page, followId] as const,
};

/** The balance, totals and ledger of a subject; older rows load a step at a time. */
export function useLikesHistory(studentId: number | null, subjectId: number | null) {
  return useInfiniteQuery({
    queryKey: likesKeys.history(studentId ?? 0, subjectId ?? 0),
    queryFn: ({ pageParam, signal }) =>
      silentApi.call(
        likesHistoryApi.ofStudent,
        { params: { id: studentId ?? 0 }, query: { subject_id: subjectId ?? 0, before: pageParam ?? undefined } },
        { signal },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
    enabled: studentId !== null && subjectId !== null,
  });
}

/** One page of the subject's likes rating; `followId` asks staff's view to append that student's entry. */
export function useLikesRating(subjectId: number | null, page: number, followId: number | null = null) {
  return useQuery({
    queryKey: likesKeys.rating(subjectId ?? 0, page, followId),
    queryFn: ({ signal }) =>
      silentApi.call(
        ratingsApi.likes,
        { query: { subjectId: subjectId ?? 0, page, student_id: followId ?? undefined } },
        { signal },
      ),
    enabled: subjectId !== null,
    placeholderData: keepPreviousData,
  });
}
