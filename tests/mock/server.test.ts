/**
 * The standalone mock server (mocks/server/main.ts) as a child process over real HTTP:
 * control routes, signed and unsigned API calls, CORS, forced faults and the static build.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MOCK_SIGNING_KEY } from '@mocks/signing';
import { DEMO, issueToken, signedHeaders } from '@mocks/identities';
import { loadContract, type Contract } from '../../openapi/verifier/contract';

const JSON_TYPE = { 'Content-Type': 'application/json' };

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ALLOWED = 'http://localhost:3000';

interface Child {
  proc: ChildProcessWithoutNullStreams;
  url: string;
  stdout: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts `node --import tsx mocks/server/main.ts --port 0 ...` and waits for its first stdout line.
 * Node itself, not the tsx wrapper: the wrapper relays SIGTERM and, when its child does not answer
 * within 30 ms (a busy machine), kills it and exits 143, which is no part of the server's behaviour.
 */
function startServer(args: string[]): Promise<Child> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'mocks/server/main.ts', '--port', '0', ...args], {
    cwd: ROOT,
    env: { ...process.env, MOCK_PORT: '', MOCK_ALLOWED_ORIGINS: '', NODE_OPTIONS: '' },
  });
  let out = '';
  let err = '';
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const timer = setTimeout(() => settle(() => reject(new Error(`server did not start in time:\n${out}\n${err}`))), 20_000);
    proc.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!out.includes('\n')) return;
      const first = out.split('\n')[0]!.trim();
      const match = /^mock server listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(first);
      settle(() =>
        match ? resolve({ proc, url: match[1]!, stdout: () => out, exited }) : reject(new Error(`unexpected first line ${JSON.stringify(first)}\n${err}`)),
      );
    });
    void exited.then((code) => settle(() => reject(new Error(`server exited with ${code}:\n${out}\n${err}`))));
  });
}

async function stop(child: Child | undefined): Promise<number | null> {
  if (!child) return null;
  if (child.proc.exitCode === null) child.proc.kill('SIGTERM');
  return child.exited;
}

let contract: Contract;
let api: Child;
let siteDir: string;
let token: string;

beforeAll(async () => {
  contract = await loadContract();
  siteDir = mkdtempSync(join(tmpdir(), 'mock-static-'));
  mkdirSync(join(siteDir, 'static', 'js'), { recursive: true });
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><html><head><title>Privilege</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(siteDir, 'static', 'js', 'index.abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  api = await startServer(['--static', siteDir, '--origins', `${ALLOWED},http://127.0.0.1:3000`]);
  token = issueToken(DEMO.customerId);
}, 30_000);

afterAll(async () => {
  await stop(api);
  rmSync(siteDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await fetch(`${api.url}/__mock/reset`, { method: 'POST' });
});

const signed = async (extra: Record<string, string> = {}) => ({
  ...(await signedHeaders(token, MOCK_SIGNING_KEY)),
  ...extra,
});

describe('control routes', () => {
  it('GET /__mock/health answers {ok:true}', async () => {
    const res = await fetch(`${api.url}/__mock/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('POST /__mock/clock moves mock time', async () => {
    const res = await fetch(`${api.url}/__mock/clock`, { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ advance_ms: 3_600_000 }) });
    const body = (await res.json()) as { ok: boolean; now: number };
    expect(body.ok).toBe(true);
    expect(body.now - Date.now()).toBeGreaterThan(3_500_000);
    const bad = await fetch(`${api.url}/__mock/clock`, { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ advance_ms: 'x' }) });
    expect(bad.status).toBe(400);
  });

  it('POST /__mock/consent publishes a new terms version; reset restores the seed', async () => {
    const res = await fetch(`${api.url}/__mock/consent`, { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ bump: 'consent' }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, current_consent_version: '3.2', current_pdpa_version: '2.0' });
    const doc = await fetch(`${api.url}/api/Content/Document?kind=terms`);
    expect(((await doc.json()) as { data: { version: string } }).data.version).toBe('3.2');
    const bad = await fetch(`${api.url}/__mock/consent`, { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ bump: 'all' }) });
    expect(bad.status).toBe(400);
    await fetch(`${api.url}/__mock/reset`, { method: 'POST' });
    const again = await fetch(`${api.url}/api/Content/Document?kind=terms`);
    expect(((await again.json()) as { data: { version: string } }).data.version).toBe('3.1');
  });

  it('POST /__mock/faults forces a fault; DELETE clears it', async () => {
    const set = await fetch(`${api.url}/__mock/faults`, {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({ target: 'GET /api/Customer/GetPoint', kind: 'server-error', once: true }),
    });
    expect(set.status).toBe(200);
    const failed = await fetch(`${api.url}/api/Customer/GetPoint`, { headers: await signed() });
    expect(failed.status).toBe(500);
    const body = await failed.json();
    expect(body).toMatchObject({ code: 'GENERIC_ERROR' });
    expect(contract.checkResponse('getPoint', 500, body)).toEqual({ ok: true });
    expect((await fetch(`${api.url}/api/Customer/GetPoint`, { headers: await signed() })).status).toBe(200);

    await fetch(`${api.url}/__mock/faults`, { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ target: '*', kind: 'network' }) });
    await expect(fetch(`${api.url}/api/Customer/GetPoint`, { headers: await signed() })).rejects.toThrow();
    expect((await fetch(`${api.url}/__mock/faults`, { method: 'DELETE' })).status).toBe(200);
    expect((await fetch(`${api.url}/api/Customer/GetPoint`, { headers: await signed() })).status).toBe(200);

    const bad = await fetch(`${api.url}/__mock/faults`, { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ target: '*', kind: 'boom' }) });
    expect(bad.status).toBe(400);
  });

  it("POST /__mock/faults takes 'gateway-after-commit' with status 504: an HTML 504 after the call was carried out", async () => {
    const set = await fetch(`${api.url}/__mock/faults`, {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({ target: 'GET /api/Customer/GetPoint', kind: 'gateway-after-commit', once: true, status: 504 }),
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ faults: [{ kind: 'gateway-after-commit', status: 504, once: true }] });
    const answer = await fetch(`${api.url}/api/Customer/GetPoint`, { headers: await signed() });
    expect(answer.status).toBe(504);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await answer.text()).toContain('<h1>504 Gateway Timeout</h1>');
    const badStatus = await fetch(`${api.url}/__mock/faults`, {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({ target: '*', kind: 'network', status: 504 }),
    });
    expect(badStatus.status).toBe(400);
  });

  it("a 'timeout' fault never answers", async () => {
    await fetch(`${api.url}/__mock/faults`, {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({ target: 'GET /api/Customer/GetPoint', kind: 'timeout' }),
    });
    await expect(
      fetch(`${api.url}/api/Customer/GetPoint`, { headers: await signed(), signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow();
  });
});

describe('API over HTTP', () => {
  it('a signed GET /api/Customer/GetPoint for the demo member is 200 and contract-valid', async () => {
    const res = await fetch(`${api.url}/api/Customer/GetPoint`, { headers: await signed() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(contract.checkResponse('getPoint', 200, await res.json())).toEqual({ ok: true });
  });

  it('the same call unsigned is 401 INVALID_SIGNATURE', async () => {
    const res = await fetch(`${api.url}/api/Customer/GetPoint`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body).toMatchObject({ code: 'INVALID_SIGNATURE' });
    expect(contract.checkResponse('getPoint', 401, body)).toEqual({ ok: true });
  });

  it('a signature made with another key is rejected', async () => {
    const res = await fetch(`${api.url}/api/Customer/GetPoint`, { headers: await signedHeaders(token, 'another-key') });
    expect(res.status).toBe(401);
  });

  it('an unknown /api path is 404 NOT_FOUND', async () => {
    const res = await fetch(`${api.url}/api/Nope/Nothing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND', message: { th: expect.any(String), en: expect.any(String) } });
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${api.url}/api/Customer/GetPoint`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,x-signature,x-timestamp',
      },
    });

  it('allows a listed origin', async () => {
    const res = await preflight(ALLOWED);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    const allowHeaders = res.headers.get('access-control-allow-headers') ?? '';
    for (const h of ['Authorization', 'Content-Type', 'X-Signature', 'X-Timestamp', 'Idempotency-Key']) expect(allowHeaders).toContain(h);
    const real = await fetch(`${api.url}/api/Customer/GetPoint`, { headers: { ...(await signed()), Origin: ALLOWED } });
    expect(real.headers.get('access-control-allow-origin')).toBe(ALLOWED);
  });

  it('rejects another origin with 403', async () => {
    const res = await preflight('https://evil.example');
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('--static', () => {
  it('serves index.html (no-cache) for a deep link', async () => {
    const res = await fetch(`${api.url}/privilege/detail/PRV000101?from=line`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<div id="root"></div>');
  });

  it('serves hashed assets with a long cache and gzip', async () => {
    const res = await fetch(`${api.url}/static/js/index.abc123.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('console.log');
    const again = await fetch(`${api.url}/static/js/index.abc123.js`, { headers: { 'If-None-Match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for a missing asset and never leaves the directory', async () => {
    expect((await fetch(`${api.url}/static/js/missing.js`)).status).toBe(404);
    const traversal = await fetch(`${api.url}/..%2f..%2fpackage.json`);
    expect(await traversal.text()).not.toContain('"devDependencies"');
  });
});

describe('--static-at', () => {
  it('serves a second build under its prefix, with its own index.html for deep links, beside --static', async () => {
    const floorDir = mkdtempSync(join(tmpdir(), 'mock-static-at-'));
    mkdirSync(join(floorDir, 'static', 'js'), { recursive: true });
    writeFileSync(join(floorDir, 'index.html'), '<!doctype html><html><body><div id="floor"></div></body></html>');
    writeFileSync(join(floorDir, 'static', 'js', 'index.def456.js'), 'console.log("floor");');
    const child = await startServer(['--static', siteDir, '--static-at', `/floor=${floorDir}`]);
    try {
      const deep = await fetch(`${child.url}/floor/privilege/privilege-detail?privilege_id=PRV000101`, { headers: { Accept: 'text/html' } });
      expect(deep.status).toBe(200);
      expect(await deep.text()).toContain('<div id="floor"></div>');
      expect(await (await fetch(`${child.url}/floor`)).text()).toContain('<div id="floor"></div>');
      const asset = await fetch(`${child.url}/floor/static/js/index.def456.js`);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect(await asset.text()).toContain('"floor"');
      // Outside the prefix (a path that only starts with its letters too) the app's build answers, and the API is the API.
      expect(await (await fetch(`${child.url}/floorplan`, { headers: { Accept: 'text/html' } })).text()).toContain('<div id="root"></div>');
      expect((await fetch(`${child.url}/floor/static/js/index.abc123.js`)).status).toBe(404);
      expect((await fetch(`${child.url}/api/Customer/GetPoint`)).status).toBe(401);
    } finally {
      await stop(child);
      rmSync(floorDir, { recursive: true, force: true });
    }
  }, 30_000);

  it('refuses a prefix the server answers itself', async () => {
    await expect(startServer(['--static-at', `/api=${siteDir}`])).rejects.toThrow(/exited with 2[\s\S]*bad --static-at/);
  }, 30_000);
});

describe('process', () => {
  it('--secret sets the signing key; one log line per request, never the token; SIGTERM stops it', async () => {
    const child = await startServer(['--secret', 'custom-key-123']);
    const custom = await fetch(`${child.url}/api/Customer/GetPoint?citizen_id=1101700230708`, {
      headers: await signedHeaders(token, 'custom-key-123'),
    });
    expect(custom.status).toBe(200);
    const withDefault = await fetch(`${child.url}/api/Customer/GetPoint`, { headers: await signedHeaders(token, MOCK_SIGNING_KEY) });
    expect(withDefault.status).toBe(401);
    await fetch(`${child.url}/__mock/health`);
    await new Promise((r) => setTimeout(r, 100));
    const log = child.stdout();
    expect(log).toMatch(/^GET \/api\/Customer\/GetPoint 200 \d+ms$/m);
    expect(log).toMatch(/^GET \/api\/Customer\/GetPoint 401 \d+ms$/m);
    expect(log).toMatch(/^GET \/__mock\/health 200 \d+ms$/m);
    expect(log).not.toContain(token);
    expect(log).not.toContain('1101700230708');
    expect(await stop(child)).toBe(0);
  }, 30_000);
});
