import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  avatarsApi,
  type ChangePasswordBody,
  type CreateUserBody,
  type EndpointInput,
  type Me,
  type RoleId,
  teachersApi,
  type UpdateUserBody,
  type User,
  usersApi,
} from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';
import { meQueryKey } from '../../lib/auth.tsx';
import { authStore } from '../../lib/auth-store.ts';
import { adminKeys } from '../admin/index.ts';
import { subjectKeys } from '../subjects/index.ts';

export const USERS_PAGE_SIZE = 20;

export interface UserListFilters {
  search: string;
  roleId: RoleId | null;
  /** null shows everyone, true only active users, false only blocked ones. */
  isActive: boolean | null;
  page: number;
}

export const userKeys = {
  all: ['admin', 'users'] as const,
  list: (filters: UserListFilters) => ['admin', 'users', filters] as const,
};

/** A change to users lands in the audit log too, so both lists reload. */
function invalidateAfterUserChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.all }),
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
    queryKey: userKeys.list(filters),
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

/** The user's CRM profile address; null while the deployment has no CRM (the link is then not shown). */
export function useCrmLink(userId: number) {
  return useQuery({
    queryKey: ['admin', 'crm-link', userId] as const,
    queryFn: () => silentApi.call(usersApi.crmLink, { params: { id: userId } }),
    // The address follows the server's configuration and the user's email, which rarely change.
    staleTime: 10 * 60_000,
  });
}

/** The admin sets the whole list; the main client tells of a failure, the form shows it under the field. */
export function useSetTeacherSubjects(teacherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subjectIds: number[]) =>
      api.call(teachersApi.setSubjects, { params: { id: teacherId }, body: { subject_ids: subjectIds } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(subjectKeys.ofTeacher(teacherId), saved);
      return queryClient.invalidateQueries({ queryKey: adminKeys.auditLogs });
    },
  });
}

// Silent calls: each section shows its own success or failure notice (spec §8) instead of the generic one.

/** The changed user goes into the session and the /me cache at once, so the header shows it without a reload. */
function useAdoptUser() {
  const queryClient = useQueryClient();
  return ({ user }: { user: User }) => {
    authStore.setUser(user);
    queryClient.setQueryData<Me>(meQueryKey(user.id), (me) => (me ? { ...me, user } : me));
  };
}

export type ProfileChanges = Required<Pick<UpdateUserBody, 'first_name' | 'last_name' | 'phone'>>;

export function useSaveProfile(userId: number) {
  const adopt = useAdoptUser();
  return useMutation({
    mutationFn: (body: ProfileChanges) => silentApi.call(usersApi.update, { params: { id: userId }, body }),
    onSuccess: adopt,
  });
}

export function useUploadAvatar(userId: number) {
  const adopt = useAdoptUser();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return silentApi.call(avatarsApi.upload, { params: { id: userId }, body: form });
    },
    onSuccess: adopt,
  });
}

export function useRemoveAvatar(userId: number) {
  const adopt = useAdoptUser();
  return useMutation({
    mutationFn: () => silentApi.call(avatarsApi.remove, { params: { id: userId } }),
    onSuccess: adopt,
  });
}

/** The answer carries a new token in its header, which the api client adopts: this session stays signed in. */
export function useChangePassword(userId: number) {
  const adopt = useAdoptUser();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => silentApi.call(usersApi.changePassword, { params: { id: userId }, body }),
    onSuccess: adopt,
  });
}
