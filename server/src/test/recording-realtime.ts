import type { PresenceListener, Realtime } from '../realtime/index.ts';

export interface PublishedMessage {
  /** Set for a message to one user's sockets (publishToUser). */
  to?: number;
  channel: string;
  event: string;
  data: unknown;
}

/** A gateway that keeps what services publish, for suites that test HTTP only. */
export function createRecordingRealtime(): Realtime & {
  published: PublishedMessage[];
  /** Tells the presence listeners, as a socket connecting or the last one going would. */
  setPresence(userId: number, online: boolean): void;
  disconnected: number[];
  disconnectedSessions: number[];
} {
  const published: PublishedMessage[] = [];
  const disconnected: number[] = [];
  const disconnectedSessions: number[] = [];
  const presence: PresenceListener[] = [];
  return {
    published,
    disconnected,
    disconnectedSessions,
    disconnectUser: async (userId) => {
      disconnected.push(userId);
    },
    disconnectSession: async (sessionId) => {
      disconnectedSessions.push(sessionId);
    },
    // One instance: nobody else to tell.
    tellInstances: async () => undefined,
    attach: async () => undefined,
    publish: async (channel, event, data) => {
      published.push({ channel, event, data });
    },
    publishToUser: async (to, channel, event, data) => {
      published.push({ to, channel, event, data });
    },
    onPresence: (listener) => {
      presence.push(listener);
    },
    setPresence: (userId, online) => {
      for (const listener of presence) listener(userId, online);
    },
    close: async () => undefined,
  };
}
