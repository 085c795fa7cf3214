import { errorEnvelopeSchema, type PrivateFile, privateFileSchema } from '@umka/contracts';
import { ApiError, codeForStatus } from '../../lib/api-error.ts';
import { authStore } from '../../lib/auth-store.ts';

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POST /api/files with upload progress, which fetch cannot report; a refusal (type, size) rejects
 * with the server's localized ApiError so the form can show it beside the file.
 */
export function uploadPrivateFile(file: File, onProgress: (fraction: number) => void): Promise<PrivateFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/files');
    request.setRequestHeader('Accept', 'application/json');
    const token = authStore.token();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(ApiError.of(0, 'INTERNAL_ERROR'));
    request.onload = () => {
      const body = parse(request.responseText);
      const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
      const uploaded = privateFileSchema.safeParse(data);
      if (request.status < 300 && uploaded.success) {
        resolve(uploaded.data);
        return;
      }
      const envelope = errorEnvelopeSchema.safeParse(body);
      reject(
        envelope.success
          ? new ApiError(request.status, envelope.data.code, envelope.data.message, envelope.data.fields)
          : ApiError.of(request.status, codeForStatus(request.status)),
      );
    };
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
