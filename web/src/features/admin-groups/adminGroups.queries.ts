import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { groupSchema, MAX_PAGE_SIZE, paginated, ROLE, userListSchema } from '@umka/contracts';
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

const groupPageSchema = paginated(groupSchema);

export const adminGroupsKeys = {
  lists: ['admin', 'groups', 'list'] as const,
  list: (filters: GroupFilters) => ['admin', 'groups', 'list', filters] as const,
  teachers: ['admin', 'groups', 'teachers'] as const,
};

export function groupListQuery(filters: GroupFilters): Record<string, string | number> {
  const query: Record<string, string | number> = { page: filters.page, per_page: GROUPS_PAGE_SIZE };
  if (filters.teacherId !== null) query.teacher_id = filters.teacherId;
  if (filters.subjectId !== null) query.subject_id = filters.subjectId;
  if (filters.deleted) query.deleted = '1';
  return query;
}

/** Lists load quietly: the page shows its own spinner and error instead of the global ones. */
export function useAdminGroups(filters: GroupFilters) {
  return useQuery({
    queryKey: adminGroupsKeys.list(filters),
    queryFn: () => silentApi.get('/groups', { query: groupListQuery(filters), schema: groupPageSchema }),
    // Keeps the table on screen while the next page or another filter loads.
    placeholderData: keepPreviousData,
  });
}

/** One page of the largest size covers a school's teachers; the filter, the table and the modal share it. */
export function useTeachers() {
  return useQuery({
    queryKey: adminGroupsKeys.teachers,
    queryFn: () =>
      silentApi.get('/users', { query: { role_id: ROLE.teacher, per_page: MAX_PAGE_SIZE }, schema: userListSchema }),
    select: (page) => page.items,
  });
}

/** Quiet, because the modal shows the refusal itself next to the choice it is about. */
export function useChangeTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, teacherId }: { groupId: number; teacherId: number }) =>
      silentApi.patch(`/admin/groups/${groupId}/change-teacher`, { teacher_id: teacherId }, { schema: groupSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminGroupsKeys.lists }),
  });
}
