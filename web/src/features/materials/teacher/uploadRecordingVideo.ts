import { useMutation, useQueryClient } from '@tanstack/react-query';
import { materialsApi, type Recording, type RecordingVideoFields } from '@umka/contracts';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { materialsKeys } from '../materials.queries.ts';

/**
 * POST /api/groups/{id}/recordings/video with upload progress. The fields go before the file, so the server
 * reads them before the long part.
 */
export function uploadRecordingVideo(
  classId: number,
  fields: RecordingVideoFields,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Recording> {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('recorded_on', fields.recorded_on);
  form.append('file', file);
  return uploadWithProgress(materialsApi.uploadVideo, { params: { id: classId }, body: form }, { onProgress, signal });
}

export interface VideoUpload {
  fields: RecordingVideoFields;
  file: File;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

export function useUploadRecordingVideo(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, file, onProgress, signal }: VideoUpload) =>
      uploadRecordingVideo(classId, fields, file, onProgress, signal),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialsKeys.all }),
  });
}
