import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type GuideCreateBody, type GuideUpdateBody, guidesApi, type Me, usersApi } from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';
import { ME_QUERY_KEY } from '../../lib/auth.tsx';
import { uploadWithProgress } from '../../lib/upload-with-progress.ts';

export const guidesKeys = {
  all: ['guides'] as const,
  list: (subjectId: number) => ['guides', 'list', subjectId] as const,
  admin: (subjectId: number) => ['guides', 'admin', subjectId] as const,
};

/** The subject's guides with what the caller has seen; quiet, so the help page and the first-visit panel show their own states. */
export function useGuides(subjectId: number | null) {
  return useQuery({
    queryKey: guidesKeys.list(subjectId ?? 0),
    queryFn:
      subjectId === null ? skipToken : () => silentApi.call(guidesApi.list, { query: { subject_id: subjectId } }),
  });
}

/**
 * Records a guide as seen (PUT /users/{id}/guides/{code}); the answer's user replaces the cached one, so a guide that
 * opens once does not open again on the next page.
 */
export function useMarkGuideSeen(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => silentApi.call(usersApi.markGuideWatched, { params: { id: userId, code } }),
    onSuccess: ({ user }) => {
      queryClient.setQueriesData<Me>({ queryKey: ME_QUERY_KEY }, (me) => (me ? { ...me, user } : me));
      void queryClient.invalidateQueries({ queryKey: ['guides', 'list'] });
    },
  });
}

export function useAdminGuides(subjectId: number) {
  return useQuery({
    queryKey: guidesKeys.admin(subjectId),
    queryFn: () => silentApi.call(guidesApi.adminList, { query: { subject_id: subjectId } }),
  });
}

function useInvalidatingMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guidesKeys.all }),
  });
}

export function useCreateGuide() {
  return useInvalidatingMutation((body: GuideCreateBody) => api.call(guidesApi.create, { body }));
}

export function useUpdateGuide() {
  return useInvalidatingMutation(({ id, body }: { id: number; body: GuideUpdateBody }) =>
    api.call(guidesApi.update, { params: { id }, body }),
  );
}

export interface GuideUpload {
  id: number;
  file: File;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

/** POST /api/admin/guides/{id}/video with progress: the file replaces the guide's link or earlier upload. */
export function useUploadGuideVideo() {
  return useInvalidatingMutation(({ id, file, onProgress, signal }: GuideUpload) => {
    const form = new FormData();
    form.append('file', file);
    return uploadWithProgress(guidesApi.upload, { params: { id }, body: form }, { onProgress, signal });
  });
}

export function useDeleteGuide() {
  return useInvalidatingMutation((id: number) => api.call(guidesApi.remove, { params: { id } }));
}
