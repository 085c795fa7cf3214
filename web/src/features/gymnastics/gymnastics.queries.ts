import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type GymnasticsCreateBody,
  type GymnasticsDone,
  type GymnasticsKind,
  type GymnasticsPage,
  type GymnasticsUpdateBody,
  type GymnasticsUploadFields,
  type GymnasticsVideo,
  gymnasticsApi,
} from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';
import { uploadWithProgress } from '../../lib/upload-with-progress.ts';

export const gymnasticsKeys = {
  all: ['gymnastics'] as const,
  page: (subjectId: number) => ['gymnastics', 'page', subjectId] as const,
  admin: (subjectId: number | null) => ['gymnastics', 'admin', subjectId ?? 'all'] as const,
};

/** The subject's exercises and today's sessions; quiet, so the page and the tile show their own states. */
export function useGymnasticsPage(subjectId: number | null) {
  return useQuery({
    queryKey: gymnasticsKeys.page(subjectId ?? 0),
    queryFn:
      subjectId === null ? skipToken : () => silentApi.call(gymnasticsApi.page, { query: { subject_id: subjectId } }),
  });
}

/** Records a session done; the answer's count replaces today's in every cached page of the subject. */
export function useMarkGymnasticsDone(subjectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(gymnasticsApi.done, { body: { subject_id: subjectId } }),
    onSuccess: (done: GymnasticsDone) => {
      queryClient.setQueriesData<GymnasticsPage>({ queryKey: ['gymnastics', 'page'] }, (page) =>
        page ? { ...page, today: done.today } : page,
      );
    },
  });
}

export function useAdminGymnastics(subjectId: number | null) {
  return useQuery({
    queryKey: gymnasticsKeys.admin(subjectId),
    queryFn: () =>
      silentApi.call(gymnasticsApi.adminList, { query: subjectId === null ? {} : { subject_id: subjectId } }),
  });
}

function useInvalidatingMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gymnasticsKeys.all }),
  });
}

export function useCreateGymnastics() {
  return useInvalidatingMutation((body: GymnasticsCreateBody) => api.call(gymnasticsApi.create, { body }));
}

export interface GymnasticsUpload {
  fields: GymnasticsUploadFields;
  file: File;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

/** POST /api/admin/gymnastics/upload with progress; the fields go before the file, so the server reads them first. */
export function useUploadGymnastics() {
  return useInvalidatingMutation(({ fields, file, onProgress, signal }: GymnasticsUpload) => {
    const form = new FormData();
    form.append('subject_id', String(fields.subject_id));
    form.append('kind', fields.kind);
    form.append('title', fields.title);
    form.append('file', file);
    return uploadWithProgress(gymnasticsApi.upload, { body: form }, { onProgress, signal });
  });
}

export function useUpdateGymnastics() {
  return useInvalidatingMutation(({ id, body }: { id: number; body: GymnasticsUpdateBody }) =>
    api.call(gymnasticsApi.update, { params: { id }, body }),
  );
}

export function useOrderGymnastics() {
  return useInvalidatingMutation(
    (body: { subject_id: number; kind: GymnasticsKind; ids: number[] }): Promise<GymnasticsVideo[]> =>
      api.call(gymnasticsApi.order, { body }),
  );
}

export function useDeleteGymnastics() {
  return useInvalidatingMutation((id: number) => api.call(gymnasticsApi.remove, { params: { id } }));
}
