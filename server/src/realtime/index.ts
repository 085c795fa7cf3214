import type http from 'node:http';
import { createAdapter as createClusterAdapter } from '@socket.io/cluster-adapter';
import { parseChannel } from '@umka/contracts/realtime';
import { Server } from 'socket.io';
import { authenticateHandshake, sessionRoom, userRoom } from './handshake.ts';
import { type RedisAdapterLink, useRedisAdapter } from './redis-adapter.ts';
import { handleSubscriptions } from './subscriptions.ts';
import type { PresenceListener, Realtime, RealtimeDeps, RealtimeServer } from './types.ts';

export { publishTo, publishToUser } from './publish-to.ts';
export { MAX_SUBSCRIPTIONS_PER_SOCKET } from './subscriptions.ts';
export type { PresenceListener, Realtime, RealtimeDeps, RealtimeLogger, RealtimeUser } from './types.ts';

export const REALTIME_PATH = '/socket.io';
/**
 * The largest legitimate packet is the handshake with its token (≤ 4 KiB, see handshake.ts); afterwards clients
 * only send channel names. A bigger packet closes the connection before any of it is parsed.
 */
const MAX_CLIENT_PACKET_BYTES = 16 * 1024;

export function createRealtime(deps: RealtimeDeps): Realtime {
  const io: RealtimeServer = new Server({
    path: REALTIME_PATH,
    serveClient: false,
    maxHttpBufferSize: MAX_CLIENT_PACKET_BYTES,
    ...(deps.cluster ? { transports: ['websocket' as const] } : {}),
    ...(deps.corsOrigin === undefined ? {} : { cors: { origin: deps.corsOrigin } }),
  });
  io.use(authenticateHandshake(deps));
  const presence: PresenceListener[] = [];
  const tellPresence = (userId: number, online: boolean) => {
    for (const listener of presence) listener(userId, online);
  };
  io.on('connection', (socket) => {
    handleSubscriptions(socket, deps);
    const userId = socket.data.user.id;
    tellPresence(userId, true);
    socket.on('disconnect', () => {
      // Another tab (here or on another instance) keeps the user present.
      io.in(userRoom(userId))
        .fetchSockets()
        .then(
          (left) => {
            if (left.length === 0) tellPresence(userId, false);
          },
          (error: unknown) => deps.logger.warn({ err: error, user_id: userId }, 'presence check failed'),
        );
    });
  });
  io.on('instanceEvent', (event, applied) => {
    deps.onInstanceEvent?.(event);
    applied(true);
  });

  let state: 'created' | 'attaching' | 'attached' | 'closed' = 'created';
  let redis: RedisAdapterLink | null = null;

  return {
    async attach(server: http.Server) {
      if (state !== 'created') throw new Error(`realtime cannot attach once ${state}`);
      state = 'attaching';
      if (deps.redisUrl !== undefined && deps.redisUrl !== '') {
        try {
          redis = await useRedisAdapter(io, { url: deps.redisUrl, key: deps.redisKey, logger: deps.logger });
        } catch (error) {
          if (state === 'attaching') state = 'created';
          throw error;
        }
      } else if (deps.cluster) {
        // The primary relays between workers (setupPrimary in cluster.ts); nothing to connect to first.
        io.adapter(createClusterAdapter());
      }
      if (state !== 'attaching') {
        // close() ran while Redis was connecting: leave nothing behind.
        await redis?.close();
        throw new Error('realtime was closed while attaching');
      }
      io.attach(server);
      state = 'attached';
      deps.logger.info(
        { path: REALTIME_PATH, redis: redis !== null, cluster: deps.cluster === true },
        'realtime gateway attached',
      );
    },

    async publish(channel, event, data) {
      if (parseChannel(channel) === null) throw new Error(`"${channel}" is not a realtime channel`);
      // During shutdown nobody is left to receive it, and the Redis publisher is gone.
      if (state === 'closed') return;
      io.to(channel).emit('message', { channel, event, data });
    },

    async publishToUser(userId, channel, event, data) {
      if (parseChannel(channel) === null) throw new Error(`"${channel}" is not a realtime channel`);
      if (state === 'closed') return;
      io.to(userRoom(userId)).emit('message', { channel, event, data });
    },

    onPresence(listener) {
      presence.push(listener);
    },

    async disconnectUser(userId) {
      if (state !== 'attached') return;
      io.in(userRoom(userId)).disconnectSockets(true);
    },

    async disconnectSession(sessionId) {
      if (state !== 'attached') return;
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },

    async tellInstances(event) {
      // Alone, the in-memory adapter has no other instance to tell (and refuses to try).
      if (state !== 'attached' || (redis === null && deps.cluster !== true)) return;
      // An instance answers at once. The adapters wait 5 s for one that does not (it is going down, and its
      // cache with it) before this gives up.
      try {
        await io.serverSideEmitWithAck('instanceEvent', event);
      } catch (error) {
        deps.logger.warn({ err: error, event }, 'an instance did not confirm a change in time');
      }
    },

    async close() {
      const previous = state;
      state = 'closed';
      // socket.io needs an engine to close; one that never attached has no sockets and holds nothing.
      if (previous === 'attached') await io.close();
      await redis?.close();
      redis = null;
    },
  };
}
