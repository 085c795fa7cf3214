import { skipToken, useQuery } from '@tanstack/react-query';
import { mentalTestsApi } from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';

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
    queryFn:
      subjectId === null
        ? skipToken
        : ({ signal }) => silentApi.call(mentalTestsApi.forStudent, { query: { subject_id: subjectId } }, { signal }),
    staleTime: STALE_MS,
  });
}

export function useMentalTest(testId: number, subjectId: number | null) {
  return useQuery({
    queryKey: mentalTestKeys.one(testId, subjectId ?? 0),
    queryFn:
      subjectId === null
        ? skipToken
        : ({ signal }) =>
            silentApi.call(
              mentalTestsApi.oneForStudent,
              { params: { id: testId }, query: { subject_id: subjectId } },
              { signal },
            ),
    enabled: Number.isInteger(testId) && testId > 0,
    staleTime: STALE_MS,
  });
}
