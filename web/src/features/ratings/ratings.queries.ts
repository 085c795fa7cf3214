import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ratingsApi } from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';
import { LIKES_VIEWS_KEY } from '../../lib/likes-balance.ts';
import { trainerStatsKeys } from '../trainers/index.ts';

/** Ranked by likes earned, so under the likes views: a new accrual makes every page stale. */
const AGE_RATING_KEY = [...LIKES_VIEWS_KEY, 'age-rating'] as const;

export const ratingKeys = {
  online: (subjectId: number) => ['ratings', 'online', subjectId] as const,
  ages: AGE_RATING_KEY,
  age: (subjectId: number, page: number, followId: number | null) =>
    [...AGE_RATING_KEY, subjectId, page, followId] as const,
};

/**
 * The subject's online games with the first one's first page. The page is handed to the trainer rating's
 * cache, so the table that shows it, and its later pages, read the same place.
 */
export function useOnlineGames(subjectId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ratingKeys.online(subjectId),
    queryFn: async ({ signal }) => {
      const online = await silentApi.call(ratingsApi.online, { query: { subjectId } }, { signal });
      if (online.trainer_id !== null && online.rating) {
        queryClient.setQueryData(trainerStatsKeys.rating(online.trainer_id, subjectId, 1), online.rating);
      }
      return online;
    },
  });
}

/** One page of the rating among those born the same year; `followId` asks staff's view for that student's year. */
export function useAgeRating(subjectId: number, page: number, followId: number | null = null) {
  return useQuery({
    queryKey: ratingKeys.age(subjectId, page, followId),
    queryFn: ({ signal }) =>
      silentApi.call(ratingsApi.age, { query: { subjectId, page, student_id: followId ?? undefined } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
