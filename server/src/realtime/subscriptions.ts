import { parseChannel, type SubscribeAck } from '@umka/contracts/realtime';
import { mayJoinChannel } from './channel-policy.ts';
import { userRoom } from './handshake.ts';
import type { RealtimeDeps, RealtimeSocket } from './types.ts';

/** A user needs about ten channels (own five, invites, a few subjects); more means a broken or hostile client. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 32;
/** Requests run one at a time per socket; this bounds the backlog a client can pile up. */
export const MAX_PENDING_REQUESTS_PER_SOCKET = 16;
const MAX_CHANNEL_NAME_LENGTH = 64;

const OK: SubscribeAck = { ok: true };
const BAD_REQUEST: SubscribeAck = { ok: false, code: 'BAD_REQUEST' };
const FORBIDDEN: SubscribeAck = { ok: false, code: 'FORBIDDEN' };
const RATE_LIMITED: SubscribeAck = { ok: false, code: 'RATE_LIMITED' };
const INTERNAL_ERROR: SubscribeAck = { ok: false, code: 'INTERNAL_ERROR' };

type Reply = (result: SubscribeAck) => void;

function channelName(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_CHANNEL_NAME_LENGTH) return null;
  return parseChannel(value) === null ? null : value;
}

function joinedChannelCount(socket: RealtimeSocket): number {
  let count = 0;
  const own = userRoom(socket.data.user.id);
  for (const room of socket.rooms) if (room !== socket.id && room !== own) count += 1;
  return count;
}

/**
 * Handles `subscribe` / `unsubscribe` of one socket. Arguments come from an untrusted client, so they are
 * typed unknown and checked. Requests run in arrival order, so an unsubscribe sent while an entitlement
 * check is pending is applied after the join it follows, never before it.
 */
export function handleSubscriptions(socket: RealtimeSocket, deps: Pick<RealtimeDeps, 'studentHasSubject' | 'logger'>) {
  let tail: Promise<void> = Promise.resolve();
  let pending = 0;

  function enqueue(work: () => Promise<SubscribeAck>, reply: Reply): void {
    if (pending >= MAX_PENDING_REQUESTS_PER_SOCKET) {
      reply(RATE_LIMITED);
      return;
    }
    pending += 1;
    tail = tail
      .then(work)
      .catch((error: unknown) => {
        deps.logger.error({ err: error, user_id: socket.data.user.id }, 'realtime subscription request failed');
        return INTERNAL_ERROR;
      })
      .then((result) => {
        pending -= 1;
        reply(result);
      });
  }

  async function subscribe(value: unknown): Promise<SubscribeAck> {
    const channel = channelName(value);
    const parsed = channel === null ? null : parseChannel(channel);
    if (channel === null || parsed === null) return BAD_REQUEST;
    if (socket.rooms.has(channel)) return OK;
    if (joinedChannelCount(socket) >= MAX_SUBSCRIPTIONS_PER_SOCKET) return RATE_LIMITED;
    if (!(await mayJoinChannel(socket.data.user, parsed, deps.studentHasSubject))) return FORBIDDEN;
    // A socket that went away during the check must not be added: nothing would ever remove it from the room.
    if (socket.connected) await socket.join(channel);
    return OK;
  }

  async function unsubscribe(value: unknown): Promise<SubscribeAck> {
    const channel = channelName(value);
    if (channel === null) return BAD_REQUEST;
    await socket.leave(channel);
    return OK;
  }

  socket.on('subscribe', (channel: unknown, ack: unknown) => {
    // The protocol requires an acknowledgement; a request without one has nobody to answer and is ignored.
    if (typeof ack !== 'function') return;
    enqueue(
      () => subscribe(channel),
      (result) => ack(result),
    );
  });

  socket.on('unsubscribe', (channel: unknown, ack: unknown) => {
    enqueue(
      () => unsubscribe(channel),
      (result) => {
        if (typeof ack === 'function') ack(result);
      },
    );
  });
}
