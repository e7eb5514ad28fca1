/**
 * The standalone server's /__mock/* control routes are safe to leave running: JSON bodies only
 * (415), no requests from another site's page (403), out-of-range values refused with 400 and no
 * change; the pages the server serves itself (the mock game, the app's vitals beacon) still reach them.
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockServer, type MockServer } from '@mocks/server/app';
import { printable } from '@mocks/server/log-text';
import { DEMO, issueToken, signedHeaders } from '@mocks/identities';
import { MOCK_SIGNING_KEY } from '@mocks/signing';

const ALLOWED = 'http://localhost:3000';
const JSON_TYPE = { 'Content-Type': 'application/json' };
const logged: string[] = [];
let server: MockServer;
let url: string;

beforeAll(async () => {
  server = createMockServer({ port: 0, host: '127.0.0.1', origins: [ALLOWED], latency: 0, secret: MOCK_SIGNING_KEY, quiet: false }, (line) => logged.push(line));
  url = await server.listen();
});
afterAll(() => server.close());
beforeEach(async () => {
  expect((await fetch(`${url}/__mock/reset`, { method: 'POST' })).status).toBe(200);
  logged.length = 0;
});

const post = (path: string, body: unknown, headers: Record<string, string> = JSON_TYPE) =>
  fetch(`${url}${path}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
const mockNow = async () => ((await (await fetch(`${url}/__mock/state`)).json()) as { clockOffsetMs: number }).clockOffsetMs;
const faults = async () => ((await (await fetch(`${url}/__mock/faults`)).json()) as { faults: unknown[] }).faults;

describe('JSON only', () => {
  it('refuses a body of another Content-Type with 415 and a JSON error, and changes nothing', async () => {
    for (const type of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await post('/__mock/clock', { advance_ms: 3_600_000 }, { 'Content-Type': type });
      expect(res.status, type).toBe(415);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toMatchObject({ ok: false, error: expect.stringContaining('JSON') });
    }
    const bare = await fetch(`${url}/__mock/faults`, { method: 'POST', body: new Blob([JSON.stringify({ target: '*', kind: 'network' })]) });
    expect(bare.status).toBe(415);
    expect(await mockNow()).toBe(0);
    expect(await faults()).toEqual([]);
  });

  it('takes application/json with parameters, and bodiless POST, GET and DELETE without a type', async () => {
    expect((await post('/__mock/clock', { advance_ms: 60_000 }, { 'Content-Type': 'Application/JSON; charset=utf-8' })).status).toBe(200);
    expect((await fetch(`${url}/__mock/reset`, { method: 'POST' })).status).toBe(200);
    expect((await fetch(`${url}/__mock/health`)).status).toBe(200);
    expect((await fetch(`${url}/__mock/faults`, { method: 'DELETE' })).status).toBe(200);
  });
});

describe('no cross-site requests', () => {
  it('refuses a foreign Origin (and Origin: null) with 403 before reading the body', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3001']) {
      const res = await post('/__mock/faults', { target: '*', kind: 'network' }, { ...JSON_TYPE, Origin: origin });
      expect(res.status, origin).toBe(403);
      expect(await res.json()).toMatchObject({ ok: false });
    }
    expect((await fetch(`${url}/__mock/reset`, { method: 'POST', headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    expect(await faults()).toEqual([]);
  });

  it('refuses Sec-Fetch-Site: cross-site without an Origin', async () => {
    expect((await fetch(`${url}/__mock/state`, { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(403);
    expect((await fetch(`${url}/__mock/state`, { headers: { 'Sec-Fetch-Site': 'same-origin' } })).status).toBe(200);
  });

  it('takes the server’s own origin, a listed origin, and requests with no Origin (curl, tests)', async () => {
    expect((await post('/__mock/clock', { advance_ms: 1000 }, { ...JSON_TYPE, Origin: url })).status).toBe(200);
    expect((await post('/__mock/clock', { advance_ms: 1000 }, { ...JSON_TYPE, Origin: ALLOWED, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(200);
    expect((await post('/__mock/clock', { advance_ms: 1000 })).status).toBe(200);
  });

  it('does not count a DNS name pointing at this machine as its own origin', async () => {
    const { port } = new URL(url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/__mock/reset', headers: { Host: `rebound.example:${port}`, Origin: `http://rebound.example:${port}` } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(403);
  });
});

describe('pages the server serves itself', () => {
  it('the mock game page reports its result (same origin, JSON) and it is credited', async () => {
    const token = issueToken(DEMO.customerId);
    const api = async (path: string, body: unknown) =>
      (await fetch(`${url}${path}`, { method: 'POST', headers: { ...(await signedHeaders(token, MOCK_SIGNING_KEY)), ...JSON_TYPE }, body: JSON.stringify(body) })).json() as Promise<{ data: Record<string, string> }>;
    const launched = await api('/api/Game/Launch', { game_id: 'GAM000007' });
    const verified = await api('/api/Game/Verify', { game_id: 'GAM000007', game_token: launched.data.game_token });
    const session = new URL(verified.data.game_url!, url).searchParams.get('session')!;
    // As the page's own fetch sends it (mocks/game/page.ts): its origin is the server's.
    const res = await post('/__mock/game/result', { session, game_id: 'GAM000007', score: 5 }, { ...JSON_TYPE, Origin: url, 'Sec-Fetch-Site': 'same-origin' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, credited: 20 });
  });

  it('the app’s vitals beacon (a string body: text/plain) is taken from the server’s own origin only', async () => {
    const report = { name: 'LCP', value: 1834, rating: 'good', id: 'v5-1', navigationType: 'navigate', path: '/privilege/privilege-list', app_version: '0.1.0' };
    // navigator.sendBeacon(url, string) sends what fetch sends for a string body.
    const beacon = new Request(`${url}/__mock/vitals`, { method: 'POST', body: JSON.stringify(report) });
    expect(beacon.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
    expect((await fetch(beacon, { headers: { Origin: url, 'Content-Type': beacon.headers.get('content-type')! } })).status).toBe(200);
    expect(logged).toContain('vitals LCP 1834 ms good /privilege/privilege-list');
    expect((await post('/__mock/vitals', report, { 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post('/__mock/clock', { advance_ms: 1000 }, { 'Content-Type': 'text/plain;charset=UTF-8', Origin: url })).status).toBe(415);
  });
});

describe('out-of-range values answer 400 and change nothing', () => {
  it('clock: a step over 10 years, a time outside 2000-2100, not finite', async () => {
    for (const body of [{ set_ms: 1e300 }, { advance_ms: 1e300 }, { advance_ms: 11 * 366 * 86_400_000 }, { advance_ms: -11 * 366 * 86_400_000 }, { set_ms: Date.UTC(1999, 11, 31) }, { set_ms: Date.UTC(2100, 0, 2) }, { set_ms: -1 }]) {
      const res = await post('/__mock/clock', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // Ten steps of 9 years would leave the range: refused once it would.
    let accepted = 0;
    for (let i = 0; i < 10; i += 1) if ((await post('/__mock/clock', { advance_ms: 9 * 365 * 86_400_000 })).status === 200) accepted += 1;
    expect(accepted).toBeLessThan(10);
    expect(Date.now() + (await mockNow())).toBeLessThan(Date.UTC(2100, 0, 1));
    await post('/__mock/clock', { reset: true });
    expect(await mockNow()).toBe(0);
    expect((await fetch(`${url}/api/Content/Document?kind=terms`)).status).toBe(200);
    expect((await post('/__mock/clock', { set_ms: Date.UTC(2030, 0, 1) })).status).toBe(200);
  });

  it('latency over 60 s, fault options that are not the contract’s, a state with an impossible clock', async () => {
    for (const ms of [60_001, [0, 1e9], -1, [1, 2, 3]]) expect((await post('/__mock/latency', { ms })).status, JSON.stringify(ms)).toBe(400);
    expect(((await (await post('/__mock/latency', { ms: [100, 60_000] })).json()) as { latency: unknown }).latency).toEqual([100, 60_000]);
    for (const body of [
      { target: 'GET /api/Nope', kind: 'network' },
      { target: `GET /api/${'x'.repeat(5000)}`, kind: 'network' },
      { target: 'GET /api/Customer/GetPoint', kind: 'network', once: 'yes' },
    ]) {
      expect((await post('/__mock/faults', body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect(await faults()).toEqual([]);
    expect((await post('/__mock/faults', { target: 'get /api/customer/getpoint', kind: 'network', once: true })).status).toBe(200);
    const state = (await (await fetch(`${url}/__mock/state`)).json()) as { clockOffsetMs: number };
    const put = await fetch(`${url}/__mock/state`, { method: 'PUT', headers: JSON_TYPE, body: JSON.stringify({ ...state, clockOffsetMs: 1e300 }) });
    expect(put.status).toBe(400);
    expect(await mockNow()).toBe(0);
  });
});

describe('the request log', () => {
  it('printable() escapes C0, DEL, C1, line separators and bidi controls, and keeps Thai', () => {
    expect(printable('/a\x1b[31m\r\n\x7f\x9b\u2028\u202e\u2066/สิทธิ์')).toBe('/a\\x1b[31m\\x0d\\x0a\\x7f\\x9b\\u2028\\u202e\\u2066/สิทธิ์');
  });

  it('escapes control characters in logged paths (encoded, raw bytes) and in the vitals line', async () => {
    await fetch(`${url}/api/x%1b[31m/y%0aGET%20/forged`);
    // Raw bytes on the wire (fetch and http.request refuse to send them).
    const raw = (target: string) =>
      new Promise<string>((resolve) => {
        let answer = '';
        const socket = connect(Number(new URL(url).port), '127.0.0.1', () => {
          socket.end(Buffer.concat([Buffer.from('GET '), Buffer.from(target, 'latin1'), Buffer.from(' HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')]));
        });
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
        socket.on('close', () => resolve(answer));
      });
    // Node's HTTP parser refuses control and non-ASCII bytes in the target itself: nothing is logged.
    expect(await raw('/api/raw\x1b[31m\x07end')).toMatch(/^HTTP\/1\.1 400/);
    expect(await raw('/api/raw\x9b31m\xe2\x80\xaeend')).toMatch(/^HTTP\/1\.1 400/);
    await post('/__mock/vitals', { name: 'LCP', value: 1, rating: 'good', id: 'a', navigationType: 'navigate', path: '/p\x1b[2J\nvitals forged\u202e', app_version: '1' });
    expect([...logged.join('')].filter((c) => c < ' ' || c === '\x7f' || c === '\u202e')).toEqual([]);
    expect(logged).toContain('vitals LCP 1 ms good /p\\x1b[2J\\x0avitals forged\\u202e');
    expect(logged.some((line) => line.startsWith('GET /api/x%1b[31m/y%0aGET%20/forged 404'))).toBe(true);
    expect(logged.some((line) => line.includes('/api/raw'))).toBe(false);
    expect(logged.filter((line) => line.includes('forged'))).toHaveLength(2);
  });
});
