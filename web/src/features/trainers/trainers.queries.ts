import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ratingsApi, trainersApi } from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';

export const trainerKeys = {
  list: (subjectId: number | null) => ['trainers', 'list', subjectId] as const,
  one: (trainerId: number) => ['trainers', 'one', trainerId] as const,
};

/** A subject's trainers; null asks for the whole catalogue (staff). */
export function useTrainers(subjectId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: trainerKeys.list(subjectId),
    queryFn: ({ signal }) =>
      silentApi.call(trainersApi.list, { query: { subject_id: subjectId ?? undefined } }, { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
}

export function useTrainer(trainerId: number) {
  return useQuery({
    queryKey: trainerKeys.one(trainerId),
    queryFn: ({ signal }) => silentApi.call(trainersApi.get, { params: { id: trainerId } }, { signal }),
    enabled: Number.isInteger(trainerId) && trainerId > 0,
    staleTime: 5 * 60_000,
  });
}

export const trainerStatsKeys = {
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
    queryKey: trainerStatsKeys.trainerStats(studentId, subjectId),
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

// Apart from the statistics (profile.queries.ts), which the student home shows, so that the home loads no rating schema.
/** One page of a trainer's rating in a subject; the previous page stays on screen while the next loads. */
export function useTrainerRating(trainerId: number, subjectId: number, page: number) {
  return useQuery({
    queryKey: trainerStatsKeys.rating(trainerId, subjectId, page),
    queryFn: ({ signal }) =>
      silentApi.call(ratingsApi.trainer, { query: { trainer_id: trainerId, subjectId, page } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
