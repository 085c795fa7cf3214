/** The bench's side of socket-clients.cjs: the students' sockets and the admin's requests in a process of their own. */
import { forkClientProcess } from './client-process.ts';

export interface Received {
  count: number;
  expected: number;
  /** Arrival times in ms on performance.timeOrigin + performance.now(), the same clock in both processes. */
  first: number;
  last: number;
  message: unknown;
}

export interface Posted {
  status: number;
  start: number;
  answered: number;
}

export interface Clients {
  /** Opens `tokens.length` authenticated sockets subscribed to `channel`, or `count` bare ones. */
  open(
    command: { group: string; url: string } & ({ tokens: string[]; channel: string } | { count: number }),
  ): Promise<void>;
  /** Runs `act` once every client waits for the group's message of `channel`; `start` is when act began. */
  expect(group: string, channel: string, act: () => void): Promise<Received & { start: number }>;
  /** The same, with the admin's POST as the act, sent from the clients' process. */
  publish(
    group: string,
    channel: string,
    request: { url: string; token: string; body: string },
  ): Promise<{ received: Received; posted: Posted }>;
  close(group: string): Promise<void>;
  stop(): Promise<void>;
}

const now = () => performance.timeOrigin + performance.now();

export function startClients(): Clients {
  const { ask, next, stop } = forkClientProcess('socket-clients.cjs');
  const complete = (received: Received) => {
    if (received.count < received.expected) {
      throw new Error(`only ${received.count} of ${received.expected} sockets received the message`);
    }
    return received;
  };

  return {
    async open(command) {
      const opened = await ask<{ count: number; ms: number; error: string | null }>(
        { type: 'open', ...command },
        'opened',
      );
      if (opened.error !== null)
        throw new Error(`${command.group} sockets: ${opened.count} opened, then ${opened.error}`);
      console.log(`  ${opened.count} ${command.group} sockets open in ${(opened.ms / 1000).toFixed(1)} s`);
    },

    async expect(group, channel, act) {
      await ask({ type: 'expect', group, channel }, 'expecting');
      const received = next<Received>('received');
      const start = now();
      act();
      return { ...complete(await received), start };
    },

    async publish(group, channel, request) {
      await ask({ type: 'expect', group, channel }, 'expecting');
      const received = next<Received>('received');
      const posted = await ask<Posted>({ type: 'post', ...request }, 'posted');
      if (posted.status >= 300) throw new Error(`POST ${request.url} answered ${posted.status}`);
      return { received: complete(await received), posted };
    },

    async close(group) {
      await ask({ type: 'close', group }, 'closed');
    },

    stop,
  };
}
