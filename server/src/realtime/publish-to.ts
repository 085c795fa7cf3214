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
  if (parseChannel(channel)?.kind !== kind) throw new Error(`"${channel}" is not a ${kind} channel`);
  const schema = eventSchemas[kind][event];
  if (schema === undefined) throw new Error(`${kind} channels have no "${event}" event`);
  await realtime.publish(channel, event, schema.parse(payload));
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
  if (parseChannel(channel)?.kind !== kind) throw new Error(`"${channel}" is not a ${kind} channel`);
  const schema = eventSchemas[kind][event];
  if (schema === undefined) throw new Error(`${kind} channels have no "${event}" event`);
  await realtime.publishToUser(userId, channel, event, schema.parse(payload));
}
