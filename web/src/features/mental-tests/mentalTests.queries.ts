import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MentalTestBody, mentalTestsApi } from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';

export const MENTAL_TESTS_PAGE_SIZE = 20;

/** Admins edit tests under one key, students play them under another: a save refreshes the admin lists only. */
export const mentalTestKeys = {
  all: ['admin', 'mental-tests'] as const,
  list: (page: number) => ['admin', 'mental-tests', 'list', page] as const,
  edited: (id: number) => ['admin', 'mental-tests', 'one', id] as const,
  published: (subjectId: number) => ['mental-tests', 'list', subjectId] as const,
  played: (testId: number, subjectId: number) => ['mental-tests', 'one', testId, subjectId] as const,
};

/** Lists load quietly: the page shows its own spinner and error instead of the global ones. */
export function useMentalTestList(page: number) {
  return useQuery({
    queryKey: mentalTestKeys.list(page),
    queryFn: () => silentApi.call(mentalTestsApi.list, { query: { page, per_page: MENTAL_TESTS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useEditedMentalTest(id: number | null) {
  return useQuery({
    queryKey: mentalTestKeys.edited(id ?? 0),
    queryFn: id === null ? skipToken : () => silentApi.call(mentalTestsApi.get, { params: { id } }),
  });
}

/** Creates the test, or replaces its fields when an id is given; every list and the test reload. */
export function useSaveMentalTest(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MentalTestBody) =>
      id === null
        ? api.call(mentalTestsApi.create, { body })
        : api.call(mentalTestsApi.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mentalTestKeys.all }),
  });
}

export function useDeleteMentalTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(mentalTestsApi.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mentalTestKeys.all }),
  });
}

/** Long enough not to refetch what was just loaded, short enough that a finished round's best shows. */
const STALE_MS = 10_000;

/** The published tests of the subject with the student's attempts and best results. */
export function useMentalTests(subjectId: number | null) {
  return useQuery({
    queryKey: mentalTestKeys.published(subjectId ?? 0),
    queryFn:
      subjectId === null
        ? skipToken
        : ({ signal }) => silentApi.call(mentalTestsApi.forStudent, { query: { subject_id: subjectId } }, { signal }),
    staleTime: STALE_MS,
  });
}

export function useMentalTest(testId: number, subjectId: number | null) {
  return useQuery({
    queryKey: mentalTestKeys.played(testId, subjectId ?? 0),
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
