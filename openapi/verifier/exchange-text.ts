/** Short words for an answer, shared by the runner, the sessions and the probes. */
import type { HttpExchange } from './http';
import { readJsonPath } from './scenarios';

export function errorCode(body: unknown): string | undefined {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

export function short(exchange: HttpExchange): string {
  const code = errorCode(exchange.body);
  return `status ${exchange.status}${code ? ` ${code}` : ''}`;
}

const typeName = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * Why `path` of an answer holds no `want` value, and what came instead:
 * `$.data.transaction_id missing (status 200; $.data has otp_ref, expires_in)`,
 * `$.data.token expected string, got number (status 200)`, `$.data missing: body is not JSON (…)`.
 */
export function describeMissing(exchange: HttpExchange, path: string, want = 'string'): string {
  const status = short(exchange);
  if (!exchange.bodyIsJson) {
    const body = exchange.rawBody.trim() === '' ? 'empty body' : 'body is not JSON';
    return `${path} missing: ${body} (${status}, Content-Type ${JSON.stringify(exchange.contentType || '(none)')})`;
  }
  const value = readJsonPath(exchange.body, path);
  if (value === '') return `${path} is an empty string (${status})`;
  if (value !== undefined) return `${path} expected ${want}, got ${typeName(value)} (${status})`;
  // The deepest part of the path that is there, to show the shape that came instead.
  let parent = path;
  let held: unknown;
  do {
    parent = parent.replace(/(\.[^.[\]]+|\[\d+\])$/, '');
    held = readJsonPath(exchange.body, parent);
  } while (held === undefined && parent !== '$');
  const shape =
    held && typeof held === 'object' && !Array.isArray(held)
      ? `${parent} has ${Object.keys(held).join(', ') || 'no properties'}`
      : `${parent} is ${typeName(held)}`;
  return `${path} missing (${status}; ${shape})`;
}
