import { hashKey, keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DistributionEntry,
  type DistributionStatus,
  distributionApi,
  type EndpointInput,
  type Group,
  type GroupCreate,
  type GroupPatch,
  groupStudentsApi,
  groupsApi,
  MAX_PAGE_SIZE,
  ROLE,
  teachersApi,
  usersApi,
} from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';

export const teacherKeys = {
  classes: (teacherId: number) => ['teacher', teacherId, 'classes'] as const,
  class: (teacherId: number, classId: number) => ['teacher', teacherId, 'classes', classId] as const,
};

export function useTeacherClasses(teacherId: number | null) {
  return useQuery({
    queryKey: teacherKeys.classes(teacherId ?? 0),
    queryFn: () => silentApi.call(teachersApi.groups, { params: { id: teacherId ?? 0 } }),
    enabled: teacherId !== null,
  });
}

export function useTeacherClass(teacherId: number | null, classId: number) {
  return useQuery({
    queryKey: teacherKeys.class(teacherId ?? 0, classId),
    queryFn: () => silentApi.call(teachersApi.group, { params: { id: teacherId ?? 0, groupId: classId } }),
    enabled: teacherId !== null && Number.isInteger(classId) && classId > 0,
  });
}

// Every call here is silent: the pages report a failure with the generic 'Error' notice of spec §8 instead.

/**
 * Everything of one teacher lives under ['teacher', id]: a change to a class or its members
 * reloads the current and deleted lists, the class pages and the waiting students in one go.
 */
export const teacherClassesKeys = {
  teacher: (teacherId: number) => ['teacher', teacherId] as const,
  deleted: (teacherId: number) => ['teacher', teacherId, 'deleted-classes'] as const,
  waiting: (teacherId: number, subjectId: number) => ['teacher', teacherId, 'waiting-students', subjectId] as const,
  message: (classId: number) => ['group', classId, 'message'] as const,
};

function useInvalidateTeacher(teacherId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teacherClassesKeys.teacher(teacherId) });
}

export function useDeletedClasses(teacherId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: teacherClassesKeys.deleted(teacherId ?? 0),
    queryFn: () => silentApi.call(teachersApi.groups, { params: { id: teacherId ?? 0 }, query: { deleted: '1' } }),
    enabled: enabled && teacherId !== null,
  });
}

/** Creates a class of the signed-in teacher, or renames it (and changes an empty class's subject). */
export function useSaveClass(teacherId: number, classId: number | null) {
  const invalidate = useInvalidateTeacher(teacherId);
  return useMutation({
    mutationFn: (body: GroupCreate | GroupPatch) =>
      classId === null
        ? silentApi.call(groupsApi.create, { body: body as GroupCreate })
        : silentApi.call(groupsApi.update, { params: { id: classId }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteClass(teacherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classId: number) => silentApi.call(groupsApi.remove, { params: { id: classId } }),
    onSuccess: (removed: Group) => {
      const removedPage = hashKey(teacherKeys.class(teacherId, removed.id));
      return queryClient.invalidateQueries({
        queryKey: teacherClassesKeys.teacher(teacherId),
        // The deleted class answers 404 now: its page, about to close, keeps what it shows instead of failing.
        predicate: (query) => query.queryHash !== removedPage,
      });
    },
  });
}

export function useRestoreClass(teacherId: number) {
  const invalidate = useInvalidateTeacher(teacherId);
  return useMutation({
    mutationFn: (classId: number) => silentApi.call(groupsApi.restore, { params: { id: classId } }),
    onSuccess: invalidate,
  });
}

export function useClassMessage(classId: number) {
  return useQuery({
    queryKey: teacherClassesKeys.message(classId),
    queryFn: () => silentApi.call(groupsApi.message, { params: { id: classId } }),
  });
}

/** An empty text takes the notice down. */
export function useSaveClassMessage(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => silentApi.call(groupsApi.writeMessage, { params: { id: classId }, body: { text } }),
    onSuccess: (message) => queryClient.setQueryData(teacherClassesKeys.message(classId), message),
  });
}

export function useDetachStudent(teacherId: number, classId: number) {
  const invalidate = useInvalidateTeacher(teacherId);
  return useMutation({
    mutationFn: (studentId: number) => silentApi.call(groupStudentsApi.detach, { params: { id: classId, studentId } }),
    onSuccess: invalidate,
  });
}

export function useMoveStudent(teacherId: number, classId: number) {
  const invalidate = useInvalidateTeacher(teacherId);
  return useMutation({
    mutationFn: ({ studentId, targetId }: { studentId: number; targetId: number }) =>
      silentApi.call(groupStudentsApi.move, { params: { id: classId, studentId }, body: { group_id: targetId } }),
    onSuccess: invalidate,
  });
}

/** A subject's waiting list is short, but every page is read so that nobody waiting is left out of the search. */
async function fetchAllWaiting(teacherId: number, subjectId: number): Promise<DistributionEntry[]> {
  const entries: DistributionEntry[] = [];
  for (let page = 1; ; page += 1) {
    const result = await silentApi.call(distributionApi.list, {
      params: { id: teacherId },
      query: { subject_id: subjectId, page, per_page: MAX_PAGE_SIZE },
    });
    entries.push(...result.items);
    if (page >= result.last_page) return entries;
  }
}

export function useWaitingStudents(teacherId: number, subjectId: number, enabled: boolean) {
  return useQuery({
    queryKey: teacherClassesKeys.waiting(teacherId, subjectId),
    queryFn: () => fetchAllWaiting(teacherId, subjectId),
    enabled,
  });
}

export interface AttachFailure {
  student: DistributionEntry;
  error: unknown;
}

/**
 * Attaches the chosen students one after another (each answers 201 on its own), so one refusal
 * does not lose the others; the caller learns who was added and who was not, and why.
 */
export function useAttachStudents(teacherId: number, classId: number) {
  const invalidate = useInvalidateTeacher(teacherId);
  return useMutation({
    mutationFn: async (students: readonly DistributionEntry[]) => {
      const added: DistributionEntry[] = [];
      const failed: AttachFailure[] = [];
      for (const student of students) {
        try {
          await silentApi.call(groupStudentsApi.attach, {
            params: { id: classId },
            body: { student_id: student.student_id },
          });
          added.push(student);
        } catch (error) {
          failed.push({ student, error });
        }
      }
      return { added, failed };
    },
    onSettled: invalidate,
  });
}

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

export interface DistributionFilter {
  subjectId: number | null;
  status: DistributionStatus | null;
  /** Matched by the server over the whole waiting list, not only the page on screen. */
  search: string;
  page: number;
}

export const distributionKeys = {
  all: (teacherId: number) => ['teacher', teacherId, 'distribution'] as const,
  list: (teacherId: number, filter: DistributionFilter) => ['teacher', teacherId, 'distribution', filter] as const,
};

/** A student waits once per subject, so the pair names a row. */
export const entryKey = (entry: Pick<DistributionEntry, 'student_id' | 'subject_id'>) =>
  `${entry.student_id}:${entry.subject_id}`;

/**
 * The largest page the server gives: a teacher's waiting list rarely passes a hundred, so one page usually holds
 * all of it. The previous answer stays on screen while a new search loads, so the table does not blink.
 */
export function useDistribution(teacherId: number | null, filter: DistributionFilter) {
  return useQuery({
    queryKey: distributionKeys.list(teacherId ?? 0, filter),
    queryFn:
      teacherId === null
        ? skipToken
        : () =>
            silentApi.call(distributionApi.list, {
              params: { id: teacherId },
              query: {
                subject_id: filter.subjectId ?? undefined,
                status: filter.status ?? undefined,
                search: filter.search || undefined,
                page: filter.page,
                per_page: MAX_PAGE_SIZE,
              },
            }),
    placeholderData: keepPreviousData,
  });
}

/** Failures are reported by the page with the spec §8 "Error" title, so the calls stay silent. */
export function useSetDistributionStatus(teacherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, status }: { entry: DistributionEntry; status: DistributionStatus }) =>
      silentApi.call(distributionApi.setStatus, {
        params: { studentId: entry.student_id },
        body: { subject_id: entry.subject_id, status },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: distributionKeys.all(teacherId) }),
  });
}

export function useAttachStudent() {
  return useMutation({
    mutationFn: ({ classId, studentId }: { classId: number; studentId: number }) =>
      silentApi.call(groupStudentsApi.attach, { params: { id: classId }, body: { student_id: studentId } }),
  });
}

/** After placing students the waiting list and the classes' student counts are out of date. */
export function useReloadAfterAttach(teacherId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: distributionKeys.all(teacherId) }),
      queryClient.invalidateQueries({ queryKey: teacherKeys.classes(teacherId) }),
    ]);
}
