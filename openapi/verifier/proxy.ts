/**
 * Proxy mode of the contract verifier: sits between the app and a server, forwards every request and
 * answer unchanged, and prints each way one of them breaks the contract (proxy-checks.ts).
 *
 *   npm run contract:verify -- --proxy --target URL --port P   (options: proxy-cli.ts)
 *
 * The answers are sent on first and checked after, so checking never delays the app. The proxy answers
 * CORS preflights itself for the allowed origins (the mock server's rules, mocks/server/cors.ts) and
 * puts its own CORS headers on the answers in place of the server's.
 */
import { createServer, request as httpRequest, Agent as HttpAgent, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest, Agent as HttpsAgent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { answerPreflight, applyCors, isPreflight } from '../../mocks/server/cors';
import { DEFAULT_ORIGINS } from '../../mocks/server/options';
import { loadContract, type Contract } from './contract';
import type { MessageMode } from './messages';
import { checkProxied, formatViolation, type ProxiedExchange, type Violation } from './proxy-checks';

/** Headers of one connection, not of the message: never passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer', 'host', 'content-length']);

export interface ProxyOptions {
  target: string;
  port: number;
  host?: string;
  origins?: readonly string[];
  messages?: MessageMode;
  /** Each violation as found (default: printed as one line on stdout). */
  onViolation?: (violation: Violation) => void;
  /** Each request and answer as passed on (tools that record the traffic). */
  onExchange?: (exchange: ProxiedExchange) => void;
}

export interface ContractProxy {
  url: string;
  /** Requests passed on and violations found so far. */
  counts(): { requests: number; violations: number };
  /** Resolves when every answer so far has been checked. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function passedHeaders(headers: IncomingHttpHeaders, drop: (name: string) => boolean): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !drop(name)) out[name] = value;
  return out;
}

function toHeaders(headers: IncomingHttpHeaders): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) out.append(name, v);
  }
  return out;
}

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (!encoding || body.length === 0) return body;
  if (/gzip/i.test(encoding)) return gunzipSync(body);
  if (/br/i.test(encoding)) return brotliDecompressSync(body);
  if (/deflate/i.test(encoding)) return inflateSync(body);
  return body;
}

export async function startContractProxy(options: ProxyOptions): Promise<ContractProxy> {
  const contract: Contract = await loadContract();
  const target = new URL(options.target.replace(/\/+$/, ''));
  const secure = target.protocol === 'https:';
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const send = secure ? httpsRequest : httpRequest;
  const prefix = target.pathname.replace(/\/+$/, '');
  const origins = options.origins ?? DEFAULT_ORIGINS;
  const report = options.onViolation ?? ((v: Violation) => console.log(formatViolation(v)));
  let requests = 0;
  let violations = 0;
  let pending = Promise.resolve();

  /** Queued at once (so `settled()` waits for it), checked once the answer is on its way. */
  const check = (exchangeOf: () => ProxiedExchange) => {
    pending = pending
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        const exchange = exchangeOf();
        options.onExchange?.(exchange);
        return checkProxied(contract, exchange, options.messages);
      })
      .then((found) => {
        violations += found.length;
        for (const v of found) report(v);
      })
      .catch((error: unknown) => console.error(`contract proxy: could not check an exchange: ${(error as Error).message}`));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (isPreflight(req)) {
      answerPreflight(req, res, origins);
      return;
    }
    const body = await readAll(req);
    requests++;
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const headers = passedHeaders(req.headers, (name) => HOP_BY_HOP.has(name));
    if (body.length > 0) headers['content-length'] = String(body.length);
    const forward = (firstTry: boolean) => {
      const failed = (error: Error) => {
        console.error(`contract proxy: ${method} ${url}: the target did not answer (${error.message})`);
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`contract proxy: the target ${options.target} did not answer: ${error.message}`);
      };
      const upstream = send({ protocol: target.protocol, hostname: target.hostname, port: target.port, method, path: `${prefix}${url}`, headers, agent }, (answer) => {
        readAll(answer).then((answerBody) => passBack(answer, answerBody), failed);
      });
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the server had just closed: the request never reached it (Node's advice: send again).
        if (firstTry && upstream.reusedSocket && error.code === 'ECONNRESET') return forward(false);
        failed(error);
      });
      upstream.end(body.length > 0 ? body : undefined);
    };
    const passBack = (answer: IncomingMessage, answerBody: Buffer) => {
      const status = answer.statusCode ?? 502;
      const out = passedHeaders(answer.headers, (name) => HOP_BY_HOP.has(name) || name.startsWith('access-control-'));
      for (const [name, value] of Object.entries(out)) res.setHeader(name, value);
      applyCors(req, res, origins);
      const vary = answer.headers.vary;
      if (vary && !/\borigin\b/i.test(vary)) res.setHeader('vary', `${vary}, Origin`);
      else if (vary) res.setHeader('vary', vary);
      res.setHeader('content-length', String(answerBody.length));
      res.writeHead(status, answer.statusMessage);
      res.end(answerBody);
      check(() => {
        let plain: Buffer;
        try {
          plain = decoded(answerBody, answer.headers['content-encoding']);
        } catch {
          plain = answerBody;
        }
        return { method, url, requestHeaders: toHeaders(req.headers), requestBody: body, status, responseHeaders: toHeaders(answer.headers), responseBody: plain };
      });
    };
    forward(true);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`contract proxy: ${(error as Error).message}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    counts: () => ({ requests, violations }),
    settled: async () => {
      let last;
      do {
        last = pending;
        await last;
      } while (last !== pending);
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
