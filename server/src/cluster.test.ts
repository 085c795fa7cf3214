import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TOKEN_HEADER } from '@umka/contracts';
import { type Socket as ClientSocket, io as connectClient } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.ts';
import { DEMO_PASSWORD } from './db/seed/demo.ts';

/*
 * The real server, as `npm start` runs it, with WEB_CONCURRENCY=2: a primary and two worker processes sharing
 * one port and one SQLite file. Every request below opens a connection of its own; the primary hands new
 * connections to the workers in turn, and the request log (one JSON line per request, with the process id)
 * shows that both served each scenario, which is what makes the cross-process assertions mean something.
 * Each scenario comes from its own forwarded address (TRUST_PROXY), so their request and login budgets are apart.
 */

const RATE_LIMIT_MAX = 30;
const STARTUP_TIMEOUT_MS = 60_000;

interface LogLine {
  pid: number;
  msg: string;
  req?: { method: string; url: string; remoteAddress: string };
  res?: { statusCode: number };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { status: boolean; code?: string; data?: unknown };
}

let child: ChildProcess;
let port: number;
let dataDir: string;
let output = '';

const logLines = (): LogLine[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

/** The processes whose request log names a request from `address`. */
const pidsServing = (address: string, url?: string) =>
  new Set(
    logLines()
      .filter((line) => line.req?.remoteAddress === address && (url === undefined || line.req.url === url))
      .map((line) => line.pid),
  );

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** One request on a connection of its own (no keep-alive agent), as seen from `address`. */
function send(
  address: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          'x-forwarded-for': address,
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(text) }),
        );
      },
    );
    request.once('error', reject);
    request.end(payload);
  });
}

async function logIn(address: string, email: string, password: string): Promise<{ token: string; userId: number }> {
  const answer = await send(address, 'POST', '/api/login', { body: { email, password } });
  expect(answer.status).toBe(200);
  const token = answer.headers[TOKEN_HEADER];
  if (typeof token !== 'string') throw new Error('login answered without a token');
  const { user } = answer.body.data as { user: { id: number } };
  return { token, userId: user.id };
}

/** Worker processes that have said they are ready, oldest first. */
const readyWorkers = () => [
  ...new Set(
    logLines()
      .filter((line) => line.msg === 'Umka is ready')
      .map((line) => line.pid),
  ),
];

/** A real-time client over WebSocket (the only transport a cluster serves), connected. */
async function connectedSocket(token: string): Promise<ClientSocket> {
  const socket = connectClient(`http://127.0.0.1:${port}`, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

async function waitForWorkers(count: number): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (readyWorkers().length < count) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`${count} workers did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'umka-cluster-'));
  port = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  await waitForWorkers(2);
}, STARTUP_TIMEOUT_MS + 5000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}, 20_000);

describe('the server on two processes (WEB_CONCURRENCY=2)', () => {
  it('refuses every request of a student the moment an admin blocks them and closes their sockets on both processes', async () => {
    const address = '10.0.1.1';
    const admin = await logIn(address, 'admin@example.com', DEMO_PASSWORD);
    const student = await logIn(address, 'student@example.com', DEMO_PASSWORD);
    for (let i = 0; i < 6; i++)
      expect((await send(address, 'GET', '/api/me', { token: student.token })).status).toBe(200);
    // Two sockets opened one after the other land on different workers, so one of them is not where the block is
    // handled: only the cluster adapter can close it.
    const sockets = [await connectedSocket(student.token), await connectedSocket(student.token)];
    const closed = sockets.map(
      (socket) =>
        new Promise<string>((resolve) => {
          socket.once('disconnect', (reason) => resolve(reason));
          setTimeout(() => resolve('still connected after 5 s'), 5000).unref();
        }),
    );

    const blocked = await send(address, 'PATCH', `/api/users/${student.userId}/activity`, {
      token: admin.token,
      body: { is_active: false },
    });
    expect(blocked.status).toBe(200);
    const after = await Promise.all(
      Array.from({ length: 12 }, () => send(address, 'GET', '/api/me', { token: student.token })),
    );
    expect(after.map((answer) => answer.status)).toEqual(Array(12).fill(401));
    expect(pidsServing(address, '/api/me').size).toBe(2);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('refuses a device the moment the user ends its session from another, on both processes, and closes its sockets', async () => {
    const address = '10.0.1.5';
    const laptop = await logIn(address, 'parent@example.com', DEMO_PASSWORD);
    const phone = await logIn(address, 'parent@example.com', DEMO_PASSWORD);
    for (let i = 0; i < 6; i++)
      expect((await send(address, 'GET', '/api/me', { token: phone.token })).status).toBe(200);
    const sockets = [await connectedSocket(phone.token), await connectedSocket(phone.token)];
    const closed = sockets.map(
      (socket) =>
        new Promise<string>((resolve) => {
          socket.once('disconnect', (reason) => resolve(reason));
          setTimeout(() => resolve('still connected after 5 s'), 5000).unref();
        }),
    );
    const listed = await send(address, 'GET', '/api/me/sessions', { token: laptop.token });
    const { items } = listed.body.data as { items: { id: number; current: boolean }[] };
    const phoneSession = items.find((item) => !item.current);
    if (!phoneSession) throw new Error('the phone is not among the parent’s devices');

    const ended = await send(address, 'DELETE', `/api/me/sessions/${phoneSession.id}`, { token: laptop.token });
    expect(ended.status).toBe(200);
    const after = await Promise.all(
      Array.from({ length: 12 }, () => send(address, 'GET', '/api/me', { token: phone.token })),
    );
    expect(after.map((answer) => answer.status)).toEqual(Array(12).fill(401));
    expect((await send(address, 'GET', '/api/me', { token: laptop.token })).status).toBe(200);
    expect(pidsServing(address, '/api/me').size).toBe(2);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('throttles failed logins on one account at the same count as one process would', async () => {
    const address = '10.0.1.2';
    const body = { email: 'teacher@example.com', password: 'not-the-password' };
    const failures = [];
    // Five attempts on the account from this address are allowed (DEFAULT_LOGIN_LIMITS.perAccountAndIp)...
    for (let i = 0; i < 5; i++) failures.push((await send(address, 'POST', '/api/login', { body })).status);
    expect(failures).toEqual([401, 401, 401, 401, 401]);
    // ...spread over both processes, so neither alone has seen five.
    expect(pidsServing(address, '/api/login').size).toBe(2);
    // The sixth is refused, even with the right password, on whichever process it lands.
    const sixth = await send(address, 'POST', '/api/login', { body: { ...body, password: DEMO_PASSWORD } });
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('counts the request rate limit of an address across both processes', async () => {
    const address = '10.0.1.3';
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX + 6; i++) statuses.push((await send(address, 'GET', '/api/subjects')).status);
    expect(statuses.slice(0, RATE_LIMIT_MAX)).toEqual(Array(RATE_LIMIT_MAX).fill(200));
    expect(statuses.slice(RATE_LIMIT_MAX)).toEqual(Array(6).fill(429));
    expect(pidsServing(address).size).toBe(2);
  });

  it(
    'replaces a worker that crashed, and both processes serve again',
    async () => {
      const [crashed, survivor] = readyWorkers();
      if (crashed === undefined || survivor === undefined) throw new Error('two workers were expected');
      process.kill(crashed, 'SIGKILL');
      await waitForWorkers(3);
      const replacement = readyWorkers()[2];
      const address = '10.0.1.4';
      for (let i = 0; i < 4; i++) expect((await send(address, 'GET', '/api/subjects')).status).toBe(200);
      expect(pidsServing(address)).toEqual(new Set([survivor, replacement]));
    },
    STARTUP_TIMEOUT_MS,
  );

  it('stops gracefully on SIGTERM: the primary and both workers exit with success', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const workers = new Set(
      logLines()
        .filter((line) => line.msg === 'shutting down')
        .map((line) => line.pid),
    );
    expect(workers.size).toBe(2);
  });
});
