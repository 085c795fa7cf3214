import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { idResultSchema, type MentalTestBody, mentalTestSchema, paginated } from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';

export const MENTAL_TESTS_PAGE_SIZE = 20;

const mentalTestPageSchema = paginated(mentalTestSchema);

export const mentalTestKeys = {
  all: ['admin', 'mental-tests'] as const,
  list: (page: number) => ['admin', 'mental-tests', 'list', page] as const,
  one: (id: number) => ['admin', 'mental-tests', 'one', id] as const,
};

/** Lists load quietly: the page shows its own spinner and error instead of the global ones. */
export function useMentalTestList(page: number) {
  return useQuery({
    queryKey: mentalTestKeys.list(page),
    queryFn: () =>
      silentApi.get('/admin/mental-tests', {
        query: { page, per_page: MENTAL_TESTS_PAGE_SIZE },
        schema: mentalTestPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMentalTest(id: number | null) {
  return useQuery({
    queryKey: mentalTestKeys.one(id ?? 0),
    queryFn: () => silentApi.get(`/admin/mental-tests/${id}`, { schema: mentalTestSchema }),
    enabled: id !== null,
  });
}

/** Creates the test, or replaces its fields when an id is given; every list and the test reload. */
export function useSaveMentalTest(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MentalTestBody) =>
      id === null
        ? api.post('/admin/mental-tests', body, { schema: mentalTestSchema })
        : api.patch(`/admin/mental-tests/${id}`, body, { schema: mentalTestSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mentalTestKeys.all }),
  });
}

export function useDeleteMentalTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/admin/mental-tests/${id}`, undefined, { schema: idResultSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mentalTestKeys.all }),
  });
}
