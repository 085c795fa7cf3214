import type { Realtime } from '../realtime/index.ts';

export interface PublishedMessage {
  channel: string;
  event: string;
  data: unknown;
}

/** A gateway that keeps what services publish, for suites that test HTTP only. */
export function createRecordingRealtime(): Realtime & {
  published: PublishedMessage[];
  disconnected: number[];
  disconnectedSessions: number[];
} {
  const published: PublishedMessage[] = [];
  const disconnected: number[] = [];
  const disconnectedSessions: number[] = [];
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
    close: async () => undefined,
  };
}
