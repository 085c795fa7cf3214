import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ratingsApi } from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';
import { trainerStatsKeys } from '../trainers/index.ts';

export const ratingKeys = {
  online: (subjectId: number) => ['ratings', 'online', subjectId] as const,
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
