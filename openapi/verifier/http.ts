/**
 * Sends one contract operation to the server under test, authenticated and signed exactly as the
 * app's fetcher does (src/shared/api/fetcher.ts): `Authorization: Bearer <token>` and, on customer
 * calls, `X-Timestamp` + `X-Signature = HMAC-SHA256(key, token + timestamp)` from signature.ts.
 */
import { randomUUID } from 'node:crypto';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signRequest, unixSeconds } from '../../src/shared/api/signature';
import type { ContractOperation } from './contract';
import { RunStopped, type RunWatch } from './run-watch';
import type { ServerClock } from './server-time';
import type { MultipartFile, SigningOverride } from './scenarios';

export interface SendOptions {
  baseUrl: string;
  secret: string;
  timeoutMs: number;
  /** The run's deadline, timeout count and observations (none in unit tests of send). */
  watch?: RunWatch;
  /** The server's time from its answers' `Date` (for `signing.server_time_offset`). */
  serverClock?: ServerClock;
}

export interface OutgoingRequest {
  op: ContractOperation;
  token?: string;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string | null>;
  signing?: SigningOverride;
}

export interface HttpExchange {
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody?: unknown;
  status: number;
  contentType: string;
  /** Parsed JSON, or the raw text when the body is not JSON, or undefined when empty. */
  body: unknown;
  bodyIsJson: boolean;
  rawBody: string;
  /** The answer's `Date` header (null when absent). */
  date: string | null;
  durationMs: number;
}

/** A transport failure (connection refused, DNS, timeout, stalled body): the server did not answer. */
export class TransportError extends Error {
  readonly url: string;
  constructor(message: string, url: string) {
    super(message);
    this.url = url;
  }
}

const isTimeout = (error: unknown) => ['TimeoutError', 'AbortError'].includes((error as { name?: string }).name ?? '');

const IDEMPOTENCY_HEADER = 'Idempotency-Key';

function buildUrl(baseUrl: string, path: string, query?: Record<string, unknown>): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) qs.append(key, String(item));
  }
  const q = qs.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${q ? `?${q}` : ''}`;
}

function isMultipartFile(value: unknown): value is MultipartFile {
  return typeof value === 'object' && value !== null && '$file' in value;
}

/** The multipart form of a scenario body: `$file` fields as files (`base64` content, or `size` bytes of zeros). */
export function multipartForm(body: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (isMultipartFile(value)) {
      const { base64, size, content_type: type, filename } = value.$file;
      const bytes = size !== undefined ? new Uint8Array(size) : Buffer.from(base64 ?? '', 'base64');
      form.append(name, new Blob([bytes], { type }), filename);
    } else if (value !== undefined && value !== null) {
      form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
  return form;
}

function encodeBody(op: ContractOperation, body: unknown): { payload?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (op.requestContentType === 'multipart/form-data' && body && typeof body === 'object') return { payload: multipartForm(body) };
  return { payload: JSON.stringify(body), contentType: 'application/json' };
}

function describeCause(error: unknown): string {
  const e = error as { message?: string; cause?: { code?: string; message?: string } };
  const cause = e.cause?.code ?? e.cause?.message;
  return cause ? `${e.message ?? 'fetch failed'} (${cause})` : (e.message ?? String(error));
}

/** The time to sign with: this machine's, or the server's (from its last `Date`) plus `server_time_offset`. */
function signingTime(signing: SigningOverride, options: SendOptions): number {
  if (signing.server_time_offset === undefined) return Date.now();
  const server = options.serverClock?.now();
  if (server === undefined) throw new Error('no answer with a valid Date header yet: cannot sign relative to the server\'s time');
  return server + signing.server_time_offset * 1000;
}

export async function send(request: OutgoingRequest, options: SendOptions): Promise<HttpExchange> {
  const { op } = request;
  const url = buildUrl(options.baseUrl, op.path, request.query);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const { payload, contentType } = encodeBody(op, request.body);
  if (contentType) headers['Content-Type'] = contentType;
  if (request.token !== undefined) {
    headers.Authorization = `Bearer ${request.token}`;
    const signing = request.signing ?? {};
    if (op.security === 'customer' && signing.sign !== false) {
      const timestamp = unixSeconds(signingTime(signing, options) + (signing.timestamp_offset ?? 0) * 1000);
      headers[TIMESTAMP_HEADER] = timestamp;
      headers[SIGNATURE_HEADER] = await signRequest(signing.key ?? options.secret, request.token, timestamp);
    }
  }
  if (op.parameters.some((p) => p.in === 'header' && p.name === IDEMPOTENCY_HEADER)) {
    headers[IDEMPOTENCY_HEADER] = randomUUID();
  }
  const overrides = Object.entries(request.headers ?? {});
  for (const [name, value] of overrides) {
    const existing = Object.keys(headers).find((h) => h.toLowerCase() === name.toLowerCase());
    if (existing) delete headers[existing];
    if (value !== null) headers[name] = value;
  }
  // A scenario that sets its own X-Timestamp (but not X-Signature) gets a signature over that timestamp.
  const own = (name: string) => overrides.find(([h]) => h.toLowerCase() === name.toLowerCase());
  const ownTimestamp = own(TIMESTAMP_HEADER)?.[1];
  if (request.token !== undefined && op.security === 'customer' && typeof ownTimestamp === 'string' && !own(SIGNATURE_HEADER)) {
    headers[SIGNATURE_HEADER] = await signRequest(request.signing?.key ?? options.secret, request.token, ownTimestamp);
  }

  const method = op.method.toUpperCase();
  const { watch } = options;
  const budget = watch ? watch.budget(options.timeoutMs) : options.timeoutMs;
  // One timer for the headers and the body: a server that sends headers and then stalls is a timeout too.
  const signal = AbortSignal.timeout(budget);
  /** A timeout cut short by the run's deadline is the deadline, not a slow call. */
  const timeout = (what: string) => {
    if (watch?.deadlinePassed()) return new RunStopped(watch.deadlineText);
    watch?.timedOut();
    return new TransportError(what, url);
  };
  const started = Date.now();
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: payload, signal });
  } catch (error) {
    if (isTimeout(error)) throw timeout(`no answer within ${budget} ms`);
    throw new TransportError(describeCause(error), url);
  }
  let rawBody: string;
  try {
    rawBody = await response.text();
  } catch (error) {
    if (isTimeout(error)) throw timeout(`body stalled: status ${response.status} came, the body did not finish within ${budget} ms`);
    throw new TransportError(`body broken off: ${describeCause(error)} (status ${response.status})`, url);
  }
  const responseType = response.headers.get('content-type') ?? '';
  const { body, bodyIsJson } = parseBody(rawBody);
  watch?.answered(op, response.status, responseType, rawBody, body, bodyIsJson);
  const date = response.headers.get('date');
  options.serverClock?.observe(date, Date.now());
  return {
    method,
    url,
    requestHeaders: headers,
    requestBody: request.body,
    status: response.status,
    contentType: responseType,
    body,
    bodyIsJson,
    rawBody,
    date,
    durationMs: Date.now() - started,
  };
}

/** Checks the server answers at all (any HTTP status counts). Returns the problem, or undefined when reachable. */
export async function probeReachable(
  baseUrl: string,
  timeoutMs: number,
): Promise<{ problem?: string; clockSkewSeconds?: number }> {
  const url = buildUrl(baseUrl, '/api/Content/Document', { kind: 'terms' });
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' } });
    await response.arrayBuffer().catch(() => undefined);
    const date = response.headers.get('date');
    const skew = date ? Math.round((Date.parse(date) - Date.now()) / 1000) : undefined;
    return { clockSkewSeconds: Number.isFinite(skew) ? skew : undefined };
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') return { problem: `no answer from ${baseUrl} within ${timeoutMs} ms` };
    return { problem: `cannot connect to ${baseUrl}: ${describeCause(error)}` };
  }
}

/** An answer's body: parsed when it is JSON (`bodyIsJson`), else the text; undefined when empty. */
export function parseBody(rawBody: string): { body: unknown; bodyIsJson: boolean } {
  if (rawBody === '') return { body: undefined, bodyIsJson: false };
  try {
    return { body: JSON.parse(rawBody) as unknown, bodyIsJson: true };
  } catch {
    return { body: rawBody, bodyIsJson: false };
  }
}
