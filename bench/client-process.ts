/** A benches' client process (socket-clients.cjs, online-players.cjs) and the question-and-answer talk with it. */
import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';

export type Reply = { type: string } & Record<string, unknown>;

export interface ClientProcess {
  pid: number;
  /** The next reply of this type. */
  next<T>(type: string): Promise<T>;
  /** Sends a command and waits for its reply of type `reply`. */
  ask<T>(command: object, reply: string): Promise<T>;
  stop(): Promise<void>;
}

/** Forks `file` (in bench/) with plain node: not the bench's tsx loader nor the shell's NODE_OPTIONS, nothing else. */
export function forkClientProcess(file: string): ClientProcess {
  const child: ChildProcess = fork(join(import.meta.dirname, file), [], {
    execArgv: [],
    env: { PATH: process.env.PATH },
  });
  const waiters = new Map<string, { done(reply: Reply): void; fail(error: Error): void }>();
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.on('message', (reply: Reply) => {
    const waiter = waiters.get(reply.type);
    waiters.delete(reply.type);
    waiter?.done(reply);
  });
  child.once('exit', (code) => {
    for (const waiter of waiters.values()) waiter.fail(new Error(`the clients' process exited with ${code}`));
    waiters.clear();
  });
  const next = <T>(type: string) =>
    new Promise<T>((done, fail) => waiters.set(type, { done: (reply) => done(reply as T), fail }));
  return {
    pid: child.pid ?? 0,
    next,
    ask<T>(command: object, reply: string) {
      const answer = next<T>(reply);
      child.send(command);
      return answer;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
