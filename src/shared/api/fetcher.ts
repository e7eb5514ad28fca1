/**
 * The orval mutator: the one way the product calls the API (the start screen's first reads, sent by
 * the page's inline script before the app's code, are its own calls sent early: it adopts their
 * answers, early-reads.ts).
 * Adds the bearer token, signs customer calls with the server's time, applies the 3-minute
 * timeout, unwraps `data` and turns every failure into an ApiError. Every answer's `Date` corrects
 * the app's clock (shared/lib/server-clock.ts); a call refused with SIGNATURE_EXPIRED is signed
 * again with the corrected clock and sent once more.
 */
import { learnServerTime } from '@/shared/lib/server-clock';
import { apiErrorFromBody, isApiError, networkError, timeoutError, type ApiError } from './api-error';
import { adoptEarlyRead } from './early-reads';
import { authorizationOf, buildHeaders, buildUrl, unwrap, type RequestConfig, type RequestOptions } from './request';

export const REQUEST_TIMEOUT_MS = 180_000;

export type { HttpMethod, RequestConfig, RequestOptions } from './request';

/** Success bodies wrap the payload in `data`; callers get the payload. */
export type Unwrap<T> = T extends { data: infer D } ? D : T;

export type ErrorType<E> = ApiError & { body?: E };
export type BodyType<B> = B;

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

function isStaleSignature(status: number, body: unknown): boolean {
  return status === 401 && (body as { code?: unknown } | undefined)?.code === 'SIGNATURE_EXPIRED';
}

/** The promise's outcome, or the signal's abort reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
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

  /**
   * One send: the headers (signature included) are made anew each time; the answer's `Date` is learnt.
   * The first send of a read the page's inline script already sent adopts that answer (early-reads.ts),
   * before any signing: that read was signed when it was sent.
   */
  const send = async (adopt: boolean): Promise<[Response, unknown]> => {
    const url = buildUrl(config.url, config.params);
    const early = adopt ? await untilAborted(adoptEarlyRead(url, config.method, authorizationOf(options)), controller.signal) : undefined;
    const [response, sentAt, receivedAt] = early ? [early.response, early.sentAt, early.receivedAt] : await sendNow(url);
    learnServerTime(response.headers.get('Date'), sentAt, receivedAt);
    return [response, await readBody(response)];
  };
  const sendNow = async (url: string): Promise<[Response, number, number]> => {
    const headers = await buildHeaders(config, options);
    const sentAt = Date.now();
    const response = await fetch(url, { method: config.method.toUpperCase(), headers, body: encodeBody(config.data), signal: controller.signal });
    return [response, sentAt, Date.now()];
  };

  try {
    let [response, body] = await send(true);
    // The server refused the timestamp before doing anything, and its answer has just set the
    // clock right: once more, with a fresh signature (the same Idempotency-Key; the body is encoded
    // again from `config.data`, JSON text or the same FormData, so it can always be sent again).
    if (isStaleSignature(response.status, body)) [response, body] = await send(false);
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
