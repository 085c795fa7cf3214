import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorEnvelopeSchema, type Recording, type RecordingVideoFields, recordingSchema } from '@umka/contracts';
import { ApiError, codeForStatus } from '../../lib/api-error.ts';
import { authStore } from '../../lib/auth-store.ts';
import { materialsKeys } from './materials.queries.ts';

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POST /api/groups/{id}/recordings/video with upload progress, which fetch cannot report. The fields go
 * before the file, so the server reads them before the long part. A refusal (type, size, fields) rejects
 * with the server's localized ApiError; an abort rejects with the signal's reason.
 */
export function uploadRecordingVideo(
  classId: number,
  fields: RecordingVideoFields,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Recording> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/groups/${classId}/recordings/video`);
    request.setRequestHeader('Accept', 'application/json');
    const token = authStore.token();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(ApiError.of(0, 'INTERNAL_ERROR'));
    request.onabort = () => reject(signal?.reason);
    request.onload = () => {
      const body = parse(request.responseText);
      const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
      const saved = recordingSchema.safeParse(data);
      if (request.status < 300 && saved.success) {
        resolve(saved.data);
        return;
      }
      const envelope = errorEnvelopeSchema.safeParse(body);
      reject(
        envelope.success
          ? new ApiError(request.status, envelope.data.code, envelope.data.message, envelope.data.fields)
          : ApiError.of(request.status, codeForStatus(request.status)),
      );
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('title', fields.title);
    form.append('recorded_on', fields.recorded_on);
    form.append('file', file);
    request.send(form);
  });
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
