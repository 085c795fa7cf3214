import { useQuery } from '@tanstack/react-query';
import { trainerSchema } from '@umka/contracts';
import { z } from 'zod';
import { silentApi } from '../../lib/api.ts';

const trainerListSchema = z.array(trainerSchema);

export const trainerKeys = {
  list: (subjectId: number | null) => ['trainers', 'list', subjectId] as const,
  one: (trainerId: number) => ['trainers', 'one', trainerId] as const,
};

/** A subject's trainers; null asks for the whole catalogue (staff). */
export function useTrainers(subjectId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: trainerKeys.list(subjectId),
    queryFn: ({ signal }) =>
      silentApi.get('/trainers', { query: { subject_id: subjectId }, schema: trainerListSchema, signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
}

export function useTrainer(trainerId: number) {
  return useQuery({
    queryKey: trainerKeys.one(trainerId),
    queryFn: ({ signal }) => silentApi.get(`/trainers/${trainerId}`, { schema: trainerSchema, signal }),
    enabled: Number.isInteger(trainerId) && trainerId > 0,
    staleTime: 5 * 60_000,
  });
}
