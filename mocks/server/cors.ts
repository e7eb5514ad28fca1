/** CORS for the standalone server: allow-listed origins only. */
import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'X-Signature', 'X-Timestamp', 'Idempotency-Key'];
/** Response headers a cross-origin client may read besides the CORS-safelisted ones. */
const EXPOSED_HEADERS = ['Date'];
const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export function isPreflight(req: IncomingMessage): boolean {
  return req.method === 'OPTIONS' && typeof req.headers['access-control-request-method'] === 'string';
}

export function originOf(req: IncomingMessage): string | undefined {
  const origin = req.headers.origin;
  return typeof origin === 'string' && origin !== 'null' ? origin.replace(/\/+$/, '') : undefined;
}

/** Adds the CORS answer headers when the request comes from an allowed origin. */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowed: readonly string[]): void {
  res.setHeader('Vary', 'Origin');
  const origin = originOf(req);
  if (!origin || !allowed.includes(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  // The client corrects its clock with the answers' Date, which CORS hides unless exposed.
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '));
}

/** Answers a preflight: 204 for an allowed origin, 403 otherwise. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse, allowed: readonly string[]): number {
  const origin = originOf(req);
  res.setHeader('Vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
  if (!origin || !allowed.includes(origin)) {
    const body = JSON.stringify({ code: 'FORBIDDEN', message: { th: 'ไม่อนุญาตต้นทางนี้', en: `Origin not allowed: ${origin ?? '(none)'}` } });
    res.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
    return 403;
  }
  res.writeHead(204, {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': ALLOWED_METHODS.join(', '),
    'Access-Control-Allow-Headers': ALLOWED_HEADERS.join(', '),
    'Access-Control-Max-Age': '600',
    'Content-Length': '0',
  });
  res.end();
  return 204;
}
