import type { ApiResponse, TestContext } from '../../test/harness.ts';
import { multipart } from '../files/files.fixture.ts';

/* A solution's form as the lesson page sends it, for the tests. */

export interface SolutionUpload {
  filename: string;
  bytes: Buffer;
  contentType?: string;
}

/** POST /api/it-lessons/{id}/solution with a `data` part and an optional `file`. */
export async function sendSolution(
  t: TestContext,
  token: string | undefined,
  lessonId: number,
  data: unknown,
  file?: SolutionUpload,
): Promise<ApiResponse> {
  const { payload, contentType } = multipart([
    { name: 'data', value: typeof data === 'string' ? data : JSON.stringify(data) },
    ...(file ? [{ name: 'file', file }] : []),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/it-lessons/${lessonId}/solution`,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
  const raw = response.body;
  const body = String(response.headers['content-type'] ?? '').includes('json') ? JSON.parse(raw) : null;
  return { status: response.statusCode, headers: response.headers, body, raw };
}

export const PYTHON_SOLUTION = 'name = input()\nprint("Привет,", name)\n';
