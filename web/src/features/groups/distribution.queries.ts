import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DistributionEntry,
  type DistributionStatus,
  distributionApi,
  groupStudentsApi,
  MAX_PAGE_SIZE,
} from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';
import { teacherKeys } from './groups.queries.ts';

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
