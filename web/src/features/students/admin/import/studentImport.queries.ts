import { useMutation, useQuery } from '@tanstack/react-query';
import { groupsApi, type ImportBody, MAX_PAGE_SIZE, studentImportApi } from '@umka/contracts';
import { silentApi } from '../../../../lib/api.ts';

/** The current classes of a subject (a page of the largest size: a subject has far fewer), for the target's select. */
export function useSubjectClasses(subjectId: number | null) {
  return useQuery({
    queryKey: ['studentImport', 'classes', subjectId],
    queryFn: () =>
      silentApi.call(groupsApi.list, { query: { subject_id: subjectId ?? 0, per_page: MAX_PAGE_SIZE, page: 1 } }),
    enabled: subjectId !== null,
    select: (page) => page.items,
  });
}

/** Quiet: the page shows a refusal beside the rows it is about. */
export function useImportCheck() {
  return useMutation({ mutationFn: (body: ImportBody) => silentApi.call(studentImportApi.check, { body }) });
}

export function useImportCommit() {
  return useMutation({ mutationFn: (body: ImportBody) => silentApi.call(studentImportApi.commit, { body }) });
}
