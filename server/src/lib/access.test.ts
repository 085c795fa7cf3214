import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAccessControl } from './access.ts';
import { registerErrorHandler } from './error-handler.ts';

function bareApp() {
  const app = Fastify();
  registerErrorHandler(app);
  registerAccessControl(app, {
    authenticate: async (token) =>
      token === 'student-token'
        ? {
            user: { id: 7, role_id: 3, token_version: 0 },
            claims: {
              userId: 7,
              roleId: 3,
              tokenVersion: 0,
              sessionId: 1,
              generation: 0,
              issuedAt: 0,
              expiresAt: 0,
            },
            session: { id: 1, generation: 0, endsAt: 0 },
          }
        : null,
    renew: async () => null,
    maintenanceActive: async () => false,
    publicPrefixes: ['/api/docs'],
  });
  return app;
}

describe('access declarations', () => {
  it('refuses to start with an /api route that declares no access', async () => {
    const app = bareApp();
    expect(() => app.get('/api/forgotten', async () => 'secret')).toThrow(/GET \/api\/forgotten declares no access/);
    const nested = bareApp();
    const plugin = nested.register(
      async (api) => {
        api.get('/forgotten', async () => 'secret');
      },
      { prefix: '/api' },
    );
    await expect(plugin).rejects.toThrow(/declares no access/);
  });

  it('refuses to start with an empty role list', () => {
    const app = bareApp();
    expect(() => app.get('/api/odd', { config: { access: [] } }, async () => 'x')).toThrow(
      /invalid access declaration/,
    );
  });

  it('treats routes outside /api and under the docs prefix as public pages', async () => {
    const app = bareApp();
    app.get('/page', async () => 'page');
    app.get('/api/docs/json', async () => 'docs');
    expect((await app.inject('/page')).statusCode).toBe(200);
    expect((await app.inject('/api/docs/json')).statusCode).toBe(200);
  });

  it('lets only the declared roles through', async () => {
    const app = bareApp();
    app.get('/api/staff', { config: { access: [1, 2] } }, async () => 'staff');
    app.get('/api/students', { config: { access: [3] } }, async () => 'students');
    const as = (url: string) => app.inject({ url, headers: { authorization: 'Bearer student-token' } });
    expect((await as('/api/staff')).statusCode).toBe(403);
    expect((await as('/api/students')).statusCode).toBe(200);
    expect((await app.inject('/api/students')).statusCode).toBe(401);
  });
});
