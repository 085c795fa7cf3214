import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_SESSION_COOKIE, TOKEN_HEADER } from '@umka/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type ApiResponse, describeEachDatabase, type TestContext } from '../test/harness.ts';
import { cookieValue, registerPageSession } from './page-session.ts';

const TTL_SECONDS = 600;

/**
 * A built web app whose drawing worker (the real one is web/src/first-screen/worker.ts) draws the student's name from
 * the answer of /api/me it asks the server for.
 */
function webDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'umka-drawn-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<html><head><script type="module" crossorigin src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(dist, '.server'));
  writeFileSync(
    join(dist, '.server', 'worker.js'),
    `const { parentPort } = require('node:worker_threads');
    parentPort.on('message', (message) => {
      if (message.type === 'draw') {
        parentPort.postMessage({ type: 'fetch', id: message.id, draw: message.id, url: '/api/me' });
        return;
      }
      const me = JSON.parse(message.body);
      const root = message.status === 200 ? '<h1>' + me.data.user.first_name + '</h1>' : '<h1>' + message.status + '</h1>';
      parentPort.postMessage({ type: 'drawn', id: message.id, screen: { head: '<script type="module" src="/boot.js"></script>', root, tail: '<script id="first-screen"></script>' } });
    });`,
  );
  return dist;
}

/** The page session an answer sets, as the browser would keep it. */
function pageSession(response: ApiResponse): { value: string; attributes: string } | null {
  const cookies = [response.headers['set-cookie'] ?? []].flat().map(String);
  const cookie = cookies.find((line) => line.startsWith(`${PAGE_SESSION_COOKIE}=`));
  if (!cookie) return null;
  const [pair = '', ...attributes] = cookie.split('; ');
  return { value: pair.slice(PAGE_SESSION_COOKIE.length + 1), attributes: attributes.join('; ') };
}

async function logIn(t: TestContext, email: string, password: string) {
  const response = await t.api('POST', '/api/login', { body: { email, password } });
  return { response, token: String(response.headers[TOKEN_HEADER]) };
}

describeEachDatabase(
  'the page session',
  (t) => {
    it('is set by a login to the token it hands out, out of reach of scripts, for this site and its links', async () => {
      const student = await t.factories.buildStudent();
      const { response, token } = await logIn(t, student.email, student.password);
      expect(pageSession(response)).toEqual({
        value: token,
        attributes: `Path=/; Max-Age=${30 * 86_400}; HttpOnly; SameSite=Lax`,
      });
    });

    it('follows the token when a request renews it, and is ended by a logout even when that request renewed it', async () => {
      const student = await t.factories.buildStudent();
      const { token } = await logIn(t, student.email, student.password);
      t.clock.advance((TTL_SECONDS / 2 + 5) * 1000);
      const renewal = await t.api('GET', '/api/me', { token });
      const renewed = String(renewal.headers[TOKEN_HEADER]);
      expect(renewed).not.toBe(token);
      expect(pageSession(renewal)?.value).toBe(renewed);

      t.clock.advance((TTL_SECONDS / 2 + 5) * 1000);
      const logout = await t.api('POST', '/api/logout', { token: renewed });
      expect(logout.headers[TOKEN_HEADER]).toBeDefined();
      expect(pageSession(logout)).toEqual({ value: '', attributes: 'Path=/; Max-Age=0; HttpOnly; SameSite=Lax' });
    });

    it('is set by no answer that hands out no token', async () => {
      const student = await t.factories.buildStudent();
      expect(pageSession(await t.api('GET', '/api/me', { token: student.token }))).toBeNull();
      expect(pageSession(await t.api('GET', '/api/subjects'))).toBeNull();
    });

    it('opens no door of the API: a request with the cookie and no bearer is a visitor', async () => {
      const student = await t.factories.buildStudent();
      const { token } = await logIn(t, student.email, student.password);
      const me = await t.api('GET', '/api/me', { headers: { cookie: `${PAGE_SESSION_COOKIE}=${token}` } });
      expect(me.status).toBe(401);
    });

    it("draws the student's home into the page from the student's own answers, and stops once they log out", async () => {
      const student = await t.factories.buildStudent();
      const { token } = await logIn(t, student.email, student.password);
      const home = () =>
        t.api('GET', '/student', { headers: { cookie: `${PAGE_SESSION_COOKIE}=${token}; subject=1` } });

      const drawn = await home();
      expect(drawn.status).toBe(200);
      expect(drawn.headers['cache-control']).toBe('private, no-cache');
      expect(drawn.raw).toContain(`<div id="root"><h1>${student.first_name}</h1></div><script id="first-screen">`);
      expect(drawn.raw).toContain('<head><script type="module" src="/boot.js"></script>');
      expect(drawn.raw).not.toContain('/assets/app.js');

      await t.api('POST', '/api/logout', { token });
      const after = await home();
      expect(after.headers['cache-control']).toBe('no-cache');
      expect(after.raw).toContain('<div id="root"></div>');
      expect(after.raw).toContain('/assets/app.js');
    });

    it('draws nothing for a teacher, nor any page but the home', async () => {
      const teacher = await t.factories.buildTeacher();
      const { token } = await logIn(t, teacher.email, teacher.password);
      const page = await t.api('GET', '/student', {
        headers: { cookie: `${PAGE_SESSION_COOKIE}=${token}; subject=1` },
      });
      expect(page.raw).toContain('<div id="root"></div>');

      const student = await t.factories.buildStudent();
      const own = await logIn(t, student.email, student.password);
      const shop = await t.api('GET', '/student/shop', {
        headers: { cookie: `${PAGE_SESSION_COOKIE}=${own.token}; subject=1` },
      });
      expect(shop.raw).toContain('<div id="root"></div>');
    });
  },
  { jwtTtlSeconds: TTL_SECONDS, sessionMaxAgeSeconds: 30 * 86_400, webDistDir: webDist() },
);

describe('the page session cookie', () => {
  it('is sent only over HTTPS when the page came over HTTPS', async () => {
    const app = Fastify({ trustProxy: true });
    registerPageSession(app, { maxAgeSeconds: 60 });
    app.get('/token', async (_request, reply) => {
      reply.header(TOKEN_HEADER, 'fresh');
      return 'ok';
    });
    const secure = await app.inject({ url: '/token', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['set-cookie']).toBe(
      `${PAGE_SESSION_COOKIE}=fresh; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure`,
    );
    await app.close();
  });

  it('is read by its exact name, wherever it stands among the others', () => {
    expect(cookieValue(`a=1; ${PAGE_SESSION_COOKIE}=t0k; b=2`, PAGE_SESSION_COOKIE)).toBe('t0k');
    expect(cookieValue(`my${PAGE_SESSION_COOKIE}=t0k`, PAGE_SESSION_COOKIE)).toBeNull();
    expect(cookieValue('subject=3', PAGE_SESSION_COOKIE)).toBeNull();
    expect(cookieValue(undefined, PAGE_SESSION_COOKIE)).toBeNull();
  });
});
