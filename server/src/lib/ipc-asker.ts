/**
 * Requests from a cluster worker to its primary over the IPC channel node:cluster opened, each answered by a reply
 * with the same id: what the workers' shared counters and online rooms are asked through. `source` tells this kind of
 * message from the others on the channel (the socket.io adapter's, the other stores').
 */

/** The worker's end of the IPC channel: `process` in a cluster worker. */
export interface IpcChannel {
  send?:
    | ((
        message: unknown,
        sendHandle: undefined,
        options: undefined,
        callback: (error: Error | null) => void,
      ) => boolean)
    | undefined;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
}

export type IpcReply = { source: string; id: number } & ({ ok: true; value: unknown } | { ok: false; error: string });

/** A primary that has not answered by then is stuck; the request fails rather than hang. */
const REPLY_TIMEOUT_MS = 5000;

export function isIpcMessage(message: unknown, source: string): message is { source: string; id: number } {
  return typeof message === 'object' && message !== null && Reflect.get(message, 'source') === source;
}

export function isIpcReply(message: unknown, source: string): message is IpcReply {
  return isIpcMessage(message, source) && typeof Reflect.get(message, 'ok') === 'boolean';
}

/** The primary's answer to a request: the value the work resolved to, or its error as text. */
export function answerIpc(source: string, id: number, work: Promise<unknown>, reply: (answer: IpcReply) => void): void {
  work.then(
    (value) => reply({ source, id, ok: true, value: value ?? null }),
    (error: unknown) => reply({ source, id, ok: false, error: String(error) }),
  );
}

export function createIpcAsker(source: string, label: string, channel: IpcChannel) {
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  const onMessage = (message: unknown) => {
    if (!isIpcReply(message, source)) return;
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.ok) waiter.resolve(message.value);
    else waiter.reject(new Error(`${label}: ${message.error}`));
  };
  channel.on('message', onMessage);

  return {
    /** Sends `request` (with the source and an id added) and resolves with the primary's answer. */
    ask(request: { op: string } & Record<string, unknown>): Promise<unknown> {
      const send = channel.send;
      if (!send) return Promise.reject(new Error(`${label}: no IPC channel (not a cluster worker)`));
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`${label}: the primary did not answer ${request.op} in ${REPLY_TIMEOUT_MS} ms`));
        }, REPLY_TIMEOUT_MS);
        timer.unref();
        pending.set(id, {
          resolve: (value) => {
            clearTimeout(timer);
            resolve(value);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        send.call(channel, { ...request, source, id }, undefined, undefined, (error) => {
          // The channel is closed (the primary is gone): fail now instead of at the timeout.
          if (error === null) return;
          pending.get(id)?.reject(error);
          pending.delete(id);
        });
      });
    },
    close(): void {
      channel.off('message', onMessage);
      for (const waiter of pending.values()) waiter.reject(new Error(`${label} closed`));
      pending.clear();
    },
  };
}
