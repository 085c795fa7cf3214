import {
  type Endpoint,
  type EndpointData,
  type EndpointInput,
  FILE,
  fillPath,
  type HttpMethod,
  TOKEN_HEADER,
} from '@umka/contracts';
import type { ZodType } from 'zod';
import { ApiError, codeForStatus } from './api-error.ts';
import { authStore } from './auth-store.ts';
import { i18n, localize } from './i18n.ts';
import { startLoading } from './loading.ts';
import { navigateTo } from './navigation.ts';
import { notifyError, notifyLoginRequired } from './notify.ts';
import { reloadRoot } from './reload.ts';
import { firstPageSchemas, type SchemaLoader } from './schemas-later.ts';
import { realtime } from './socket.ts';

export { ApiError, isApiError } from './api-error.ts';

export const API_BASE = '/api';

type QueryValue = string | number | boolean | null | undefined;

interface RequestOptions<T> {
  /** Appended as a query string; null and undefined values are left out, arrays repeat the key. */
  query?: Record<string, QueryValue | readonly (string | number)[]>;
  /**
   * Validates the unwrapped `data`; a mismatch is reported like a server error. A loader (schemas-later.ts) is
   * started with the request, so a schema the page has not loaded yet arrives while the answer is on its way.
   */
  schema?: ZodType<T> | SchemaLoader<T>;
  signal?: AbortSignal;
  /**
   * 419 and 503 MAINTENANCE_MODE_ACTIVE reload the root page (spec §8). A caller that
   * handles them itself (the boot check of /client-config) turns that off.
   */
  reloadOnSessionLoss?: boolean;
  /** Sees the response headers of a successful call (login reads its token there). */
  onHeaders?: (headers: Headers) => void;
}

/** What a call may add besides the endpoint's input. */
export type CallOptions = Pick<RequestOptions<unknown>, 'signal' | 'reloadOnSessionLoss' | 'onHeaders'>;

/**
 * An endpoint whose schemas load with the request rather than with the page (the first page's calls, see
 * schemas-later.ts): its method and path, which the compiler holds to the endpoint's, and where its module is.
 */
export interface EndpointLater<E extends Endpoint> {
  method: E['method'];
  path: E['path'];
  load: () => Promise<E>;
}

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** The input may be left out when the endpoint needs none. */
export type CallArgs<E extends Endpoint> = [RequiredKeys<EndpointInput<E>>] extends [never]
  ? [input?: EndpointInput<E>, options?: CallOptions]
  : [input: EndpointInput<E>, options?: CallOptions];

export interface ApiClient {
  /** Calls an endpoint of @umka/contracts: its path filled from `params`, its answer checked by its schema. */
  call<E extends Endpoint>(endpoint: E | EndpointLater<E>, ...args: CallArgs<E>): Promise<EndpointData<E>>;
}

interface ClientBehaviour {
  /** Drives the global loading bar and shows the "Oops" notice on failure (spec §7 main client). */
  visible: boolean;
}

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function buildInit(method: HttpMethod, body: unknown, signal: AbortSignal | undefined): RequestInit {
  const headers = new Headers({ Accept: 'application/json' });
  const token = authStore.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const init: RequestInit = { method, headers, signal: signal ?? null };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(body);
  }
  return init;
}

function adoptRenewedToken(response: Response): void {
  const renewed = response.headers.get(TOKEN_HEADER);
  if (!renewed) return;
  authStore.replaceToken(renewed);
  realtime.setToken(renewed);
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isCsrfMismatch(status: number, body: unknown): boolean {
  return (
    status === 419 ||
    (typeof body === 'object' && body !== null && 'message' in body && body.message === 'CSRF token mismatch.')
  );
}

async function toApiError(status: number, body: unknown): Promise<ApiError> {
  const fallback = ApiError.of(status, codeForStatus(status));
  if (typeof body !== 'object' || body === null) return fallback;
  try {
    const envelope = (await firstPageSchemas()).readErrorEnvelopeSchema.safeParse(body);
    return envelope.success
      ? new ApiError(status, envelope.data.code, envelope.data.message, envelope.data.fields)
      : fallback;
  } catch {
    // Without the schemas (the network dropped while they loaded) the status still says what went wrong.
    return fallback;
  }
}

/** A loader's failure to arrive counts as an answer that could not be checked. */
async function schemaOf<T>(status: number, schema: Promise<ZodType<T>> | ZodType<T> | undefined) {
  try {
    return await schema;
  } catch (cause) {
    console.error('The schema of an answer could not be loaded', cause);
    throw ApiError.of(status, 'INTERNAL_ERROR');
  }
}

function unwrap<T>(status: number, body: unknown, schema: ZodType<T> | undefined): T {
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  console.error('Response does not match its schema', parsed.error.issues);
  throw ApiError.of(status, 'INTERNAL_ERROR');
}

function isSuccessEnvelope(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'status' in body && body.status === true;
}

/** Failures whose notice was already given by the session handling below. */
const reported = new WeakSet<ApiError>();

/** Reacts to failures that concern the whole app rather than the one call. */
function handleSessionFailures(error: ApiError, body: unknown, hadToken: boolean, mayReload: boolean): void {
  if (error.status === 401 && hadToken) {
    authStore.clear();
    realtime.disconnect();
    notifyLoginRequired();
    reported.add(error);
    navigateTo('/login');
    return;
  }
  const maintenance = error.status === 503 && error.code === 'MAINTENANCE_MODE_ACTIVE';
  if (mayReload && (maintenance || isCsrfMismatch(error.status, body))) reloadRoot();
}

async function perform<T>(method: HttpMethod, path: string, body: unknown, opts: RequestOptions<T>): Promise<T> {
  const hadToken = authStore.token() !== null;
  const schema = typeof opts.schema === 'function' ? opts.schema() : opts.schema;
  // A loader that fails before the answer is in is reported by schemaOf, not as an unhandled rejection.
  if (schema instanceof Promise) schema.catch(() => undefined);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, opts.query), buildInit(method, body, opts.signal));
  } catch (cause) {
    if (opts.signal?.aborted) throw cause;
    throw ApiError.of(0, 'INTERNAL_ERROR');
  }
  adoptRenewedToken(response);
  const payload = await readJson(response);
  if (response.ok && isSuccessEnvelope(payload)) {
    const data = unwrap(response.status, payload, await schemaOf(response.status, schema));
    opts.onHeaders?.(response.headers);
    return data;
  }
  const error = response.ok
    ? ApiError.of(response.status, 'INTERNAL_ERROR')
    : await toApiError(response.status, payload);
  handleSessionFailures(error, payload, hadToken, opts.reloadOnSessionLoss ?? true);
  throw error;
}

async function performBlob(path: string, opts: Pick<RequestOptions<Blob>, 'query' | 'signal'>): Promise<Blob> {
  const hadToken = authStore.token() !== null;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, opts.query), buildInit('GET', undefined, opts.signal));
  } catch (cause) {
    if (opts.signal?.aborted) throw cause;
    throw ApiError.of(0, 'INTERNAL_ERROR');
  }
  adoptRenewedToken(response);
  if (response.ok) return response.blob();
  const payload = await readJson(response);
  const error = await toApiError(response.status, payload);
  handleSessionFailures(error, payload, hadToken, true);
  throw error;
}

function createClient(behaviour: ClientBehaviour): ApiClient {
  async function visibly<T>(run: () => Promise<T>): Promise<T> {
    const stopLoading = behaviour.visible ? startLoading() : () => undefined;
    try {
      return await run();
    } catch (error) {
      if (behaviour.visible && error instanceof ApiError && !reported.has(error)) {
        notifyError(i18n.t('errors.oops'), localize(error.message));
      }
      throw error;
    } finally {
      stopLoading();
    }
  }

  const request = <T>(method: HttpMethod, path: string, body: unknown, opts: RequestOptions<T> = {}) =>
    visibly(() => perform(method, path, body, opts));

  function call<E extends Endpoint>(endpoint: E | EndpointLater<E>, ...[input, options]: CallArgs<E>) {
    const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
    const path = fillPath(endpoint.path, params as Record<string, unknown> | undefined);
    const opts = { ...options, query: query as RequestOptions<unknown>['query'] };
    if ('load' in endpoint) {
      const schema = () => endpoint.load().then((loaded) => loaded.response as ZodType<EndpointData<E>>);
      return request(endpoint.method, path, body, { ...opts, schema });
    }
    if (endpoint.response === FILE) return visibly(() => performBlob(path, opts)) as Promise<EndpointData<E>>;
    return request(endpoint.method, path, body, { ...opts, schema: endpoint.response as ZodType<EndpointData<E>> });
  }

  return { call };
}

/** Main client: shows the global loading bar and, on failure, the "Oops" notice with the server's text. */
export const api = createClient({ visible: true });

/** Silent client: no loading bar, no notice; the caller reports failures its own way. */
export const silentApi = createClient({ visible: false });
