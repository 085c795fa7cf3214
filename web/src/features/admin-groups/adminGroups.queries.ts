import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EndpointInput, groupsApi, MAX_PAGE_SIZE, ROLE, usersApi } from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';

export const GROUPS_PAGE_SIZE = 20;

export interface GroupFilters {
  /** null: every teacher's classes. */
  teacherId: number | null;
  subjectId: number | null;
  /** true lists the soft-deleted classes instead of the current ones. */
  deleted: boolean;
  page: number;
}

export const adminGroupsKeys = {
  lists: ['admin', 'groups', 'list'] as const,
  list: (filters: GroupFilters) => ['admin', 'groups', 'list', filters] as const,
  teachers: ['admin', 'groups', 'teachers'] as const,
};

type GroupListQuery = NonNullable<EndpointInput<typeof groupsApi.list>['query']>;

export function groupListQuery(filters: GroupFilters): GroupListQuery {
  const query: GroupListQuery = { page: filters.page, per_page: GROUPS_PAGE_SIZE };
  if (filters.teacherId !== null) query.teacher_id = filters.teacherId;
  if (filters.subjectId !== null) query.subject_id = filters.subjectId;
  if (filters.deleted) query.deleted = '1';
  return query;
}

/** Lists load quietly: the page shows its own spinner and error instead of the global ones. */
export function useAdminGroups(filters: GroupFilters) {
  return useQuery({
    queryKey: adminGroupsKeys.list(filters),
    queryFn: () => silentApi.call(groupsApi.list, { query: groupListQuery(filters) }),
    // Keeps the table on screen while the next page or another filter loads.
    placeholderData: keepPreviousData,
  });
}

/** One page of the largest size covers a school's teachers; the filter, the table and the modal share it. */
export function useTeachers() {
  return useQuery({
    queryKey: adminGroupsKeys.teachers,
    queryFn: () => silentApi.call(usersApi.list, { query: { role_id: ROLE.teacher, per_page: MAX_PAGE_SIZE } }),
    select: (page) => page.items,
  });
}

/** Quiet, because the modal shows the refusal itself next to the choice it is about. */
export function useChangeTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, teacherId }: { groupId: number; teacherId: number }) =>
      silentApi.call(groupsApi.changeTeacher, { params: { id: groupId }, body: { teacher_id: teacherId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminGroupsKeys.lists }),
  });
}
