import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminStudentActivityBody,
  type AdminStudentCreateBody,
  type AdminStudentMoveBody,
  type AdminStudentUpdateBody,
  adminStudentsApi,
  groupsApi,
  MAX_PAGE_SIZE,
  ROLE,
  usersApi,
} from '@umka/contracts';
import { api, silentApi } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { ADMIN_STUDENTS_PAGE_SIZE, type AdminStudentFilters, queryOfFilters } from './adminStudentFilters.ts';

export const adminStudentKeys = {
  all: ['admin', 'students'] as const,
  list: (filters: AdminStudentFilters) => ['admin', 'students', 'list', filters] as const,
  detail: (id: number) => ['admin', 'students', 'detail', id] as const,
  teachers: ['admin', 'students', 'teachers'] as const,
  classes: (subjectId: number | null) => ['admin', 'students', 'classes', subjectId] as const,
};

const invalidateStudents = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adminStudentKeys.all });

/** The table stays on screen while the next page or a new search loads. */
export function useAdminStudents(filters: AdminStudentFilters) {
  return useQuery({
    queryKey: adminStudentKeys.list(filters),
    queryFn: ({ signal }) =>
      silentApi.call(
        adminStudentsApi.list,
        { query: { ...queryOfFilters(filters), page: filters.page, per_page: ADMIN_STUDENTS_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAdminStudent(id: number | null) {
  return useQuery({
    queryKey: adminStudentKeys.detail(id ?? 0),
    queryFn: ({ signal }) => silentApi.call(adminStudentsApi.get, { params: { id: id ?? 0 } }, { signal }),
    enabled: id !== null,
  });
}

/** Every teacher, for the filter and for naming a class's teacher (a school has far fewer than a page of them). */
export function useTeacherOptions() {
  return useQuery({
    queryKey: adminStudentKeys.teachers,
    queryFn: ({ signal }) =>
      silentApi.call(usersApi.list, { query: { role_id: ROLE.teacher, per_page: MAX_PAGE_SIZE } }, { signal }),
    staleTime: 60_000,
  });
}

/** The current classes, of one subject when given. */
export function useClassOptions(subjectId: number | null) {
  return useQuery({
    queryKey: adminStudentKeys.classes(subjectId),
    queryFn: ({ signal }) =>
      silentApi.call(
        groupsApi.list,
        { query: { per_page: MAX_PAGE_SIZE, ...(subjectId !== null && { subject_id: subjectId }) } },
        { signal },
      ),
    staleTime: 60_000,
  });
}

export function useCreateAdminStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminStudentCreateBody) => api.call(adminStudentsApi.create, { body }),
    onSuccess: () => invalidateStudents(queryClient),
  });
}

export function useUpdateAdminStudent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminStudentUpdateBody) => api.call(adminStudentsApi.update, { params: { id }, body }),
    onSuccess: () => invalidateStudents(queryClient),
  });
}

export function useMoveStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminStudentMoveBody) => api.call(adminStudentsApi.move, { body }),
    onSuccess: () => invalidateStudents(queryClient),
  });
}

export function useSetStudentsActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminStudentActivityBody) => api.call(adminStudentsApi.setActivity, { body }),
    onSuccess: () => invalidateStudents(queryClient),
  });
}

/**
 * The CSV needs the bearer token, so a plain link cannot fetch it: it comes through the main client (its loading
 * bar and failure notice) and is handed to the browser as a download of an object URL.
 */
async function downloadStudentsCsv(filters: AdminStudentFilters): Promise<void> {
  const blob = await api.call(adminStudentsApi.export, { query: queryOfFilters(filters) });
  saveFile(blob, `students-${new Date().toISOString().slice(0, 10)}.csv`);
}

export function useExportStudents() {
  return useMutation({ mutationFn: downloadStudentsCsv });
}
