import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ItCategoryBody,
  type ItCategoryPatch,
  type ItProjectBody,
  type ItProjectLike,
  type ItProjectStatus,
  itProjectsApi,
} from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';
import { IT_PROJECTS_ROOT_KEY } from './itProjects.live.ts';

export interface ProjectListFilter {
  title: string;
  categoryId: number | null;
  orderBy: 'new' | 'likes';
  page: number;
  mine: boolean;
}

export const itProjectKeys = {
  all: IT_PROJECTS_ROOT_KEY,
  list: (filter: ProjectListFilter) => [...IT_PROJECTS_ROOT_KEY, 'list', filter] as const,
  top: [...IT_PROJECTS_ROOT_KEY, 'top'] as const,
  item: (id: number) => [...IT_PROJECTS_ROOT_KEY, 'item', id] as const,
  teacher: (teacherId: number, status: ItProjectStatus | null, page: number) =>
    [...IT_PROJECTS_ROOT_KEY, 'teacher', teacherId, status, page] as const,
  categories: ['it-categories'] as const,
};

/** Quiet: each page shows its own loading and error states. */
export function useItCategories() {
  return useQuery({
    queryKey: itProjectKeys.categories,
    queryFn: ({ signal }) => silentApi.call(itProjectsApi.categories, undefined, { signal }),
  });
}

export function useItProjects(filter: ProjectListFilter) {
  return useQuery({
    queryKey: itProjectKeys.list(filter),
    queryFn: ({ signal }) =>
      silentApi.call(
        itProjectsApi.list,
        {
          query: {
            title: filter.title.trim() || undefined,
            category_id: filter.categoryId ?? undefined,
            order_by: filter.orderBy,
            page: filter.page,
            mine: filter.mine ? '1' : '0',
          },
        },
        { signal },
      ),
    // The old page stays while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useItProjectsTop(enabled: boolean) {
  return useQuery({
    queryKey: itProjectKeys.top,
    queryFn: ({ signal }) => silentApi.call(itProjectsApi.top, undefined, { signal }),
    enabled,
  });
}

export function useItProject(id: number) {
  return useQuery({
    queryKey: itProjectKeys.item(id),
    queryFn: ({ signal }) => silentApi.call(itProjectsApi.get, { params: { id } }, { signal }),
  });
}

export interface ProjectSubmission {
  body: ItProjectBody;
  files: File[];
  /** An edit: the project and the screenshots it keeps. */
  edit?: { id: number; keep: number[] };
}

/** Silent: a refused field is said under its input. Any change reloads every list and the project itself. */
export function useSubmitItProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, files, edit }: ProjectSubmission) => {
      const form = new FormData();
      // The override of spec §7 and the data go before the files, so the server has read them when the files come.
      if (edit) form.append('_method', 'PATCH');
      form.append('data', JSON.stringify(edit ? { ...body, keep_screenshot_ids: edit.keep } : body));
      for (const file of files) form.append('file', file);
      return edit
        ? silentApi.call(itProjectsApi.update, { params: { id: edit.id }, body: form })
        : silentApi.call(itProjectsApi.create, { body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itProjectKeys.all }),
  });
}

/** Not silent: a failed delete is the client's usual notice. */
export function useDeleteItProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(itProjectsApi.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itProjectKeys.all }),
  });
}

/** Silent: a refused like shows the exhibition's own "Like error" notice (spec §8). */
export function useLikeItProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, liked }: { projectId: number; liked: boolean }): Promise<ItProjectLike> =>
      silentApi.call(liked ? itProjectsApi.like : itProjectsApi.unlike, { body: { project_id: projectId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itProjectKeys.all }),
  });
}

export function useTeacherItProjects(teacherId: number, status: ItProjectStatus | null, page: number) {
  return useQuery({
    queryKey: itProjectKeys.teacher(teacherId, status, page),
    queryFn: ({ signal }) =>
      silentApi.call(
        itProjectsApi.teacherList,
        { params: { id: teacherId }, query: { status: status ?? undefined, page } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Not silent: a refused decision is the client's usual notice. */
export function useReviewItProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, comment }: { id: number; approve: boolean; comment: string }) =>
      api.call(approve ? itProjectsApi.approve : itProjectsApi.reject, {
        params: { id },
        body: comment.trim() ? { comment } : {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itProjectKeys.all }),
  });
}

export function useAdminItCategories() {
  return useQuery({
    queryKey: [...itProjectKeys.categories, 'admin'],
    queryFn: ({ signal }) => silentApi.call(itProjectsApi.adminCategories, undefined, { signal }),
  });
}

function useCategoryChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itProjectKeys.categories }),
  });
}

/** Silent: a refused title is said under its input. */
export const useSaveItCategory = () =>
  useCategoryChange(({ id, body }: { id: number | null; body: ItCategoryBody | ItCategoryPatch }) =>
    id === null
      ? silentApi.call(itProjectsApi.createCategory, { body: body as ItCategoryBody })
      : silentApi.call(itProjectsApi.updateCategory, { params: { id }, body }),
  );

export const useDeleteItCategory = () =>
  useCategoryChange((id: number) => api.call(itProjectsApi.removeCategory, { params: { id } }));
