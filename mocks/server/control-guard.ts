/**
 * Who may use the standalone server's `/__mock/*` control routes, so a browser tab on another site
 * cannot reset, re-time or fault a mock left running on a developer's machine:
 * - cross-site requests are refused (403): an `Origin` that is neither the server's own origin nor
 *   one of `--origins` (`Origin: null` included), or, with no `Origin`, `Sec-Fetch-Site: cross-site`.
 *   Requests without either (curl, tests, Playwright's request context) pass. The server's own
 *   origin counts only when it is reached by `localhost`, an IP address or the `--host` name, so a
 *   DNS name rebound to this machine is not "own"; list such a name in `--origins`.
 * - a body must be JSON (415 otherwise): `Content-Type: application/json` (any parameters); an
 *   empty body (bodiless POST, GET, DELETE) needs none. The vitals report may also come as
 *   `text/plain`: the app sends it with `navigator.sendBeacon(url, string)`, which always uses that
 *   type (a simple request, so a metrics endpoint on another origin needs no preflight).
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { originOf } from './cors';

export interface GuardRefusal {
  status: 403 | 415;
  body: { ok: false; error: string };
}

const refuse = (status: GuardRefusal['status'], error: string): GuardRefusal => ({ status, body: { ok: false, error } });

/** Control routes that take a beacon's `text/plain` JSON besides `application/json`. */
const PLAIN_TEXT_ROUTES = new Set(['/__mock/vitals']);

function hostnameOf(host: string): string {
  try {
    return new URL(`http://${host}`).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return '';
  }
}

/** `http://<Host>` when the request reached the server by a name that can only be this machine's. */
function ownOrigin(req: IncomingMessage, bindHost: string): string | undefined {
  const host = req.headers.host;
  if (!host) return undefined;
  const name = hostnameOf(host).toLowerCase();
  const local = name === 'localhost' || isIP(name) !== 0 || name === bindHost.toLowerCase();
  return local ? `http://${host.toLowerCase()}` : undefined;
}

/** A refusal when the request comes from another site's page. */
export function crossSiteRefusal(req: IncomingMessage, allowed: readonly string[], bindHost: string): GuardRefusal | null {
  const header = req.headers.origin;
  if (typeof header === 'string') {
    const origin = originOf(req);
    if (origin !== undefined && (allowed.includes(origin) || origin.toLowerCase() === ownOrigin(req, bindHost))) return null;
    return refuse(403, `control routes refuse requests from origin ${JSON.stringify(header)} (not this server's or one of --origins)`);
  }
  if (req.headers['sec-fetch-site'] === 'cross-site') return refuse(403, 'control routes refuse cross-site requests');
  return null;
}

/** A refusal when a non-empty body is not declared as JSON. */
export function contentTypeRefusal(req: IncomingMessage, pathname: string, bodyBytes: number): GuardRefusal | null {
  if (bodyBytes === 0) return null;
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') return null;
  if (type === 'text/plain' && PLAIN_TEXT_ROUTES.has(pathname.replace(/\/+$/, ''))) return null;
  return refuse(415, `control routes take JSON only: send Content-Type: application/json (got ${JSON.stringify(type || '(none)')})`);
}
