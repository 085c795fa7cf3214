import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ratingsApi } from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';
import { profileKeys } from './profile.queries.ts';

// Apart from the statistics (profile.queries.ts), which the student home shows, so that the home loads no rating schema.
/** One page of a trainer's rating in a subject; the previous page stays on screen while the next loads. */
export function useTrainerRating(trainerId: number, subjectId: number, page: number) {
  return useQuery({
    queryKey: profileKeys.rating(trainerId, subjectId, page),
    queryFn: ({ signal }) =>
      silentApi.call(ratingsApi.trainer, { query: { trainer_id: trainerId, subjectId, page } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
