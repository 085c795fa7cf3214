/**
 * One visit of a soak student, as a child at a school computer makes it: logs in once, then with that token reads
 * their page, plays a trainer round (waiting as long as its answers claim to take, since the server times a round by
 * its own clock), buys the cheapest thing they can afford for their home, writes to their teacher and reads the news.
 * Every call is timed and judged: a 2xx is `ok`, a business refusal the visit expects is `refused`, anything else
 * (another status, a network error, a timeout, a 2xx without what it must carry) is an `error`.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  authApi,
  chatApi,
  type EndpointDefinition,
  fillPath,
  meApi,
  newsApi,
  TOKEN_HEADER,
  thingsApi,
  trainersApi,
} from '@umka/contracts';
import type { FractionsSettings } from '@umka/games';
import { honestResult, PLAYED_TRAINER } from './honest-round.ts';

export const CALLS = [
  'login',
  'me',
  'trainers',
  'session',
  'round',
  'shop',
  'buy',
  'chat',
  'news',
  'news-read',
] as const;
export type CallName = (typeof CALLS)[number];

/** The refusals a visit may meet in the normal course of things, by call; every other refusal is an error. */
export const EXPECTED_REFUSALS: Partial<Record<CallName, readonly string[]>> = {
  // The balance read at the visit's start may be spent meanwhile by the student's previous visit, which may
  // also have bought the same thing.
  buy: ['NOT_ENOUGH_LIKES', 'ALREADY_OWNED'],
};

const CALL_TIMEOUT_MS = 10_000;
/** Past the round's claimed time, so the server's clock agrees it took that long. */
const ROUND_MARGIN_MS = 300;

export type Outcome = 'ok' | 'refused' | 'error';

export interface CallLog {
  record(call: CallName, ms: number, outcome: Outcome, problem?: string): void;
}

export interface Visitor {
  student: { id: number; email: string };
  password: string;
  subjectId: number;
  homeId: number;
  /** The next server to send a request to (a round-robin balancer over the instances). */
  nextUrl(): string;
  log: CallLog;
}

interface Answer {
  data: unknown;
  headers: Headers;
}

async function call(
  visitor: Visitor,
  name: CallName,
  endpoint: EndpointDefinition,
  request: { params?: Record<string, unknown>; query?: string; body?: unknown; token?: string },
): Promise<Answer | null> {
  const url = `${visitor.nextUrl()}/api${fillPath(endpoint.path, request.params)}${request.query ?? ''}`;
  const headers: Record<string, string> = {};
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  const begun = performance.now();
  try {
    const response = await fetch(url, {
      method: endpoint.method,
      headers,
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const text = await response.text();
    const ms = performance.now() - begun;
    const body = JSON.parse(text) as { status: boolean; data?: unknown; code?: string };
    if (response.ok) {
      visitor.log.record(name, ms, 'ok');
      return { data: body.data, headers: response.headers };
    }
    const code = body.code ?? '';
    const expected = EXPECTED_REFUSALS[name]?.includes(code) ?? false;
    visitor.log.record(name, ms, expected ? 'refused' : 'error', `${response.status} ${code}`);
    return null;
  } catch (error) {
    const problem = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    visitor.log.record(name, performance.now() - begun, 'error', problem);
    return null;
  }
}

/** A 2xx that lacks what the visit needs from it is an error of that call, and the visit stops there. */
function missing(visitor: Visitor, name: CallName, what: string): null {
  visitor.log.record(name, 0, 'error', `answered without ${what}`);
  return null;
}

interface MeAnswer {
  student: { subjects: { id: number; likes_balance: number }[]; groups: { teacher_id: number }[] } | null;
}

async function logIn(visitor: Visitor): Promise<string | null> {
  const login = await call(visitor, 'login', authApi.login, {
    body: { email: visitor.student.email, password: visitor.password },
  });
  if (!login) return null;
  return login.headers.get(TOKEN_HEADER) ?? missing(visitor, 'login', `a ${TOKEN_HEADER} header`);
}

async function playRound(visitor: Visitor, token: string): Promise<void> {
  const list = await call(visitor, 'trainers', trainersApi.list, { query: `?subject_id=${visitor.subjectId}`, token });
  if (!list) return;
  const trainer = (list.data as { id: number; component: string }[]).find((t) => t.component === PLAYED_TRAINER);
  if (!trainer) return void missing(visitor, 'trainers', `the ${PLAYED_TRAINER} trainer`);
  const started = await call(visitor, 'session', trainersApi.startSession, {
    params: { id: trainer.id },
    body: { subject_id: visitor.subjectId },
    token,
  });
  if (!started) return;
  const session = started.data as { session_id: number; seed: number; settings: FractionsSettings };
  const result = honestResult(session.seed, session.settings);
  await sleep(result.elapsed_ms + ROUND_MARGIN_MS);
  await call(visitor, 'round', trainersApi.submitResult, {
    params: { sessionId: session.session_id },
    body: result,
    token,
  });
}

async function buyThing(visitor: Visitor, token: string, balance: number): Promise<void> {
  const place = { id: visitor.student.id, locationId: visitor.homeId };
  const shop = await call(visitor, 'shop', thingsApi.shop, {
    params: place,
    query: `?subject_id=${visitor.subjectId}`,
    token,
  });
  if (!shop) return;
  const cheapest = (shop.data as { id: number; price: number; owned: boolean }[])
    .filter((thing) => !thing.owned && thing.price <= balance)
    .sort((a, b) => a.price - b.price)[0];
  // A child who cannot afford anything looks and leaves.
  if (!cheapest) return;
  await call(visitor, 'buy', thingsApi.buy, {
    params: place,
    body: { subject_id: visitor.subjectId, thing_id: cheapest.id },
    token,
  });
}

async function readNews(visitor: Visitor, token: string): Promise<void> {
  const own = { id: visitor.student.id };
  const list = await call(visitor, 'news', newsApi.ofStudent, {
    params: own,
    query: `?main_subject_id=${visitor.subjectId}`,
    token,
  });
  if (!list) return;
  const news = (list.data as { news: { id: number; is_read: boolean }[] }).news;
  const item = news.find((entry) => !entry.is_read) ?? news[0];
  if (!item) return void missing(visitor, 'news', 'any news');
  await call(visitor, 'news-read', newsApi.markRead, {
    params: { ...own, newsId: item.id },
    body: { is_read: true },
    token,
  });
}

export async function visit(visitor: Visitor): Promise<void> {
  const token = await logIn(visitor);
  if (!token) return;
  const me = await call(visitor, 'me', meApi.get, { token });
  if (!me) return;
  const student = (me.data as MeAnswer).student;
  const subject = student?.subjects.find((s) => s.id === visitor.subjectId);
  const teacherId = student?.groups[0]?.teacher_id;
  if (!subject || teacherId === undefined) return void missing(visitor, 'me', 'the subject and the class');
  await playRound(visitor, token);
  await buyThing(visitor, token, subject.likes_balance);
  await call(visitor, 'chat', chatApi.send, {
    body: { to_id: teacherId, text: 'Я решил ещё один раунд!', client_key: randomUUID() },
    token,
  });
  await readNews(visitor, token);
}
