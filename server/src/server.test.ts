import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loginResultSchema, TOKEN_HEADER } from '@umka/contracts';
import { channels, type RealtimeMessage, type SubscribeAck } from '@umka/contracts/realtime';
import pino from 'pino';
import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from './config.ts';
import { createTokenService } from './lib/tokens.ts';
import { type RunningServer, startServer } from './server.ts';
import {
  createTestDatabase,
  postgresReachable,
  redisUnreachableReason,
  skipUnreachable,
  TEST_REDIS_URL,
  type TestDatabase,
} from './test/databases.ts';
import { createFactories } from './test/factories.ts';

const silent = pino({ level: 'silent' });
const SECRET = 'listening-server-secret-0123456789abcdef';

const withPgAndRedis = (await postgresReachable()) && (await redisUnreachableReason()) === null;
if (!withPgAndRedis) skipUnreachable('PostgreSQL or Redis is unreachable: the two-instance server test is skipped.');

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function connect(
  url: string,
  token: string,
): Promise<{ socket: Socket; next(channel: string): Promise<RealtimeMessage> }> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  cleanups.push(() => {
    socket.disconnect();
  });
  const received: RealtimeMessage[] = [];
  socket.on('message', (message: RealtimeMessage) => received.push(message));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return {
    socket,
    async next(channel) {
      for (let waited = 0; waited < 5000; waited += 20) {
        const found = received.find((m) => m.channel === channel);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`nothing arrived on ${channel}`);
    },
  };
}

async function subscribe(socket: Socket, channel: string): Promise<SubscribeAck> {
  return socket.timeout(5000).emitWithAck('subscribe', channel);
}

async function start(
  env: Record<string, string>,
  options: Parameters<typeof startServer>[1] = {},
): Promise<RunningServer> {
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env });
  const server = await startServer(config, { logger: silent, ...options });
  cleanups.push(() => server.close());
  return server;
}

describe('a listening server', () => {
  it('starts on an empty embedded database with demo data, serves login and pushes likes over the socket', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'umka-server-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await start({ DATA_DIR: dataDir });

    const response = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'student@example.com', password: 'password' }),
    });
    expect(response.status).toBe(200);
    const token = String(response.headers.get(TOKEN_HEADER));
    const { user } = loginResultSchema.parse(z.object({ data: z.unknown() }).parse(await response.json()).data);

    const client = await connect(server.url, token);
    expect(await subscribe(client.socket, channels.likes(user.id))).toEqual({ ok: true });
    expect(await subscribe(client.socket, channels.likes(user.id + 1))).toEqual({ ok: false, code: 'FORBIDDEN' });

    await server.services.likes.accrue({ studentId: user.id, subjectId: 1, delta: 2, reason: 'test' });
    const message = await client.next(channels.likes(user.id));
    expect(message).toEqual({
      channel: `users.${user.id}.likes`,
      event: 'accrual',
      data: { count: 2, subject_id: 1, balance: 14 },
    });
  });

  it('runs the job worker: a reset mail reaches the dev outbox within moments, without anyone draining the queue', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'umka-server-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await start({ DATA_DIR: dataDir });
    const response = await fetch(`${server.url}/api/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'student@example.com', lang: 'en-US' }),
    });
    expect(response.status).toBe(200);
    const outbox = () =>
      server.database.db
        .selectFrom('mail_outbox')
        .select('text')
        .where('to_address', '=', 'student@example.com')
        .execute();
    for (let waited = 0; waited < 3000 && (await outbox()).length === 0; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await outbox())[0]?.text).toMatch(/\b\d{6}\b/);
  });

  it('shuts down while a socket is still connected', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'umka-server-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await start({ DATA_DIR: dataDir });
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'teacher@example.com', password: 'password' }),
    });
    const client = await connect(server.url, String(login.headers.get(TOKEN_HEADER)));
    const disconnected = new Promise((resolve) => client.socket.once('disconnect', resolve));
    await server.close();
    await disconnected;
    expect(client.socket.connected).toBe(false);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});

describe.skipIf(!withPgAndRedis)('two servers on PostgreSQL and Redis', () => {
  it('delivers a publish made on one instance to a socket connected to the other', async () => {
    let testDb: TestDatabase | undefined = await createTestDatabase('postgres');
    cleanups.push(async () => {
      await testDb?.drop();
      testDb = undefined;
    });
    const env = { JWT_SECRET: SECRET, REDIS_URL: TEST_REDIS_URL, DATA_DIR: tmpdir() };
    const redisKey = `umka-test-${randomBytes(4).toString('hex')}`;
    const first = await start(env, { database: testDb.database, redisKey });
    const second = await start(env, { database: testDb.database, redisKey });

    const tokens = createTokenService({ secret: SECRET, ttlSeconds: 3600, clock: () => new Date() });
    const factories = createFactories({ database: testDb.database, tokens, clock: () => new Date() });
    const student = await factories.buildStudent();

    const client = await connect(second.url, student.token);
    expect(await subscribe(client.socket, channels.likes(student.id))).toEqual({ ok: true });
    await first.services.likes.accrue({ studentId: student.id, subjectId: 3, delta: 5, reason: 'test' });
    const message = await client.next(channels.likes(student.id));
    expect(message.data).toEqual({ count: 5, subject_id: 3, balance: 5 });
  });
});
