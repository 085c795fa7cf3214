// @vitest-environment node
/// <reference types="node" />
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ClientToServerEvents, channels, parseChannel, type ServerToClientEvents } from '@umka/contracts/realtime';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, type RealtimeClient } from './socket.ts';

const ME = 3;
const TOKENS: Record<string, number> = { 'token-me': ME, 'token-me-renewed': ME, 'token-someone-else': 4 };
const accrual = { count: 2, subject_id: 1, balance: 7 };

/** A socket.io server speaking the gateway's protocol: own user channels only, rooms named after channels. */
async function startServer() {
  const httpServer = http.createServer();
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, { userId: number }>(
    httpServer,
    { path: '/socket.io' },
  );
  const handshakeTokens: unknown[] = [];
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth.token;
    handshakeTokens.push(token);
    const userId = typeof token === 'string' ? TOKENS[token] : undefined;
    if (userId === undefined)
      return next(Object.assign(new Error('TOKEN_INVALID'), { data: { code: 'TOKEN_INVALID' } }));
    socket.data.userId = userId;
    next();
  });
  io.on('connection', (socket) => {
    socket.on('subscribe', (channel, ack) => {
      const parsed = parseChannel(channel);
      if (parsed === null) return ack({ ok: false, code: 'BAD_REQUEST' });
      if (!('userId' in parsed) || parsed.userId !== socket.data.userId) return ack({ ok: false, code: 'FORBIDDEN' });
      socket.join(channel);
      ack({ ok: true });
    });
    socket.on('unsubscribe', (channel) => {
      socket.leave(channel);
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  return {
    io,
    handshakeTokens,
    url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`,
    members: (channel: string) => io.sockets.adapter.rooms.get(channel)?.size ?? 0,
    publish: (channel: string, event: string, data: unknown) =>
      io.to(channel).emit('message', { channel, event, data }),
    /** Drops every connection at the transport level, as a restarted server or a flaky network would. */
    dropConnections: () => {
      for (const socket of io.sockets.sockets.values()) socket.conn.close();
    },
    close: () => io.close(),
  };
}

type TestServer = Awaited<ReturnType<typeof startServer>>;
let server: TestServer | null = null;
let client: RealtimeClient | null = null;

async function setup(): Promise<{ server: TestServer; client: RealtimeClient }> {
  server = await startServer();
  client = createRealtimeClient({ url: server.url });
  return { server, client };
}

afterEach(async () => {
  client?.disconnect();
  await server?.close();
  client = null;
  server = null;
});

function received(client: RealtimeClient, channel: string) {
  const payloads: unknown[] = [];
  const off = client.on('likes', channel, 'accrual', (payload) => payloads.push(payload));
  return { payloads, off };
}

describe('realtime client', () => {
  it('joins a channel and hands its typed events to handlers', async () => {
    const { server, client } = await setup();
    client.connect('token-me');
    const likes = received(client, channels.likes(ME));
    expect(await client.subscribe(channels.likes(ME))).toEqual({ ok: true });
    server.publish(channels.likes(ME), 'accrual', accrual);
    await vi.waitFor(() => expect(likes.payloads).toEqual([accrual]));
  });

  it('sends a subscription made before the connection once it is open', async () => {
    const { server, client } = await setup();
    const answer = client.subscribe(channels.likes(ME));
    client.connect('token-me');
    expect(await answer).toEqual({ ok: true });
    expect(server.members(channels.likes(ME))).toBe(1);
  });

  it('reports a refused channel and does not ask for it again after reconnecting', async () => {
    const { server, client } = await setup();
    client.connect('token-me');
    expect(await client.subscribe(channels.likes(4))).toEqual({ ok: false, code: 'FORBIDDEN' });
    const subscribed = vi.fn();
    server.io.on('connection', (socket) => socket.on('subscribe', subscribed));
    await client.subscribe(channels.events(ME));
    server.dropConnections();
    await vi.waitFor(() => expect(server.members(channels.events(ME))).toBe(1), { timeout: 5000 });
    expect(subscribed.mock.calls.map(([channel]) => channel)).toEqual([channels.events(ME)]);
  });

  it('joins its channels again after the connection drops', async () => {
    const { server, client } = await setup();
    client.connect('token-me');
    const likes = received(client, channels.likes(ME));
    await client.subscribe(channels.likes(ME));
    server.dropConnections();
    await vi.waitFor(() => expect(client.connected).toBe(false));
    await vi.waitFor(() => expect(server.members(channels.likes(ME))).toBe(1), { timeout: 5000 });
    server.publish(channels.likes(ME), 'accrual', accrual);
    await vi.waitFor(() => expect(likes.payloads).toEqual([accrual]));
  });

  it('presents the renewed token when it reconnects', async () => {
    const { server, client } = await setup();
    client.connect('token-me');
    await vi.waitFor(() => expect(client.connected).toBe(true));
    client.setToken('token-me-renewed');
    server.dropConnections();
    await vi.waitFor(() => expect(server.handshakeTokens).toEqual(['token-me', 'token-me-renewed']), { timeout: 5000 });
  });

  it('comes back once with the newest token after the server closed its sockets, and rejoins its channels', async () => {
    const { server, client } = await setup();
    client.connect('token-me');
    const likes = received(client, channels.likes(ME));
    await client.subscribe(channels.likes(ME));
    client.setToken('token-me-renewed');
    for (const socket of server.io.sockets.sockets.values()) socket.disconnect(true);
    await vi.waitFor(() => expect(server.members(channels.likes(ME))).toBe(1), { timeout: 5000 });
    expect(server.handshakeTokens).toEqual(['token-me', 'token-me-renewed']);
    server.publish(channels.likes(ME), 'accrual', accrual);
    await vi.waitFor(() => expect(likes.payloads).toEqual([accrual]));
  });

  it('stays away after the server closed its sockets when its token is no longer accepted', async () => {
    const { server, client } = await setup();
    client.connect('token-me');
    await vi.waitFor(() => expect(client.connected).toBe(true));
    client.setToken('token-revoked');
    for (const socket of server.io.sockets.sockets.values()) socket.disconnect(true);
    await vi.waitFor(() => expect(server.handshakeTokens).toEqual(['token-me', 'token-revoked']));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.connected).toBe(false);
    expect(server.handshakeTokens).toHaveLength(2);
  });

  it('retries with a renewed token after the server refused the old one', async () => {
    const { server, client } = await setup();
    const answer = client.subscribe(channels.likes(ME));
    client.connect('token-expired');
    await vi.waitFor(() => expect(server.handshakeTokens).toEqual(['token-expired']));
    client.setToken('token-me');
    expect(await answer).toEqual({ ok: true });
    expect(server.handshakeTokens).toEqual(['token-expired', 'token-me']);
  });

  it("reopens the socket when connect() is given another user's token", async () => {
    const { server, client } = await setup();
    client.connect('token-me');
    await vi.waitFor(() => expect(client.connected).toBe(true));
    client.connect('token-someone-else');
    await vi.waitFor(() => expect(server.handshakeTokens).toEqual(['token-me', 'token-someone-else']));
    await vi.waitFor(() => expect(server.io.sockets.sockets.size).toBe(1));
    expect([...server.io.sockets.sockets.values()].map((socket) => socket.data.userId)).toEqual([4]);
  });

  it('stops handing over a channel after unsubscribe, even what the server still sends', async () => {
    const { server, client } = await setup();
    client.connect('token-me');
    const likes = received(client, channels.likes(ME));
    await client.subscribe(channels.likes(ME));
    client.unsubscribe(channels.likes(ME));
    server.publish(channels.likes(ME), 'accrual', accrual);
    await vi.waitFor(() => expect(server.members(channels.likes(ME))).toBe(0));
    await client.subscribe(channels.events(ME));
    expect(likes.payloads).toEqual([]);
  });

  it('leaves every channel on disconnect and starts with none on the next connect', async () => {
    const { server, client } = await setup();
    client.connect('token-me');
    await client.subscribe(channels.likes(ME));
    await client.subscribe(channels.onlineUser(ME));
    const neverSent = client.subscribe(channels.chats(ME));
    client.disconnect();
    expect(await neverSent).toEqual({ ok: false, code: 'CANCELLED' });
    await vi.waitFor(() => expect(server.io.sockets.sockets.size).toBe(0));
    client.connect('token-me');
    await vi.waitFor(() => expect(client.connected).toBe(true));
    expect(await client.subscribe(channels.events(ME))).toEqual({ ok: true });
    expect(server.members(channels.likes(ME)) + server.members(channels.onlineUser(ME))).toBe(0);
  });

  it('opens no socket when the session ends before the socket library has arrived', async () => {
    const { server, client } = await setup();
    client.connect('token-me');
    client.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.handshakeTokens).toEqual([]);
    expect(client.connected).toBe(false);
  });

  it('drops payloads of the wrong shape, and a failing handler does not starve the others', async () => {
    const { server, client } = await setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    client.connect('token-me');
    client.on('likes', channels.likes(ME), 'accrual', () => {
      throw new Error('handler bug');
    });
    const likes = received(client, channels.likes(ME));
    await client.subscribe(channels.likes(ME));
    server.publish(channels.likes(ME), 'accrual', { count: 'two' });
    server.publish(channels.likes(ME), 'accrual', accrual);
    await vi.waitFor(() => expect(likes.payloads).toEqual([accrual]));
    expect(console.warn).toHaveBeenCalledOnce();
    expect(console.error).toHaveBeenCalledOnce();
  });

  it('stops calling a handler once its off() ran', async () => {
    const { server, client } = await setup();
    client.connect('token-me');
    const first = received(client, channels.likes(ME));
    const second = received(client, channels.likes(ME));
    await client.subscribe(channels.likes(ME));
    first.off();
    server.publish(channels.likes(ME), 'accrual', accrual);
    await vi.waitFor(() => expect(second.payloads).toEqual([accrual]));
    expect(first.payloads).toEqual([]);
  });

  it('refuses a handler whose channel is of another kind than declared', async () => {
    const { client } = await setup();
    expect(() => client.on('likes', channels.events(ME), 'accrual', () => {})).toThrow('is not a likes channel');
  });
});
