/**
 * Every API answer of the mock carries the `Date` header the contract requires, from the mock clock
 * (the one the signature check reads), in msw/node and in the standalone server (its own 404s and
 * forced faults included); the standalone server exposes it to allowed cross-origin callers.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '@mocks/db/clock';
import { DEMO, issueToken, signedHeaders } from '@mocks/identities';
import { mockControl, resetMock, server as mswServer } from '@mocks/node';
import { createMockServer, type MockServer } from '@mocks/server/app';
import { MOCK_SIGNING_KEY } from '@mocks/signing';

const JSON_TYPE = { 'Content-Type': 'application/json' };

const DAY = 24 * 3_600_000;
const ALLOWED = 'http://localhost:3000';

/** The answer's Date is the mock clock's time (a day ahead of real time here), to the second. */
function expectMockDate(res: Response): void {
  const date = res.headers.get('date');
  expect(date, `${res.url} ${res.status}`).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
  expect(Math.abs(Date.parse(date!) - clock.now())).toBeLessThan(2_000);
}

afterEach(() => {
  clock.reset();
});

describe('msw/node', () => {
  beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    mswServer.resetHandlers();
    resetMock();
  });
  afterAll(() => mswServer.close());

  it('answers success and errors with the mock clock\'s Date', async () => {
    clock.advance(DAY);
    expectMockDate(await fetch('http://mock.test/api/Content/Document?kind=terms'));
    const token = issueToken(DEMO.member.customerId);
    expectMockDate(await fetch('http://mock.test/api/Customer/GetPoint', { headers: await signedHeaders(token) }));
    const stale = await fetch('http://mock.test/api/Customer/GetPoint', { headers: await signedHeaders(token, MOCK_SIGNING_KEY, Date.now()) });
    expect(stale.status).toBe(401);
    expectMockDate(stale);
    // A forced fault is answered by the runtime's control handler, not by an operation's handler.
    mockControl.setFault('GET /api/Customer/GetPoint', 'server-error', { once: true });
    const fault = await fetch('http://mock.test/api/Customer/GetPoint', { headers: await signedHeaders(token) });
    expect(fault.status).toBe(500);
    expectMockDate(fault);
  });
});

describe('standalone server', () => {
  let api: MockServer;
  let url: string;
  beforeAll(async () => {
    api = createMockServer({ port: 0, host: '127.0.0.1', origins: [ALLOWED], latency: 0, secret: MOCK_SIGNING_KEY, quiet: true });
    url = await api.listen();
  });
  afterAll(() => api.close());

  it('answers every /api call with the mock clock\'s Date: success, refusal, forced fault, unknown path', async () => {
    const moved = await fetch(`${url}/__mock/clock`, { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ advance_ms: DAY }) });
    expect(moved.status).toBe(200);
    const token = issueToken(DEMO.member.customerId);
    const ok = await fetch(`${url}/api/Customer/GetPoint`, { headers: await signedHeaders(token) });
    expect(ok.status).toBe(200);
    expectMockDate(ok);
    const refused = await fetch(`${url}/api/Customer/GetPoint`, { headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(401);
    expectMockDate(refused);
    await fetch(`${url}/__mock/faults`, { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ target: 'GET /api/Customer/GetPoint', kind: 'server-error', once: true }) });
    const fault = await fetch(`${url}/api/Customer/GetPoint`, { headers: await signedHeaders(token) });
    expect(fault.status).toBe(500);
    expectMockDate(fault);
    const unknown = await fetch(`${url}/api/Nope/Nothing`);
    expect(unknown.status).toBe(404);
    expectMockDate(unknown);
    await fetch(`${url}/__mock/reset`, { method: 'POST' });
  });

  it('lets an allowed origin read Date', async () => {
    const res = await fetch(`${url}/api/Content/Document?kind=terms`, { headers: { Origin: ALLOWED } });
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(res.headers.get('access-control-expose-headers')).toContain('Date');
    const other = await fetch(`${url}/api/Content/Document?kind=terms`, { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-expose-headers')).toBeNull();
  });
});
