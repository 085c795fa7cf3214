import type { ApiResponse, TestContext } from '../../test/harness.ts';
import { multipart } from '../files/files.fixture.ts';

/* The admin page's calls to add a card, for the tests: multipart, as its FormData sends them. */

/** A new card: its `data` as JSON (or raw text to send as it is) and, when given, a `file`. */
export async function sendCard(
  t: TestContext,
  token: string | undefined,
  data: unknown,
  file?: Buffer,
): Promise<ApiResponse> {
  const { payload, contentType } = multipart([
    { name: 'data', value: typeof data === 'string' ? data : JSON.stringify(data) },
    ...(file ? [{ name: 'file', file: { filename: 'picture.png', bytes: file, contentType: 'image/png' } }] : []),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/speech-images',
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
  const raw = response.body;
  const body = String(response.headers['content-type'] ?? '').includes('json') ? JSON.parse(raw) : null;
  return { status: response.statusCode, headers: response.headers, body, raw };
}

let made = 0;

/** A word no card holds, new at each call: letters only, as a card's word must be. */
export function freshSpeechWord(): string {
  made++;
  const letters = [made % 26, Math.floor(made / 26) % 26, Math.floor(made / 676) % 26]
    .map((n) => String.fromCharCode(97 + n))
    .join('');
  return `rqz${letters}`;
}
