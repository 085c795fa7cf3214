import {
  type Endpoint,
  type EndpointData,
  type EndpointInput,
  errorEnvelopeSchema,
  type FORM_DATA,
  fillPath,
} from '@umka/contracts';
import type { z } from 'zod';
import { ApiError, codeForStatus } from './api-error.ts';
import { authStore } from './auth-store.ts';

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export interface UploadOptions {
  onProgress: (fraction: number) => void;
  /** Aborting rejects with the signal's reason. */
  signal?: AbortSignal | undefined;
}

/** An endpoint that takes a multipart form and answers JSON. */
type UploadEndpoint = Endpoint & { body: typeof FORM_DATA; response: z.ZodType };

/**
 * Sends a multipart form to an upload endpoint with upload progress, which fetch cannot report. The answer's
 * data is checked by the endpoint's schema; a refusal (type, size, fields) rejects with the server's localized
 * ApiError so the form can show it beside the field.
 */
export function uploadWithProgress<E extends UploadEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  { onProgress, signal }: UploadOptions,
): Promise<EndpointData<E>> {
  const { params, body } = input as { params?: Record<string, unknown>; body: FormData };
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, `/api${fillPath(endpoint.path, params)}`);
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
      const answer = endpoint.response.safeParse(data);
      if (request.status < 300 && answer.success) {
        resolve(answer.data as EndpointData<E>);
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
    request.send(body);
  });
}
