import {
  type ChannelKind,
  type EventName,
  type EventPayload,
  parseChannel,
  realtimeEvents,
} from '@umka/contracts/realtime';
import type { z } from 'zod';
import type { Realtime } from './types.ts';

const eventSchemas: Record<ChannelKind, Partial<Record<string, z.ZodType>>> = realtimeEvents;

/** The payload as clients may get it: parsed by the event's schema; throws on a channel of another kind or an unknown event. */
function checked<K extends ChannelKind, E extends EventName<K>>(
  channel: string,
  kind: K,
  event: E,
  payload: EventPayload<K, E>,
): unknown {
  if (parseChannel(channel)?.kind !== kind) throw new Error(`"${channel}" is not a ${kind} channel`);
  const schema = eventSchemas[kind][event];
  if (schema === undefined) throw new Error(`${kind} channels have no "${event}" event`);
  return schema.parse(payload);
}

/**
 * Publishes an event whose payload type is checked at compile time against `realtimeEvents`, and at run time
 * too: the payload is parsed, so a field a service passes by mistake (a password hash…) never reaches clients.
 * Throws on a channel of another kind or an invalid payload: both are programming errors.
 */
export async function publishTo<K extends ChannelKind, E extends EventName<K>>(
  realtime: Pick<Realtime, 'publish'>,
  channel: string,
  kind: K,
  event: E,
  payload: EventPayload<K, E>,
): Promise<void> {
  await realtime.publish(channel, event, checked(channel, kind, event, payload));
}

/** `publishTo` for one user's sockets only (see Realtime.publishToUser), with the same checks. */
export async function publishToUser<K extends ChannelKind, E extends EventName<K>>(
  realtime: Pick<Realtime, 'publishToUser'>,
  userId: number,
  channel: string,
  kind: K,
  event: E,
  payload: EventPayload<K, E>,
): Promise<void> {
  await realtime.publishToUser(userId, channel, event, checked(channel, kind, event, payload));
}
