/**
 * What the contract proxy costs a request:
 *
 *   npm run contract:proxy-cost -- --target URL [--requests N] [--max-p95 MS]
 *
 * Records the requests of one run of the default scenario file (no probes, one at a time) through a
 * proxy in this process, then sends them again N times in all (cycling through the recording), each
 * once straight to the target and once through the proxy (a process of its own, as the app meets it:
 * `contract:verify --proxy --port 0`), one request at a time, the two in turn
 * (which goes first alternates). The cost of a request is its time through the proxy minus its time
 * straight; the script prints the percentiles and fails (exit 1) when the 95th percentile is above
 * --max-p95 (default 5 ms). A mock target is reset before the recording (`POST /__mock/reset`).
 * Requests with a body over 1 MB (the upload-size scenario) are not sent again.
 */
import { spawn } from 'node:child_process';
import { request as httpRequest, Agent, type RequestOptions } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ProxiedExchange } from './proxy-checks';
import { startContractProxy } from './proxy';
import { runVerifier } from './runner';

const MAX_REPLAYED_BODY = 1024 * 1024;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = fileURLToPath(new URL(`../../node_modules/.bin/${process.platform === 'win32' ? 'tsx.cmd' : 'tsx'}`, import.meta.url));

/** The proxy as the app meets it: a process of its own (`contract:verify --proxy --port 0`). */
function spawnProxy(target: string): Promise<{ url: string; stop(): void }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['openapi/verifier/cli.ts', '--proxy', '--target', target, '--port', '0'], { cwd: ROOT, detached: true });
    const stop = () => {
      try {
        process.kill(-(child.pid as number), 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    };
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      if (out.length > 10_000) return;
      out += d.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve({ url: match[1] as string, stop });
    });
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => reject(new Error(`the proxy exited (${code}) before listening: ${out}`)));
  });
}

interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Buffer;
}

interface CostFigures {
  pairs: number;
  recorded: number;
  direct: { p50: number; p95: number };
  proxied: { p50: number; p95: number };
  difference: { p50: number; p95: number; max: number };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** Sends one request and reads the whole answer; milliseconds from sending to the last byte. */
function timed(base: URL, agent: Agent, r: Recorded): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const headers = { ...r.headers, ...(r.body.length ? { 'content-length': String(r.body.length) } : {}) };
    const options: RequestOptions = { hostname: base.hostname, port: base.port, method: r.method, path: r.url, headers, agent };
    const req = httpRequest(options, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(Number(process.hrtime.bigint() - started) / 1e6));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(r.body.length ? r.body : undefined);
  });
}

/** Records the default scenario mix, then measures `pairs` requests straight and through the proxy. */
async function measureProxyCost(target: string, pairs: number): Promise<CostFigures> {
  await fetch(`${target.replace(/\/+$/, '')}/__mock/reset`, { method: 'POST' }).catch(() => undefined);
  const recorded: Recorded[] = [];
  const recorder = await startContractProxy({
    target,
    port: 0,
    onViolation: () => undefined,
    onExchange: (e: ProxiedExchange) => {
      if (e.requestBody.length <= MAX_REPLAYED_BODY) {
        recorded.push({ method: e.method, url: e.url, headers: Object.fromEntries(e.requestHeaders), body: e.requestBody });
      }
    },
  });
  try {
    // The scenarios' own mix (no generated inputs, coverage reach or fuzzing): what an app sends.
    await runVerifier({ baseUrl: recorder.url, probes: false, concurrency: 1, negative: false, coverage: false, fuzz: 0 });
    await recorder.settled();
  } finally {
    await recorder.close();
  }
  if (recorded.length === 0) throw new Error('the scenario run sent no request to replay');
  const proxy = await spawnProxy(target);
  try {
    const direct = new URL(target);
    const proxied = new URL(proxy.url);
    const agents = { direct: new Agent({ keepAlive: true }), proxied: new Agent({ keepAlive: true }) };
    // Untimed first requests (connections, JIT): a tenth of the run, at most 50.
    const warmUp = Math.min(50, Math.ceil(pairs / 10));
    const times = { direct: [] as number[], proxied: [] as number[], difference: [] as number[] };
    for (let i = 0; i < warmUp + pairs; i++) {
      const r = recorded[i % recorded.length] as Recorded;
      let straight: number;
      let through: number;
      if (i % 2 === 0) {
        straight = await timed(direct, agents.direct, r);
        through = await timed(proxied, agents.proxied, r);
      } else {
        through = await timed(proxied, agents.proxied, r);
        straight = await timed(direct, agents.direct, r);
      }
      if (i < warmUp) continue;
      times.direct.push(straight);
      times.proxied.push(through);
      times.difference.push(through - straight);
    }
    agents.direct.destroy();
    agents.proxied.destroy();
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    const [d, p, diff] = [sorted(times.direct), sorted(times.proxied), sorted(times.difference)];
    return {
      pairs,
      recorded: recorded.length,
      direct: { p50: percentile(d, 50), p95: percentile(d, 95) },
      proxied: { p50: percentile(p, 50), p95: percentile(p, 95) },
      difference: { p50: percentile(diff, 50), p95: percentile(diff, 95), max: diff.at(-1) ?? 0 },
    };
  } finally {
    proxy.stop();
  }
}

async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { target: { type: 'string' }, requests: { type: 'string', default: '1000' }, 'max-p95': { type: 'string', default: '5' } },
      strict: true,
    }));
  } catch (error) {
    console.error(`proxy cost: ${(error as Error).message}`);
    return 2;
  }
  const pairs = Number(values.requests);
  const maxP95 = Number(values['max-p95']);
  if (!values.target || !/^http:\/\/[^/]+/.test(values.target) || !Number.isInteger(pairs) || pairs < 1 || !(maxP95 > 0)) {
    console.error('Usage: npm run contract:proxy-cost -- --target http://HOST:PORT [--requests N (default 1000)] [--max-p95 MS (default 5)]');
    return 2;
  }
  const f = await measureProxyCost(values.target, pairs);
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  console.log(`${f.pairs} requests each way (the ${f.recorded} requests of the default scenario mix, in turn)`);
  console.log(`straight:      p50 ${ms(f.direct.p50)}, p95 ${ms(f.direct.p95)}`);
  console.log(`through proxy: p50 ${ms(f.proxied.p50)}, p95 ${ms(f.proxied.p95)}`);
  console.log(`difference per request: p50 ${ms(f.difference.p50)}, p95 ${ms(f.difference.p95)}, max ${ms(f.difference.max)}`);
  const ok = f.difference.p95 <= maxP95;
  console.log(`${ok ? 'OK' : 'TOO SLOW'}: p95 of the difference ${ms(f.difference.p95)} (limit ${ms(maxP95)})`);
  return ok ? 0 : 1;
}

if (process.argv[1] && /proxy-cost\.ts$/.test(process.argv[1])) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`proxy cost: ${(error as Error).message}`);
      process.exitCode = 2;
    },
  );
}
