import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MathTaskBody, mathTasksApi } from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';

export const MATH_TASKS_PAGE_SIZE = 20;

export interface MathTaskListFilters {
  page: number;
  /** null lists every class. */
  classNumber: number | null;
}

export const mathTaskKeys = {
  all: ['admin', 'math-tasks'] as const,
  list: (filters: MathTaskListFilters) => ['admin', 'math-tasks', 'list', filters] as const,
  one: (id: number) => ['admin', 'math-tasks', 'one', id] as const,
};

export function mathTaskListQuery(filters: MathTaskListFilters): Record<string, number> {
  const query: Record<string, number> = { page: filters.page, per_page: MATH_TASKS_PAGE_SIZE };
  if (filters.classNumber !== null) query.class_number = filters.classNumber;
  return query;
}

/** Lists load quietly: the page shows its own spinner and error instead of the global ones. */
export function useMathTaskList(filters: MathTaskListFilters) {
  return useQuery({
    queryKey: mathTaskKeys.list(filters),
    queryFn: () => silentApi.call(mathTasksApi.list, { query: mathTaskListQuery(filters) }),
    // Keeps the table on screen while another page or class loads.
    placeholderData: keepPreviousData,
  });
}

export function useMathTask(id: number | null) {
  return useQuery({
    queryKey: mathTaskKeys.one(id ?? 0),
    queryFn: id === null ? skipToken : () => silentApi.call(mathTasksApi.get, { params: { id } }),
  });
}

/** Creates the task, or changes it when an id is given; either way every list and the task reload. */
export function useSaveMathTask(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MathTaskBody) =>
      id === null ? api.call(mathTasksApi.create, { body }) : api.call(mathTasksApi.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mathTaskKeys.all }),
  });
}

export function useDeleteMathTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(mathTasksApi.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mathTaskKeys.all }),
  });
}
