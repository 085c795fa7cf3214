import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ALLOWED_ORIGIN, describeEachDatabase, errorOf } from '../test/harness.ts';

const webDist = mkdtempSync(join(tmpdir(), 'umka-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Umka</title><div id="root"></div>');
writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log("umka")');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

describeEachDatabase(
  'HTTP surface',
  (t) => {
    it('serves index.html for client-side routes so a reload keeps the page', async () => {
      for (const url of ['/', '/student/subject', '/login/restore?x=1', '/admin/teachers/5']) {
        const response = await t.api('GET', url);
        expect(response.status, url).toBe(200);
        expect(response.raw).toContain('<div id="root">');
        expect(response.headers['cache-control'], url).toBe('no-cache');
      }
    });

    it('serves hashed assets with a long cache', async () => {
      const response = await t.api('GET', '/assets/app-1234.js');
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toContain('immutable');
    });

    it('guards a hashed asset against sniffing and embedding, without the page policy it has no use for', async () => {
      const response = await t.api('GET', '/assets/app-1234.js');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('keeps /api and /socket.io out of the SPA fallback, and non-GET requests too', async () => {
      for (const [method, url] of [
        ['GET', '/api/nothing'],
        ['GET', '/socket.io/nothing'],
        ['POST', '/student'],
      ] as const) {
        const response = await t.api(method, url);
        expect(response.status, url).toBe(404);
        expect(errorOf(response).code).toBe('NOT_FOUND');
      }
    });

    it('sends page security headers with a CSP that lets the SPA talk to its own socket and to no other host', async () => {
      const response = await t.api('GET', '/student/class', { headers: { host: 'school.example:8080' } });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/connect-src 'self' ws:\/\/school\.example:8080 wss:\/\/school\.example:8080;/);
      expect(csp).not.toMatch(/ws: |wss: |ws:;|wss:;/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self';");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    });

    it('names no socket host in the CSP when the Host header is not a plain host', async () => {
      const response = await t.api('GET', '/', {
        headers: { host: "evil.example; script-src 'unsafe-inline'" },
      });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/connect-src 'self' ?;/);
      expect(csp).not.toContain('evil');
    });

    it('guards an API answer with a short policy that lets it run nothing, be framed nowhere and sniffed as nothing', async () => {
      const response = await t.api('GET', '/api/health');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; img-src 'self'; media-src 'self'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
      const docs = await t.api('GET', '/api/docs');
      expect(String(docs.headers['content-security-policy'])).toContain("script-src 'self'");
    });

    it('allows the configured origin only, and exposes the token header to it', async () => {
      const allowed = await t.api('GET', '/api/subjects', { headers: { origin: ALLOWED_ORIGIN } });
      expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
      expect(String(allowed.headers['access-control-expose-headers'])).toContain('jwt-token');
      const preflight = await t.api('OPTIONS', '/api/login', {
        headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST' },
      });
      expect(preflight.status).toBe(204);

      const foreign = await t.api('GET', '/api/subjects', { headers: { origin: 'https://evil.example' } });
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('sends security and CORS headers with the refusals of access control as well', async () => {
      const refused = await t.api('GET', '/api/me', { headers: { origin: ALLOWED_ORIGIN } });
      expect(refused.status).toBe(401);
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
      expect(refused.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    });

    it('publishes an OpenAPI document built from the schemas, with the docs UI at /api/docs', async () => {
      const ui = await t.api('GET', '/api/docs');
      expect(ui.status).toBe(200);
      const spec = await t.api('GET', '/api/docs/json');
      const document = spec.body as { paths: Record<string, Record<string, { security?: unknown }>> };
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(['/api/login', '/api/me', '/api/users/{id}', '/api/teachers/{id}/groups/{groupId}']),
      );
      expect(document.paths['/api/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
      expect(document.paths['/api/login']?.post?.security).toBeUndefined();
    });
  },
  { webDistDir: webDist },
);

describeEachDatabase(
  'HTTP surface of a same-origin install',
  (t) => {
    it('answers another origin without CORS headers, so its pages cannot read the answer', async () => {
      const response = await t.api('GET', '/api/subjects', { headers: { origin: ALLOWED_ORIGIN } });
      expect(response.status).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await t.api('OPTIONS', '/api/login', {
        headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    });
  },
  { corsOrigins: [] },
);
