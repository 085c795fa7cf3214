import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ItSolution,
  type ItSolutionBody,
  type ItSolutionReview,
  type ItSolutionStatus,
  itSolutionsApi,
} from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';
import { saveFile } from '../../lib/save-file.ts';

export const itSolutionKeys = {
  all: ['it-solutions'] as const,
  own: (lessonId: number) => ['it-solutions', 'own', lessonId] as const,
  queue: (status: ItSolutionStatus | null) => ['it-solutions', 'queue', status] as const,
};

/** Quiet: the lesson page shows its own error state. */
export function useOwnItSolution(lessonId: number) {
  return useQuery({
    queryKey: itSolutionKeys.own(lessonId),
    queryFn: ({ signal }) => silentApi.call(itSolutionsApi.own, { params: { id: lessonId } }, { signal }),
  });
}

/** Silent: a refused field is said under its input. */
export function useSubmitItSolution(lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, file }: { body: ItSolutionBody; file: File | null }) => {
      const form = new FormData();
      // The data goes before the file, so the server has read it when the file comes.
      form.append('data', JSON.stringify(body));
      if (file) form.append('file', file);
      return silentApi.call(itSolutionsApi.submit, { params: { id: lessonId }, body: form });
    },
    onSuccess: (solution) => queryClient.setQueryData(itSolutionKeys.own(lessonId), solution),
  });
}

export function useItSolutionsQueue(status: ItSolutionStatus | null) {
  return useQuery({
    queryKey: itSolutionKeys.queue(status),
    queryFn: ({ signal }) =>
      silentApi.call(itSolutionsApi.queue, { query: { status: status ?? undefined } }, { signal }),
  });
}

/** Silent: the review form says a refusal (another teacher was quicker) itself. */
export function useReviewItSolution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: number; review: ItSolutionReview }) =>
      silentApi.call(itSolutionsApi.review, { params: { id }, body: review }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: itSolutionKeys.all }),
  });
}

/** The file needs the bearer token, so a plain link cannot fetch it: the bytes are saved through an object URL. */
export async function downloadItSolutionFile(solution: Pick<ItSolution, 'id' | 'file_name'>): Promise<void> {
  const blob = await api.call(itSolutionsApi.file, { params: { id: solution.id } });
  saveFile(blob, solution.file_name ?? 'file');
}
