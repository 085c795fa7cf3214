import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminApi,
  type CreateUserBody,
  type EndpointInput,
  type RoleId,
  subjectsApi,
  teachersApi,
  usersApi,
} from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';
import { teacherKeys } from '../teacher/teacher.queries.ts';

export const USERS_PAGE_SIZE = 20;
export const AUDIT_LOG_PAGE_SIZE = 20;
export const OUTBOX_PAGE_SIZE = 10;

export interface UserListFilters {
  search: string;
  roleId: RoleId | null;
  /** null shows everyone, true only active users, false only blocked ones. */
  isActive: boolean | null;
  page: number;
}

export const adminKeys = {
  users: ['admin', 'users'] as const,
  userList: (filters: UserListFilters) => ['admin', 'users', filters] as const,
  maintenance: ['admin', 'maintenance'] as const,
  outbox: (page: number) => ['admin', 'outbox', page] as const,
  auditLogs: ['admin', 'audit-log'] as const,
  auditLog: (page: number) => ['admin', 'audit-log', page] as const,
};

/** A change to users lands in the audit log too, so both lists reload. */
function invalidateAfterUserChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.users }),
    queryClient.invalidateQueries({ queryKey: adminKeys.auditLogs }),
  ]);
}

/** Only the filters in use go on the wire, in the server's snake_case. */
export function userListQuery(filters: UserListFilters): EndpointInput<typeof usersApi.list>['query'] {
  const query: EndpointInput<typeof usersApi.list>['query'] = { page: filters.page, per_page: USERS_PAGE_SIZE };
  const search = filters.search.trim();
  if (search) query.search = search;
  if (filters.roleId !== null) query.role_id = filters.roleId;
  if (filters.isActive !== null) query.is_active = filters.isActive ? 'true' : 'false';
  return query;
}

/** Lists load quietly: the page shows its own spinner and error instead of the global ones. */
export function useUserList(filters: UserListFilters) {
  return useQuery({
    queryKey: adminKeys.userList(filters),
    queryFn: () => silentApi.call(usersApi.list, { query: userListQuery(filters) }),
    // Keeps the table on screen while the next page or a new search loads.
    placeholderData: keepPreviousData,
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => api.call(usersApi.create, { body }),
    onSuccess: () => invalidateAfterUserChange(queryClient),
  });
}

export function useSetUserActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      api.call(usersApi.setActivity, { params: { id }, body: { is_active: isActive } }),
    onSuccess: () => invalidateAfterUserChange(queryClient),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(usersApi.remove, { params: { id } }),
    onSuccess: () => invalidateAfterUserChange(queryClient),
  });
}

/** The admin sets the whole list; the main client tells of a failure, the form shows it under the field. */
export function useSetTeacherSubjects(teacherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subjectIds: number[]) =>
      api.call(teachersApi.setSubjects, { params: { id: teacherId }, body: { subject_ids: subjectIds } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(teacherKeys.teacherSubjects(teacherId), saved);
      return queryClient.invalidateQueries({ queryKey: adminKeys.auditLogs });
    },
  });
}

export function useMaintenance() {
  return useQuery({
    queryKey: adminKeys.maintenance,
    queryFn: () => silentApi.call(adminApi.maintenance),
  });
}

export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api.call(adminApi.setMaintenance, { body: { enabled } }),
    onSuccess: (state) => {
      queryClient.setQueryData(adminKeys.maintenance, state);
      return queryClient.invalidateQueries({ queryKey: adminKeys.auditLogs });
    },
  });
}

/** The server keeps the outbox newest first, so a fresh reset code is at the top of page 1. */
export function useOutbox(page: number) {
  return useQuery({
    queryKey: adminKeys.outbox(page),
    queryFn: () => silentApi.call(adminApi.outbox, { query: { page, per_page: OUTBOX_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(page: number) {
  return useQuery({
    queryKey: adminKeys.auditLog(page),
    queryFn: () => silentApi.call(adminApi.logs, { query: { page, per_page: AUDIT_LOG_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** Opens a subject to students or closes it; every cached subject list then reads it again. */
export function useSetSubjectOpen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isOpen }: { id: number; isOpen: boolean }) =>
      api.call(subjectsApi.setOpen, { params: { id }, body: { is_open: isOpen } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.subjects }),
  });
}
