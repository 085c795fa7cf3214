import { useQuery } from '@tanstack/react-query';
import { studentMentalTestSchema } from '@umka/contracts';
import { z } from 'zod';
import { silentApi } from '../../lib/api.ts';

const listSchema = z.array(studentMentalTestSchema);

/** Long enough not to refetch what was just loaded, short enough that a finished round's best shows. */
const STALE_MS = 10_000;

export const mentalTestKeys = {
  list: (subjectId: number) => ['mental-tests', 'list', subjectId] as const,
  one: (testId: number, subjectId: number) => ['mental-tests', 'one', testId, subjectId] as const,
};

/** The published tests of the subject with the student's attempts and best results. */
export function useMentalTests(subjectId: number | null) {
  return useQuery({
    queryKey: mentalTestKeys.list(subjectId ?? 0),
    queryFn: ({ signal }) =>
      silentApi.get('/mental-tests', { query: { subject_id: subjectId }, schema: listSchema, signal }),
    enabled: subjectId !== null,
    staleTime: STALE_MS,
  });
}

export function useMentalTest(testId: number, subjectId: number | null) {
  return useQuery({
    queryKey: mentalTestKeys.one(testId, subjectId ?? 0),
    queryFn: ({ signal }) =>
      silentApi.get(`/mental-tests/${testId}`, {
        query: { subject_id: subjectId },
        schema: studentMentalTestSchema,
        signal,
      }),
    enabled: subjectId !== null && Number.isInteger(testId) && testId > 0,
    staleTime: STALE_MS,
  });
}
