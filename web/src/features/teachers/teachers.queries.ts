import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminTeacherListQuery,
  adminTeachersApi,
  type CreateTeacherBody,
  type EndpointInput,
  MAX_PAGE_SIZE,
  type UpdateTeacherBody,
} from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';
import { adminKeys } from '../admin/index.ts';

export const TEACHERS_PAGE_SIZE = 20;

export type TeacherSort = AdminTeacherListQuery['sort'];
export type SortOrder = AdminTeacherListQuery['order'];

export interface TeacherListFilters {
  search: string;
  subjectId: number | null;
  /** null shows everyone, true only active teachers, false only blocked ones. */
  isActive: boolean | null;
  sort: TeacherSort;
  order: SortOrder;
  page: number;
}

export const teacherKeys = {
  all: ['admin', 'teachers'] as const,
  list: (filters: TeacherListFilters) => ['admin', 'teachers', 'list', filters] as const,
  detail: (id: number) => ['admin', 'teachers', 'detail', id] as const,
};

/** A change to a teacher shows in the lists, the detail pages and the audit log. */
function invalidateAfterTeacherChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
    queryClient.invalidateQueries({ queryKey: adminKeys.auditLogs }),
  ]);
}

/** Only the filters in use go on the wire, in the server's snake_case. */
export function teacherListQuery(filters: TeacherListFilters): EndpointInput<typeof adminTeachersApi.list>['query'] {
  const query: EndpointInput<typeof adminTeachersApi.list>['query'] = {
    page: filters.page,
    per_page: TEACHERS_PAGE_SIZE,
    sort: filters.sort,
    order: filters.order,
  };
  const search = filters.search.trim();
  if (search) query.search = search;
  if (filters.subjectId !== null) query.subject_id = filters.subjectId;
  if (filters.isActive !== null) query.is_active = filters.isActive ? 'true' : 'false';
  return query;
}

/** Lists load quietly: the page shows its own spinner and error instead of the global ones. */
export function useTeacherList(filters: TeacherListFilters) {
  return useQuery({
    queryKey: teacherKeys.list(filters),
    queryFn: () => silentApi.call(adminTeachersApi.list, { query: teacherListQuery(filters) }),
    placeholderData: keepPreviousData,
  });
}

/** Active teachers to hand classes to: a school has a few dozen, so the largest page holds them all. */
export function useActiveTeachers({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['admin', 'teachers', 'active'] as const,
    queryFn: () =>
      silentApi.call(adminTeachersApi.list, { query: { is_active: 'true', per_page: MAX_PAGE_SIZE, sort: 'name' } }),
    enabled,
  });
}

export function useTeacher(id: number | null) {
  return useQuery({
    queryKey: teacherKeys.detail(id ?? 0),
    queryFn: () => silentApi.call(adminTeachersApi.get, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

// Writes go through the main client, which tells of a failure with the generic notice (spec §8).

export function useCreateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTeacherBody) => api.call(adminTeachersApi.create, { body }),
    onSuccess: () => invalidateAfterTeacherChange(queryClient),
  });
}

export function useUpdateTeacher(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTeacherBody) => api.call(adminTeachersApi.update, { params: { id }, body }),
    onSuccess: () => invalidateAfterTeacherChange(queryClient),
  });
}

export function useSetTeacherActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      api.call(adminTeachersApi.setActivity, { params: { id }, body: { is_active: isActive } }),
    onSuccess: () => invalidateAfterTeacherChange(queryClient),
  });
}

export function useDeleteTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, targetId }: { id: number; targetId: number | null }) =>
      api.call(adminTeachersApi.remove, {
        params: { id },
        query: targetId === null ? {} : { target_teacher_id: targetId },
      }),
    onSuccess: () => invalidateAfterTeacherChange(queryClient),
  });
}
