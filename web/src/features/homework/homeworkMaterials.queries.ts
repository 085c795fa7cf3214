import { useMutation, useQueryClient } from '@tanstack/react-query';
import { homeworkMaterialsApi } from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';
import type { LibraryMaterialSource } from '../library/index.ts';
import { studentHomeworkKeys } from './homework.queries.ts';

// Apart from homework.queries.ts, which the student home loads: these take the library's schemas with them.

/**
 * A library material item, read through its homework (the class need not have been given the material itself).
 * `answerKey` is the query whose answer carried the item: fetched again, it signs a fresh video address.
 */
export function homeworkMaterialSource(
  homeworkId: number,
  itemId: number,
  answerKey: readonly unknown[] = studentHomeworkKeys.all,
): LibraryMaterialSource {
  const params = { id: homeworkId, itemId };
  return {
    pageKey: ['student-homework', 'material-page', homeworkId, itemId],
    page: () => silentApi.call(homeworkMaterialsApi.materialPage, { params }),
    document: () => api.call(homeworkMaterialsApi.materialDocument, { params }),
    videoKey: answerKey,
  };
}

/**
 * The student opened a material item: it counts as done from then on. Quiet: the material is open whatever the answer,
 * and a failed mark is tried again at the next opening.
 */
export function useOpenHomeworkMaterial(homeworkId: number, itemId: number, onOpened?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => silentApi.call(homeworkMaterialsApi.openMaterial, { params: { id: homeworkId, itemId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: studentHomeworkKeys.all });
      onOpened?.();
    },
  });
}
