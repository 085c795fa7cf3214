import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MentalTestBody, mentalTestsApi } from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';

export const MENTAL_TESTS_PAGE_SIZE = 20;

export const mentalTestKeys = {
  all: ['admin', 'mental-tests'] as const,
  list: (page: number) => ['admin', 'mental-tests', 'list', page] as const,
  one: (id: number) => ['admin', 'mental-tests', 'one', id] as const,
};

/** Lists load quietly: the page shows its own spinner and error instead of the global ones. */
export function useMentalTestList(page: number) {
  return useQuery({
    queryKey: mentalTestKeys.list(page),
    queryFn: () => silentApi.call(mentalTestsApi.list, { query: { page, per_page: MENTAL_TESTS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useMentalTest(id: number | null) {
  return useQuery({
    queryKey: mentalTestKeys.one(id ?? 0),
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
