import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RealtimeMessage, ServerToClientEvents, SubscribeAck } from '@umka/contracts/realtime';
import { type Socket as ClientSocket, io as connectClient } from 'socket.io-client';
import { createRealtime, type Realtime, type RealtimeDeps, type RealtimeUser } from './index.ts';

export type TestClient = ClientSocket<
  ServerToClientEvents,
  {
    subscribe: (channel: unknown, ack: (r: SubscribeAck) => void) => void;
    unsubscribe: (channel: unknown, ack: (r: SubscribeAck) => void) => void;
  }
>;

/** Tokens the fake authenticate accepts; 'explodes' makes it throw like a broken database would. */
export const USERS = {
  admin: { token: 'token-admin', user: { id: 1, role_id: 1 } },
  teacher: { token: 'token-teacher', user: { id: 2, role_id: 2 } },
  student: { token: 'token-student', user: { id: 3, role_id: 3 } },
  otherStudent: { token: 'token-other-student', user: { id: 4, role_id: 3 } },
} as const satisfies Record<string, { token: string; user: RealtimeUser }>;

/** Subjects each fake student has. */
const STUDENT_SUBJECTS: Record<number, number[]> = { 3: [1, 2], 4: [3] };

export const silentLogger = { info: () => {}, warn: () => {}, error: () => {} };

export function fakeDeps(overrides: Partial<RealtimeDeps> = {}): RealtimeDeps {
  return {
    async authenticate(token) {
      if (token === 'explodes') throw new Error('database is down');
      return Object.values(USERS).find((entry) => entry.token === token)?.user ?? null;
    },
    async studentHasSubject(userId, subjectId) {
      return STUDENT_SUBJECTS[userId]?.includes(subjectId) ?? false;
    },
    logger: silentLogger,
    ...overrides,
  };
}

export interface RunningGateway {
  realtime: Realtime;
  url: string;
}

/** Owns every server and socket a test file opens, so one afterEach closes them all. */
export class Harness {
  private readonly gateways: RunningGateway[] = [];
  private readonly clients: TestClient[] = [];

  async start(deps: RealtimeDeps = fakeDeps()): Promise<RunningGateway> {
    const server = http.createServer();
    const realtime = createRealtime(deps);
    const gateway = { realtime, url: '' };
    this.gateways.push(gateway);
    await realtime.attach(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return gateway;
  }

  /** A socket that has not connected yet; `connected()` / `refused()` wait for the outcome. */
  client(gateway: RunningGateway, options: { token?: string; header?: string } = {}): TestClient {
    const socket: TestClient = connectClient(gateway.url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      ...(options.token === undefined ? {} : { auth: { token: options.token } }),
      ...(options.header === undefined ? {} : { extraHeaders: { authorization: options.header } }),
    });
    this.clients.push(socket);
    return socket;
  }

  async connected(gateway: RunningGateway, token: string): Promise<TestClient> {
    const socket = this.client(gateway, { token });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  }

  async close(): Promise<void> {
    for (const socket of this.clients.splice(0)) socket.disconnect();
    await Promise.all(this.gateways.splice(0).map((gateway) => gateway.realtime.close()));
  }
}

export function refused(socket: TestClient): Promise<{ message: string; code: unknown }> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the connection was accepted')));
    socket.once('connect_error', (error: Error & { data?: { code?: unknown } }) =>
      resolve({ message: error.message, code: error.data?.code }),
    );
  });
}

export function subscribe(socket: TestClient, channel: unknown): Promise<SubscribeAck> {
  return socket.timeout(5000).emitWithAck('subscribe', channel);
}

export function unsubscribe(socket: TestClient, channel: unknown): Promise<SubscribeAck> {
  return socket.timeout(5000).emitWithAck('unsubscribe', channel);
}

/** Records every `message` a socket receives, and waits for one on a given channel. */
export function inbox(socket: TestClient) {
  const received: RealtimeMessage[] = [];
  const waiters: Array<{ channel: string; resolve: (message: RealtimeMessage) => void }> = [];
  socket.on('message', (message) => {
    received.push(message);
    for (const waiter of waiters.filter((w) => w.channel === message.channel)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  return {
    received,
    next(channel: string): Promise<RealtimeMessage> {
      return new Promise((resolve) => waiters.push({ channel, resolve }));
    },
  };
}

/** An entitlement check that stays pending until the test releases it. */
export function heldEntitlement() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release,
    async studentHasSubject(): Promise<boolean> {
      await gate;
      return true;
    },
  };
}
