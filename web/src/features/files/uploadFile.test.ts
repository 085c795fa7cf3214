import { errorMessage } from '@umka/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { authStore } from '../../lib/auth-store.ts';
import { worksheet } from '../homework/homework.fixtures.ts';
import { uploadPrivateFile } from './uploadFile.ts';

/** Just enough of XMLHttpRequest to answer one upload the way the server would. */
class FakeRequest {
  static reply: { status: number; body: unknown } = { status: 201, body: null };
  static last: FakeRequest | null = null;
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    FakeRequest.last = this;
    this.body = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    this.status = FakeRequest.reply.status;
    this.responseText = JSON.stringify(FakeRequest.reply.body);
    this.onload?.();
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  vi.spyOn(authStore, 'token').mockReturnValue('token-1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('uploadPrivateFile', () => {
  it('posts the file with the bearer token, reports progress and returns the stored file', async () => {
    FakeRequest.reply = { status: 201, body: { status: true, data: worksheet } };
    const progress: number[] = [];
    const file = new File(['%PDF'], 'worksheet.pdf', { type: 'application/pdf' });

    await expect(uploadPrivateFile(file, (fraction) => progress.push(fraction))).resolves.toEqual(worksheet);
    expect(FakeRequest.last?.method).toBe('POST');
    expect(FakeRequest.last?.url).toBe('/api/files');
    expect(FakeRequest.last?.headers.Authorization).toBe('Bearer token-1');
    expect(FakeRequest.last?.body?.get('file')).toBeInstanceOf(File);
    expect(progress).toEqual([0.5]);
  });

  it("rejects with the server's localized refusal", async () => {
    FakeRequest.reply = {
      status: 413,
      body: { status: false, code: 'PAYLOAD_TOO_LARGE', message: errorMessage('PAYLOAD_TOO_LARGE') },
    };
    const refusal = uploadPrivateFile(new File(['x'], 'big.pdf'), () => undefined);

    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({ status: 413, message: errorMessage('PAYLOAD_TOO_LARGE') });
  });
});
