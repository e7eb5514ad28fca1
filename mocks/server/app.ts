/**
 * The standalone mock server: node:http in front of the same MSW handlers the browser worker and
 * the tests use (`getResponse(handlers, request)`), plus CORS, `/__mock/` control routes and an
 * optional static production build.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type RequestHandler } from 'msw';
import { createHandlers } from '../runtime';
import { GENERIC_ERROR_BODY, MAX_REQUEST_BODY_BYTES, NOT_FOUND_BODY, PAYLOAD_TOO_LARGE_BODY } from '../runtime/errors';
import { serverDate } from '../runtime/server-date';
import { handleControl } from './control-routes';
import { contentTypeRefusal, crossSiteRefusal } from './control-guard';
import { printable } from './log-text';
import { answerPreflight, applyCors, isPreflight } from './cors';
import type { ServerOptions } from './options';
import { fileURLToPath } from 'node:url';
import { createStaticSite, type StaticSite } from './static';
import { gameAsset } from '../game/page';
import { GAME_PAGE_HEADERS, siteSecurityHeaders } from './security';
import { describeVitals, type FieldReport } from './vitals';

/** Files only the mock serves: privilege and activity images, the MSW service worker. */
const MOCK_PUBLIC_DIR = fileURLToPath(new URL('../public/', import.meta.url));

/** Headers that describe the client connection, not the request: not passed to the handlers. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer', 'host']);
/** After a 413, the rest of the body is read and dropped up to this much (so the client gets the answer), then the connection is cut. */
const DISCARD_LIMIT_BYTES = 4 * MAX_REQUEST_BODY_BYTES;

export interface MockServer {
  readonly server: Server;
  readonly handlers: RequestHandler[];
  /** Starts listening; resolves with the base URL (`http://host:port`). */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export type LogLine = (line: string) => void;

class BodyTooLarge extends Error {}

/** The request body, or BodyTooLarge beyond MAX_REQUEST_BODY_BYTES (declared or sent); the excess is dropped. */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolvePromise, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number(req.headers['content-length'] ?? 0) > MAX_REQUEST_BODY_BYTES;
    if (tooLarge) reject(new BodyTooLarge());
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (!tooLarge && size > MAX_REQUEST_BODY_BYTES) {
        tooLarge = true;
        chunks.length = 0;
        reject(new BodyTooLarge());
      }
      if (!tooLarge) chunks.push(chunk);
      else if (size > DISCARD_LIMIT_BYTES) req.destroy();
    });
    req.on('end', () => resolvePromise(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function toFetchHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.startsWith(':') || HOP_BY_HOP.has(name.toLowerCase())) continue;
    try {
      headers.append(name, raw[i + 1]!);
    } catch {
      // a header value fetch does not accept: drop it
    }
  }
  return headers;
}

function sendJson(res: ServerResponse, status: number, body: unknown, head = false, extra: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...extra,
  });
  res.end(head ? undefined : text);
}

async function writeFetchResponse(res: ServerResponse, response: Response, head: boolean): Promise<void> {
  const body = head ? undefined : Buffer.from(await response.arrayBuffer());
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie' || name === 'content-length' || name === 'content-encoding' || name === 'transfer-encoding') return;
    res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  if (!res.hasHeader('cache-control')) res.setHeader('Cache-Control', 'no-store');
  if (body) res.setHeader('Content-Length', body.length);
  res.writeHead(response.status, response.statusText || undefined);
  res.end(body);
}

/** How long an idle keep-alive connection stays open. */
export const KEEP_ALIVE_MS = 65_000;

export function createMockServer(options: ServerOptions, log: LogLine = (line) => console.log(line)): MockServer {
  const handlers = createHandlers({ latency: options.latency });
  // The mock's own assets (privilege images, the service worker) are served with or without a build.
  const site: StaticSite = createStaticSite(
    options.staticDir ? [options.staticDir, MOCK_PUBLIC_DIR] : [MOCK_PUBLIC_DIR],
    siteSecurityHeaders(options.staticDir),
  );
  // Builds under a path prefix (--static-at), each with its own security headers and index.html.
  const mounts = (options.staticAt ?? []).map(({ prefix, dir }) => ({ prefix, site: createStaticSite([dir], siteSecurityHeaders(dir)) }));

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<number | string> {
    const method = (req.method ?? 'GET').toUpperCase();
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const body = hasBody ? await readBody(req) : undefined;
    // Aborted when the client goes away, so a forced 'timeout' stops waiting.
    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableEnded) abort.abort();
    });
    const request = new Request(url, {
      method,
      headers: toFetchHeaders(req),
      body: body && body.length > 0 ? new Uint8Array(body) : undefined,
      signal: abort.signal,
    });
    const response = await getResponse(handlers, request, { baseUrl: url.origin });
    if (abort.signal.aborted || res.destroyed) return 'aborted';
    // The mock clock's time, also on the answers the handlers did not build (forced faults, 404).
    res.setHeader('Date', serverDate());
    if (!response) {
      sendJson(res, 404, NOT_FOUND_BODY, method === 'HEAD');
      return 404;
    }
    if (response.type === 'error') {
      // A forced network fault: drop the connection without an answer.
      res.destroy();
      return 'network-error';
    }
    await writeFetchResponse(res, response, method === 'HEAD');
    return response.status;
  }

  async function handleControlRoute(req: IncomingMessage, res: ServerResponse, url: URL): Promise<number> {
    const method = (req.method ?? 'GET').toUpperCase();
    const crossSite = crossSiteRefusal(req, options.origins, options.host);
    if (crossSite) {
      sendJson(res, crossSite.status, crossSite.body);
      return crossSite.status;
    }
    let body: unknown;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'DELETE') {
      const raw = await readBody(req);
      const wrongType = contentTypeRefusal(req, url.pathname, raw.length);
      if (wrongType) {
        sendJson(res, wrongType.status, wrongType.body);
        return wrongType.status;
      }
      const text = raw.toString('utf8');
      try {
        body = text ? (JSON.parse(text) as unknown) : {};
      } catch {
        sendJson(res, 400, { ok: false, error: 'body is not JSON' });
        return 400;
      }
    }
    const result = await handleControl(method, url.pathname, body);
    // The app's field vitals, in the terminal of whoever runs the mock.
    if (!options.quiet && result.status === 200 && method === 'POST' && url.pathname === '/__mock/vitals') {
      log(describeVitals(body as FieldReport));
    }
    sendJson(res, result.status, result.body);
    return result.status;
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<number | string> {
    const host = req.headers.host ?? `${options.host}:${options.port}`;
    const url = new URL(req.url ?? '/', `http://${host}`);
    if (isPreflight(req)) return answerPreflight(req, res, options.origins);
    applyCors(req, res, options.origins);
    if (url.pathname.startsWith('/__mock/')) return handleControlRoute(req, res, url);
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      // Node would send its own real-time Date; every API answer (errors of this server included) has the mock clock's.
      res.setHeader('Date', serverDate());
      return handleApi(req, res, url);
    }
    const game = url.pathname.startsWith('/__game/') ? gameAsset(url.pathname) : null;
    if (game) {
      res.writeHead(200, { ...GAME_PAGE_HEADERS, 'Content-Type': game.type, 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : game.body);
      return 200;
    }
    const mount = mounts.find(({ prefix }) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));
    if (mount) return mount.site.serve(req, res, url.pathname.slice(mount.prefix.length) || '/');
    return site.serve(req, res, url.pathname);
  }

  const server = createServer((req, res) => {
    const started = performance.now();
    const method = req.method ?? 'GET';
    // Path only: the query string may carry personal data (citizen_id, mobile_no); control characters escaped.
    const path = printable((req.url ?? '/').split('?')[0]!);
    route(req, res)
      .catch((error: unknown) => {
        if (error instanceof BodyTooLarge) {
          // The rest of the body is read and dropped (readBody), so the client, still sending, gets the answer.
          if (!res.headersSent && !res.destroyed) sendJson(res, 413, PAYLOAD_TOO_LARGE_BODY, false, { Date: serverDate() });
          return 413;
        }
        console.error(`mock server: ${printable(method)} ${path} failed:`, error instanceof Error ? (error.stack ?? error.message) : error);
        if (!res.headersSent && !res.destroyed) sendJson(res, 500, GENERIC_ERROR_BODY);
        else res.destroy();
        return 500;
      })
      .then((status) => {
        if (!options.quiet) log(`${printable(method)} ${path} ${status} ${Math.round(performance.now() - started)}ms`);
      });
  });
  // An idle keep-alive connection stays open a minute (as behind a typical load balancer): a client
  // that sends on it just as the server closes it gets ECONNRESET (seen once in e2e, a test's control
  // call after the redemption checks' seconds of quiet). Node's default is 5 s.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;

  return {
    server,
    handlers,
    listen() {
      return new Promise((resolvePromise, reject) => {
        server.once('error', reject);
        server.listen(options.port, options.host, () => {
          server.off('error', reject);
          const { port } = server.address() as AddressInfo;
          const host = options.host.includes(':') ? `[${options.host}]` : options.host;
          resolvePromise(`http://${host}:${port}`);
        });
      });
    },
    close() {
      return new Promise((resolvePromise) => {
        server.close(() => resolvePromise());
        server.closeAllConnections();
      });
    },
  };
}
