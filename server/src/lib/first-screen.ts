import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  type ClientConfig,
  type Drawn,
  type DrawnScreen,
  type DrawRequest,
  FIRST_SCREEN_PATHS,
  type Locale,
  ROLE,
  SUBJECT_COOKIE,
  type WorkerFetch,
  type WorkerFetched,
} from '@umka/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Authentication } from './access.ts';
import { cookieValue, pageSessionToken } from './page-session.ts';

/** The web build's drawing worker (web/src/first-screen/worker.ts), beside the pages it draws. */
export const firstScreenWorker = (distDir: string) => join(distDir, '.server', 'worker.js');

/**
 * How long a page waits for its drawing before it goes out undrawn (the app then draws it): a drawing takes tens of
 * milliseconds of the worker's own core, the worker's start one to three seconds, once per process.
 */
export const DRAW_LIMITS = { drawMs: 1000, startMs: 5000 };

/**
 * The worker's heap, capped: a drawing's garbage is collected within it rather than growing the process for as long
 * as V8 sees room (the drawings of a day would otherwise hold ~150 MB more). A heap the drawings outgrow ends the
 * worker (logged), and the next page starts another.
 */
const WORKER_HEAP = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 };

export interface FirstScreens {
  /** The first screen of the requested page drawn for its visitor, or null when the app is to draw it. */
  draw(request: FastifyRequest, locale: Locale, config: ClientConfig): Promise<DrawnScreen | null>;
  close(): Promise<void>;
}

export interface FirstScreensDeps {
  workerFile: string;
  distDir: string;
  /** The worker's NODE_ENV: React's production build draws several times faster than its development one. */
  nodeEnv: string;
  authenticate(token: string): Promise<Authentication | null>;
  /** A GET of the API as the bearer of the token gets it, on behalf of the page's request. */
  answer(url: string, token: string, request: FastifyRequest): Promise<{ status: number; body: string }>;
  log: FastifyBaseLogger;
  limits?: typeof DRAW_LIMITS;
}

interface Pending {
  token: string;
  request: FastifyRequest;
  done(screen: DrawnScreen | null): void;
}

/**
 * Draws the first screen of FIRST_SCREEN_PATHS for a student who comes with a page session and a chosen subject, in a
 * worker thread started with the first such page (the app's modules in a browser-like window; a drawing's CPU stays
 * off the thread that answers requests). The worker asks for the API answers it draws from; each is answered here as
 * the student's own request would be. Null, and the app draws the page, when the build has no worker, the visitor
 * is someone else, or the worker fails or is late.
 */
export function createFirstScreens(deps: FirstScreensDeps): FirstScreens | null {
  if (!existsSync(deps.workerFile)) return null;
  const limits = deps.limits ?? DRAW_LIMITS;
  let worker: Worker | null = null;
  let started = false;
  let lastDraw = 0;
  const pending = new Map<number, Pending>();

  function failAll(): void {
    for (const entry of pending.values()) entry.done(null);
    pending.clear();
  }

  async function answer(message: WorkerFetch, to: Worker): Promise<void> {
    const entry = pending.get(message.draw);
    const fetched: WorkerFetched = entry
      ? { type: 'fetched', id: message.id, ...(await deps.answer(message.url, entry.token, entry.request)) }
      : { type: 'fetched', id: message.id, status: 499, body: '' };
    to.postMessage(fetched);
  }

  function running(): Worker {
    if (worker) return worker;
    const spawned = new Worker(deps.workerFile, {
      workerData: { distDir: deps.distDir },
      env: { ...process.env, NODE_ENV: deps.nodeEnv },
      resourceLimits: WORKER_HEAP,
    });
    spawned.unref();
    spawned.on('message', (message: WorkerFetch | Drawn) => {
      if (message.type === 'fetch') {
        answer(message, spawned).catch((error: unknown) => {
          deps.log.error({ err: error }, 'an answer for the drawing worker failed');
          spawned.postMessage({ type: 'fetched', id: message.id, status: 500, body: '' } satisfies WorkerFetched);
        });
        return;
      }
      started = true;
      if (message.error) {
        deps.log.warn({ url: pending.get(message.id)?.request.url, error: message.error }, 'a page was not drawn');
      }
      pending.get(message.id)?.done(message.screen);
      pending.delete(message.id);
    });
    // An error is followed by the exit: the pages of a worker that is gone are answered once, undrawn.
    const forget = () => {
      if (worker !== spawned) return;
      worker = null;
      started = false;
      failAll();
    };
    spawned.on('error', (error) => {
      deps.log.error({ err: error }, 'the drawing worker failed; the next page starts another');
      forget();
    });
    spawned.on('exit', forget);
    worker = spawned;
    return spawned;
  }

  return {
    async draw(request, locale, config) {
      const path = request.url.split('?')[0] ?? '';
      if (!(FIRST_SCREEN_PATHS as readonly string[]).includes(path)) return null;
      const token = pageSessionToken(request);
      const subjectId = Number(cookieValue(request.headers.cookie, SUBJECT_COOKIE));
      if (!token || !Number.isSafeInteger(subjectId) || subjectId <= 0) return null;
      const authentication = await deps.authenticate(token);
      if (authentication?.user.role_id !== ROLE.student) return null;
      lastDraw += 1;
      const id = lastDraw;
      const to = running();
      return new Promise<DrawnScreen | null>((resolve) => {
        const timer = setTimeout(
          () => {
            pending.delete(id);
            resolve(null);
          },
          started ? limits.drawMs : limits.startMs,
        );
        pending.set(id, {
          token,
          request,
          done(screen) {
            clearTimeout(timer);
            resolve(screen);
          },
        });
        const message: DrawRequest = {
          type: 'draw',
          id,
          url: request.url,
          locale,
          config,
          user_id: authentication.user.id,
          subject_id: subjectId,
        };
        to.postMessage(message);
      });
    },
    async close() {
      failAll();
      await worker?.terminate();
      worker = null;
    },
  };
}
