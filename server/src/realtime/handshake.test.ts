import { afterEach, describe, expect, it } from 'vitest';
import { fakeDeps, Harness, refused, USERS } from './test-harness.ts';

const harness = new Harness();
afterEach(() => harness.close());

describe('realtime handshake', () => {
  it('refuses a connection without a token with UNAUTHENTICATED', async () => {
    const gateway = await harness.start();
    const error = await refused(harness.client(gateway));
    expect(error).toEqual({ message: 'UNAUTHENTICATED', code: 'UNAUTHENTICATED' });
  });

  it('refuses a connection whose token the authenticator rejects with TOKEN_INVALID', async () => {
    const gateway = await harness.start();
    const error = await refused(harness.client(gateway, { token: 'forged' }));
    expect(error).toEqual({ message: 'TOKEN_INVALID', code: 'TOKEN_INVALID' });
  });

  it('refuses with INTERNAL_ERROR and logs the cause when authentication itself fails', async () => {
    const logged: unknown[] = [];
    const logger = { info: () => {}, warn: () => {}, error: (obj: Record<string, unknown>) => logged.push(obj.err) };
    const gateway = await harness.start(fakeDeps({ logger }));
    const error = await refused(harness.client(gateway, { token: 'explodes' }));
    expect(error.code).toBe('INTERNAL_ERROR');
    expect(logged).toEqual([new Error('database is down')]);
  });

  it('refuses an oversized token without asking the authenticator', async () => {
    const seen: string[] = [];
    const deps = fakeDeps();
    const gateway = await harness.start({
      ...deps,
      authenticate: (token) => {
        seen.push(token);
        return deps.authenticate(token);
      },
    });
    const error = await refused(harness.client(gateway, { token: 'x'.repeat(5000) }));
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(seen).toEqual([]);
  });

  it('accepts the token from auth.token', async () => {
    const gateway = await harness.start();
    const socket = await harness.connected(gateway, USERS.student.token);
    expect(socket.connected).toBe(true);
  });

  it('accepts the token from an Authorization bearer header', async () => {
    const gateway = await harness.start();
    const socket = harness.client(gateway, { header: `Bearer ${USERS.teacher.token}` });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    expect(socket.connected).toBe(true);
  });
});
