/**
 * Proxy mode (`contract:verify --proxy`): between the app and a server it passes every request and
 * answer on unchanged and prints each violation of the contract, one line each; CORS for the app's
 * origin; exit 2 when it cannot run; and the cost script reports its figures (a small run here).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { main } from '../../openapi/verifier/cli';
import { startContractProxy, type ContractProxy } from '../../openapi/verifier/proxy';
import { formatViolation, type Violation } from '../../openapi/verifier/proxy-checks';
import { startFaultProxy, type FaultProxy } from './fixtures/fault-proxy';
import { startMockServer, TSX, type MockServer } from './helpers';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DOCUMENT = '/api/Content/Document?kind=terms';

let mock: MockServer;
let broken: FaultProxy;
let proxy: ContractProxy;
const seen: Violation[] = [];

beforeAll(async () => {
  mock = await startMockServer();
  // A server whose terms document comes without its title (a required field), and whose unknown paths answer 200.
  broken = await startFaultProxy(mock.url, async (req, forward) => {
    const res = await forward();
    if (req.url === DOCUMENT) {
      const body = res.json() as { data: Record<string, unknown> };
      delete body.data.title;
      return res.withJson(body);
    }
    return res;
  });
  proxy = await startContractProxy({ target: broken.url, port: 0, onViolation: (v) => seen.push(v) });
}, 45_000);

afterAll(async () => {
  await proxy?.close();
  await broken?.close();
  await mock?.stop();
});

const lines = async () => {
  await proxy.settled();
  const out = seen.map(formatViolation);
  seen.length = 0;
  return out;
};

describe('contract proxy', () => {
  it('passes a non-conforming answer on unchanged and prints its violation', async () => {
    const direct = await fetch(`${broken.url}${DOCUMENT}`);
    const through = await fetch(`${proxy.url}${DOCUMENT}`);
    expect(through.status).toBe(direct.status);
    expect(await through.text()).toBe(await direct.text());
    expect(await lines()).toEqual(['VIOLATION  getDocument  response  $.data.title required property is missing (GET /api/Content/Document → 200)']);
  });

  it('prints a request that breaks the contract, and still passes it on', async () => {
    const body = JSON.stringify({ id_type: 'national_id', id_number: '1234' });
    const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body };
    const direct = await fetch(`${mock.url}/api/Auth/RequestOTP`, init);
    const through = await fetch(`${proxy.url}/api/Auth/RequestOTP`, init);
    expect(through.status).toBe(direct.status);
    expect(await through.json()).toEqual(await direct.json());
    expect(await lines()).toEqual(['VIOLATION  requestLoginOtp  request  id_number: INVALID_ID_LENGTH (POST /api/Auth/RequestOTP → 400)']);

    await fetch(`${proxy.url}/api/No/Such`);
    expect(await lines()).toEqual(['VIOLATION  GET /api/No/Such  request  no operation of the contract has this method and path (GET /api/No/Such → 404)']);
  });

  it('prints nothing for a conforming exchange', async () => {
    const res = await fetch(`${proxy.url}/api/Content/Document?kind=privacy`, { headers: { Origin: 'http://localhost:3000' } });
    expect(res.status).toBe(200);
    expect(await lines()).toEqual([]);
  });

  it("answers CORS for the app's origin, exposing Date", async () => {
    const preflight = await fetch(`${proxy.url}/api/Customer/GetPoint`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization, x-signature, x-timestamp' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/X-Signature/);
    const res = await fetch(`${proxy.url}/api/Content/Document?kind=privacy`, { headers: { Origin: 'http://localhost:3000' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-expose-headers')).toBe('Date');
    expect(await lines()).toEqual([]);
  });

  it('exits 2 on bad usage and when the target does not answer', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await main(['--proxy', '--target', mock.url])).toBe(2);
      expect(errors.mock.calls.flat().join('\n')).toMatch(/--port must be a port number/);
      errors.mockClear();
      expect(await main(['--proxy', '--target', 'http://127.0.0.1:9', '--port', '0'])).toBe(2);
      expect(errors.mock.calls.flat().join('\n')).toMatch(/contract proxy: cannot connect to http:\/\/127\.0\.0\.1:9/);
    } finally {
      errors.mockRestore();
    }
  });
});

describe('proxy cost script', () => {
  it('measures 30 requests each way and prints the figures', async () => {
    const run = await new Promise<{ code: number | null; out: string }>((resolve, reject) => {
      // A generous bound: this machine may be busy; the 5 ms claim belongs to the full run (1,000 requests).
      const child = spawn(TSX, ['openapi/verifier/proxy-cost.ts', '--target', mock.url, '--requests', '30', '--max-p95', '250'], { cwd: ROOT });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, out }));
    });
    expect(run.code, run.out).toBe(0);
    expect(run.out).toMatch(/^30 requests each way \(the \d+ requests of the default scenario mix, in turn\)$/m);
    const p95 = /difference per request: p50 (-?[\d.]+) ms, p95 (-?[\d.]+) ms, max/.exec(run.out);
    expect(p95, run.out).not.toBeNull();
    expect(Number(p95?.[2])).toBeLessThan(250);
    expect(run.out).toMatch(/^OK: p95 of the difference -?[\d.]+ ms \(limit 250\.00 ms\)$/m);
  }, 120_000);
});
