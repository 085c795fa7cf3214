import { queryOptions, useQuery } from '@tanstack/react-query';
import { trainersApi } from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';

export const profileKeys = {
  /** Every student's trainer statistics: a posted result makes all of them stale. */
  allTrainerStats: ['profile', 'trainer-stats'] as const,
  trainerStats: (studentId: number, subjectId: number) => ['profile', 'trainer-stats', studentId, subjectId] as const,
  allRatings: ['profile', 'trainer-rating'] as const,
  rating: (trainerId: number, subjectId: number, page: number) =>
    ['profile', 'trainer-rating', trainerId, subjectId, page] as const,
};

/** A student's per-trainer statistics in one subject (rounds, best, wins, recent rounds, trend). */
export const trainerStatsQuery = (studentId: number, subjectId: number) =>
  queryOptions({
    queryKey: profileKeys.trainerStats(studentId, subjectId),
    queryFn: ({ signal }) =>
      silentApi.call(
        trainersApi.statsOfStudent,
        { params: { id: studentId }, query: { subject_id: subjectId } },
        { signal },
      ),
  });

export function useTrainerStats(
  studentId: number | null,
  subjectId: number | null,
  { refetchOnMount }: { refetchOnMount?: boolean | 'always' } = {},
) {
  return useQuery({
    ...trainerStatsQuery(studentId ?? 0, subjectId ?? 0),
    enabled: studentId !== null && subjectId !== null,
    refetchOnMount,
  });
}
