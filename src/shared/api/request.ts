/**
 * A call's address and headers, as the contract wants them (the query string, the bearer token and,
 * for customer calls, the signature with the server's time), and the payload of its answer. Shared by the orval mutator (fetcher.ts)
 * and the reads the page's inline script sends before the app's code is in (early-reads.ts), so both
 * send exactly the same request. Free of state and side effects: the inline script bundles it.
 */
import { env } from '@/shared/config/env';
import { serverNow } from '@/shared/lib/server-clock';
import { readToken } from '@/shared/session/token';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, needsSignature, signRequest, unixSeconds } from './signature';

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

export function buildUrl(path: string, params?: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  const qs = query.toString();
  return `${env.apiBaseUrl}${path}${qs ? `?${qs}` : ''}`;
}

/** The token a call carries: the caller's, or the stored one. */
const tokenOf = (options?: RequestOptions): string | null => options?.token ?? readToken();
const bearer = (token: string): string => `Bearer ${token}`;

/** A call's `Authorization` header, null without a token. */
export function authorizationOf(options?: RequestOptions): string | null {
  const token = tokenOf(options);
  return token ? bearer(token) : null;
}

export async function buildHeaders(config: RequestConfig, options?: RequestOptions): Promise<Headers> {
  const headers = new Headers({ Accept: 'application/json' });
  for (const [k, v] of Object.entries({ ...config.headers, ...options?.headers })) {
    // The browser sets the multipart boundary itself.
    if (k.toLowerCase() === 'content-type' && config.data instanceof FormData) continue;
    headers.set(k, v);
  }
  if (config.data !== undefined && !(config.data instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  const token = tokenOf(options);
  if (token) {
    headers.set('Authorization', bearer(token));
    if (needsSignature(config.url)) {
      const timestamp = unixSeconds(serverNow());
      headers.set(TIMESTAMP_HEADER, timestamp);
      headers.set(SIGNATURE_HEADER, await signRequest(env.signingKey, token, timestamp));
    }
  }
  return headers;
}

/** Success bodies wrap the payload in `data`: the payload. */
export function unwrap(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'data' in body) return (body as { data: unknown }).data;
  return body;
}
