/**
 * The orval mutator: the only place in the product that calls `fetch`.
 * Adds the bearer token, signs customer calls with the server's time, applies the 3-minute
 * timeout, unwraps `data` and turns every failure into an ApiError. Every answer's `Date` corrects
 * the app's clock (shared/lib/server-clock.ts); a call refused with SIGNATURE_EXPIRED is signed
 * again with the corrected clock and sent once more.
 */
import { env } from '@/shared/config/env';
import { learnServerTime, serverNow } from '@/shared/lib/server-clock';
import { readToken } from '@/shared/session/token';
import { apiErrorFromBody, isApiError, networkError, timeoutError, type ApiError } from './api-error';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, needsSignature, signRequest, unixSeconds } from './signature';

export const REQUEST_TIMEOUT_MS = 180_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The request shape orval's generated code hands to the mutator. */
export interface RequestConfig {
  url: string;
  method: HttpMethod | Lowercase<HttpMethod>;
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: string;
}

/** Per-call options a caller may pass through a generated hook (`request: {...}`). */
export interface RequestOptions {
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Used instead of the stored token, for the header and the signature (logout, once it is cleared). */
  token?: string;
}

/** Success bodies wrap the payload in `data`; callers get the payload. */
export type Unwrap<T> = T extends { data: infer D } ? D : T;

export type ErrorType<E> = ApiError & { body?: E };
export type BodyType<B> = B;

function buildUrl(path: string, params?: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  const qs = query.toString();
  return `${env.apiBaseUrl}${path}${qs ? `?${qs}` : ''}`;
}

async function buildHeaders(config: RequestConfig, options?: RequestOptions): Promise<Headers> {
  const headers = new Headers({ Accept: 'application/json' });
  for (const [k, v] of Object.entries({ ...config.headers, ...options?.headers })) {
    // The browser sets the multipart boundary itself.
    if (k.toLowerCase() === 'content-type' && config.data instanceof FormData) continue;
    headers.set(k, v);
  }
  if (config.data !== undefined && !(config.data instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  const token = options?.token ?? readToken();
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
    if (needsSignature(config.url)) {
      const timestamp = unixSeconds(serverNow());
      headers.set(TIMESTAMP_HEADER, timestamp);
      headers.set(SIGNATURE_HEADER, await signRequest(env.signingKey, token, timestamp));
    }
  }
  return headers;
}

function encodeBody(data: unknown): BodyInit | undefined {
  if (data === undefined) return undefined;
  if (data instanceof FormData) return data;
  return JSON.stringify(data);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function unwrap(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'data' in body) return (body as { data: unknown }).data;
  return body;
}

function isStaleSignature(status: number, body: unknown): boolean {
  return status === 401 && (body as { code?: unknown } | undefined)?.code === 'SIGNATURE_EXPIRED';
}

/** Links the caller's abort signal (react-query) with the timeout. */
function linkAbort(controller: AbortController, signal?: AbortSignal): () => void {
  if (!signal) return () => undefined;
  if (signal.aborted) controller.abort(signal.reason);
  const onAbort = () => controller.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  return () => signal.removeEventListener('abort', onAbort);
}

export async function customFetch<T>(config: RequestConfig, options?: RequestOptions): Promise<Unwrap<T>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options?.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const unlink = linkAbort(controller, config.signal);

  /** One send: the headers (signature included) are made anew each time; the answer's `Date` is learnt. */
  const send = async (): Promise<[Response, unknown]> => {
    const headers = await buildHeaders(config, options);
    const sentAt = Date.now();
    const response = await fetch(buildUrl(config.url, config.params), {
      method: config.method.toUpperCase(),
      headers,
      body: encodeBody(config.data),
      signal: controller.signal,
    });
    learnServerTime(response.headers.get('Date'), sentAt, Date.now());
    return [response, await readBody(response)];
  };

  try {
    let [response, body] = await send();
    // The server refused the timestamp before doing anything, and its answer has just set the
    // clock right: once more, with a fresh signature (the same Idempotency-Key; the body is encoded
    // again from `config.data`, JSON text or the same FormData, so it can always be sent again).
    if (isStaleSignature(response.status, body)) [response, body] = await send();
    if (!response.ok) throw apiErrorFromBody(response.status, body);
    return unwrap(body) as Unwrap<T>;
  } catch (error) {
    if (timedOut) throw timeoutError();
    if (config.signal?.aborted) throw error;
    if (isApiError(error)) throw error;
    throw networkError(error);
  } finally {
    clearTimeout(timer);
    unlink();
  }
}

export default customFetch;
