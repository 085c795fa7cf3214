import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ClientConfig, PAGE_SESSION_COOKIE, ROLE, type RoleId } from '@umka/contracts';
import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Authentication } from './access.ts';
import { createFirstScreens, type FirstScreens, type FirstScreensDeps } from './first-screen.ts';

const CONFIG: ClientConfig = { forced_locale: null, maintenance: false, recording_max_bytes: 1000 };

/**
 * Drawing workers that speak the server's side of the protocol (web/src/first-screen/worker.ts): one that draws the
 * answer of /api/me into its screen, one that never answers, one that dies on its first page.
 */
const WORKERS = {
  drawing: `
    const { parentPort } = require('node:worker_threads');
    const draws = new Map();
    parentPort.on('message', (message) => {
      if (message.type === 'draw') {
        draws.set(message.id, message);
        parentPort.postMessage({ type: 'fetch', id: message.id, draw: message.id, url: '/api/me' });
        return;
      }
      const draw = draws.get(message.id);
      const root = '<p>' + draw.url + ' ' + draw.locale + ' ' + draw.subject_id + ' ' + message.status + ' ' + message.body + '</p>';
      parentPort.postMessage({ type: 'drawn', id: draw.id, screen: { head: '<link rel="stylesheet" href="/a.css">', root, tail: '' } });
    });`,
  silent: `require('node:worker_threads').parentPort.on('message', () => undefined);`,
  dying: `require('node:worker_threads').parentPort.on('message', () => { throw new Error('the worker broke'); });`,
  failing: `
    const { parentPort } = require('node:worker_threads');
    parentPort.on('message', (message) =>
      parentPort.postMessage({ type: 'drawn', id: message.id, screen: null, error: 'Error: /student left a part undrawn' }));`,
};

function authentication(roleId: RoleId): Authentication {
  return {
    user: { id: 7, role_id: roleId, token_version: 0 },
    claims: { userId: 7, roleId, tokenVersion: 0, sessionId: 1, generation: 0, issuedAt: 0, expiresAt: 1 },
    session: { id: 1, generation: 0, endsAt: 1 },
  } as Authentication;
}

function pageRequest(url: string, cookie?: string): FastifyRequest {
  return { url, headers: cookie === undefined ? {} : { cookie } } as FastifyRequest;
}

const SIGNED_IN = `${PAGE_SESSION_COOKIE}=good-token; subject=2; locale=en-US`;

describe('drawing the first screen of a page', () => {
  let dir: string;
  let screens: FirstScreens | null = null;
  const asked: { url: string; token: string }[] = [];
  const warnings: string[] = [];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'umka-first-screen-'));
    asked.length = 0;
    warnings.length = 0;
  });

  afterEach(async () => {
    await screens?.close();
    screens = null;
    rmSync(dir, { recursive: true, force: true });
  });

  function start(worker: keyof typeof WORKERS, overrides: Partial<FirstScreensDeps> = {}): FirstScreens {
    const workerFile = join(dir, `${worker}.cjs`);
    writeFileSync(workerFile, WORKERS[worker]);
    const log = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line).msg) });
    screens = createFirstScreens({
      workerFile,
      distDir: dir,
      nodeEnv: 'test',
      authenticate: async (token) => (token === 'good-token' ? authentication(ROLE.student) : null),
      answer: async (url, token) => {
        asked.push({ url, token });
        return { status: 200, body: '{"name":"Миша"}' };
      },
      log,
      limits: { drawMs: 500, startMs: 3000 },
      ...overrides,
    });
    if (!screens) throw new Error('the worker file was written, so drawing is on');
    return screens;
  }

  it('is off when the build has no drawing worker', () => {
    const deps = { workerFile: join(dir, 'missing.js'), distDir: dir, nodeEnv: 'test', log: pino({ enabled: false }) };
    expect(
      createFirstScreens({ ...deps, authenticate: async () => null, answer: async () => ({ status: 200, body: '' }) }),
    ).toBeNull();
  });

  it("draws a student's page from the answers the worker asked for, each answered with the student's own token", async () => {
    const drawn = await start('drawing').draw(pageRequest('/student?from=menu', SIGNED_IN), 'en-US', CONFIG);
    expect(drawn).toEqual({
      head: '<link rel="stylesheet" href="/a.css">',
      root: '<p>/student?from=menu en-US 2 200 {"name":"Миша"}</p>',
      tail: '',
    });
    expect(asked).toEqual([{ url: '/api/me', token: 'good-token' }]);
  });

  it('leaves the page to the app without a page session, a chosen subject, or a token the server takes', async () => {
    const screens = start('drawing');
    const undrawn = [
      `subject=2`,
      `${PAGE_SESSION_COOKIE}=good-token`,
      `${PAGE_SESSION_COOKIE}=good-token; subject=two`,
      `${PAGE_SESSION_COOKIE}=good-token; subject=-1`,
      `${PAGE_SESSION_COOKIE}=; subject=2`,
      `${PAGE_SESSION_COOKIE}=forged-token; subject=2`,
    ];
    for (const cookie of undrawn)
      expect(await screens.draw(pageRequest('/student', cookie), 'ru-RU', CONFIG)).toBeNull();
    expect(await screens.draw(pageRequest('/student'), 'ru-RU', CONFIG)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('draws only the pages it knows, and only for students', async () => {
    const screens = start('drawing', { authenticate: async () => authentication(ROLE.teacher) });
    expect(await screens.draw(pageRequest('/student', SIGNED_IN), 'ru-RU', CONFIG)).toBeNull();
    const student = start('drawing');
    for (const url of ['/student/shop', '/teacher', '/students', '/']) {
      expect(await student.draw(pageRequest(url, SIGNED_IN), 'ru-RU', CONFIG), url).toBeNull();
    }
    expect(asked).toEqual([]);
  });

  it('sends the page undrawn when the worker is late, and without waiting for it', async () => {
    const screens = start('silent', { limits: { drawMs: 50, startMs: 100 } });
    const began = Date.now();
    expect(await screens.draw(pageRequest('/student', SIGNED_IN), 'ru-RU', CONFIG)).toBeNull();
    expect(Date.now() - began).toBeLessThan(2000);
  });

  it('sends the page undrawn when the worker fails, says why in the log, and starts another for the next page', async () => {
    const dying = start('dying');
    expect(await dying.draw(pageRequest('/student', SIGNED_IN), 'ru-RU', CONFIG)).toBeNull();
    expect(await dying.draw(pageRequest('/student', SIGNED_IN), 'ru-RU', CONFIG)).toBeNull();
    expect(warnings.filter((line) => line.includes('drawing worker failed'))).toHaveLength(2);
  });

  it('logs why a page could not be drawn', async () => {
    expect(await start('failing').draw(pageRequest('/student', SIGNED_IN), 'ru-RU', CONFIG)).toBeNull();
    expect(warnings).toEqual(['a page was not drawn']);
  });
});
