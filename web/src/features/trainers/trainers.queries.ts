import { useQuery } from '@tanstack/react-query';
import { trainersApi } from '@umka/contracts';
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
