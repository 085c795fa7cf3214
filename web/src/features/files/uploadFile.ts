import { filesApi, type PrivateFile } from '@umka/contracts';
import { uploadWithProgress } from '../../lib/upload-with-progress.ts';

/** POST /api/files with upload progress; a refusal (type, size) rejects with the server's localized ApiError. */
export function uploadPrivateFile(file: File, onProgress: (fraction: number) => void): Promise<PrivateFile> {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress(filesApi.upload, { body: form }, { onProgress });
}
