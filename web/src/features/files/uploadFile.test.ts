import { errorMessage } from '@umka/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { authStore } from '../../lib/auth-store.ts';
import { FakeRequest } from '../../test/fake-upload-request.ts';
import { worksheet } from '../homework/homework.fixtures.ts';
import { uploadPrivateFile } from './uploadFile.ts';

/** An upload answered the way the server would, at once: half its progress, then `reply`. */
class AnsweredRequest extends FakeRequest {
  static reply: { status: number; body: unknown } = { status: 201, body: null };
  override send(body: FormData) {
    super.send(body);
    this.progress(50, 100);
    this.respond(AnsweredRequest.reply.status, AnsweredRequest.reply.body);
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', AnsweredRequest);
  vi.spyOn(authStore, 'token').mockReturnValue('token-1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('uploadPrivateFile', () => {
  it('posts the file with the bearer token, reports progress and returns the stored file', async () => {
    AnsweredRequest.reply = { status: 201, body: { status: true, data: worksheet } };
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
    AnsweredRequest.reply = {
      status: 413,
      body: { status: false, code: 'PAYLOAD_TOO_LARGE', message: errorMessage('PAYLOAD_TOO_LARGE') },
    };
    const refusal = uploadPrivateFile(new File(['x'], 'big.pdf'), () => undefined);

    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({ status: 413, message: errorMessage('PAYLOAD_TOO_LARGE') });
  });
});
