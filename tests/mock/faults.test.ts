/**
 * Forced faults and latency of the mock runtime, seen through the product's real fetch wrapper
 * (customFetch): a server error, a network failure and a timeout each become the ApiError the
 * app's error handling expects.
 */
import { ApiError, GENERIC_ERROR_MESSAGE, SYSTEM_DISCONNECT_MESSAGE } from '@/shared/api/api-error';
import { customFetch } from '@/shared/api/fetcher';
import { TOKEN_STORAGE_KEY } from '@/shared/session/token';
import { DEMO, issueToken } from '@mocks/identities';
import { mockControl, resetMock, server } from '@mocks/node';
import { GENERIC_ERROR_BODY, NOT_FOUND_BODY, PAYLOAD_TOO_LARGE_BODY, RUNTIME_ERROR_STATUS, SYSTEM_DISCONNECT_BODY } from '@mocks/runtime/errors';
import { listFaults, takeFault } from '@mocks/runtime/faults';
import { getLatency, nextDelay } from '@mocks/runtime/latency';
import { loadContract } from '../../openapi/verifier/contract';
import { memoryStorage } from '@test-support';


async function failure(pending: Promise<unknown>): Promise<ApiError> {
  try {
    await pending;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

const getPoint = (options?: { timeoutMs?: number }) =>
  customFetch<{ data: { point: number } }>({ url: '/api/Customer/GetPoint', method: 'GET' }, options);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(() => {
  resetMock();
  vi.stubGlobal('sessionStorage', memoryStorage());
  // customFetch calls relative URLs ('' base in tests); msw resolves them against location.
  vi.stubGlobal('location', new URL('http://localhost:3000/'));
  sessionStorage.setItem(TOKEN_STORAGE_KEY, issueToken(DEMO.customerId));
});

afterEach(() => {
  server.resetHandlers();
  resetMock();
  vi.unstubAllGlobals();
});

describe('runtime error bodies', () => {
  it('are the contract catalogue texts', async () => {
    const contract = await loadContract();
    for (const body of [GENERIC_ERROR_BODY, SYSTEM_DISCONNECT_BODY, NOT_FOUND_BODY, PAYLOAD_TOO_LARGE_BODY]) {
      const entry = contract.catalogue.find((c) => c.code === body.code);
      expect(entry, body.code).toBeDefined();
      expect(body.message).toEqual({ th: entry!.th, en: entry!.en });
      expect(RUNTIME_ERROR_STATUS[body.code as keyof typeof RUNTIME_ERROR_STATUS]).toBe(entry!.status);
    }
  });

  it("match the app's own GENERIC_ERROR text", () => {
    expect(GENERIC_ERROR_BODY.message).toEqual(GENERIC_ERROR_MESSAGE);
  });
});

describe('forced faults through customFetch', () => {
  it('answers normally without a fault', async () => {
    const data = await getPoint();
    expect(typeof data.point).toBe('number');
  });

  it("'server-error' gives an http ApiError 500 GENERIC_ERROR with a contract-valid body", async () => {
    mockControl.setFault('GET /api/Customer/GetPoint', 'server-error');
    const error = await failure(getPoint());
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(error.code).toBe('GENERIC_ERROR');
    expect(error.messages).toEqual(GENERIC_ERROR_BODY.message);
    const contract = await loadContract();
    expect(contract.checkResponse('getPoint', 500, error.body)).toEqual({ ok: true });
  });

  it("'unavailable' gives an http ApiError 503 SYSTEM_DISCONNECT with a contract-valid body", async () => {
    mockControl.setFault('GET /api/Customer/ServiceCandidates', 'unavailable', { once: true });
    const error = await failure(customFetch({ url: '/api/Customer/ServiceCandidates', method: 'GET' }));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(503);
    expect(error.code).toBe('SYSTEM_DISCONNECT');
    const contract = await loadContract();
    expect(contract.checkResponse('getServiceCandidates', 503, error.body)).toEqual({ ok: true });
  });

  it("'network' gives a network ApiError SYSTEM_DISCONNECT", async () => {
    mockControl.setFault('GET /api/Customer/GetPoint', 'network');
    const error = await failure(getPoint());
    expect(error.kind).toBe('network');
    expect(error.code).toBe('SYSTEM_DISCONNECT');
    expect(error.messages).toEqual(SYSTEM_DISCONNECT_MESSAGE);
  });

  it("'lost-answer' carries the write out and loses its answer; the same key then replays it", async () => {
    const redeem = () =>
      customFetch<{ data: { redemption_id: string; balance_after: number } }>({
        url: '/api/Redemption/Redeem',
        method: 'POST',
        data: { privilege_id: 'PRV000101', quantity: 1 },
        headers: { 'Idempotency-Key': 'lost-answer-test-0001' },
      });
    const before = (await getPoint()).point;
    mockControl.setFault('POST /api/Redemption/Redeem', 'lost-answer', { once: true });
    expect((await failure(redeem())).kind).toBe('network');
    const after = (await getPoint()).point;
    expect(after).toBeLessThan(before);
    const replayed = await redeem();
    expect(replayed.balance_after).toBe(after);
    expect((await getPoint()).point).toBe(after);
  });

  it("'gateway-after-commit' carries the write out, then answers 502 with an HTML page; the same key then replays it", async () => {
    const redeem = () =>
      customFetch<{ data: { redemption_id: string; balance_after: number } }>({
        url: '/api/Redemption/Redeem',
        method: 'POST',
        data: { privilege_id: 'PRV000101', quantity: 1 },
        headers: { 'Idempotency-Key': 'gateway-after-commit-0001' },
      });
    const before = (await getPoint()).point;
    mockControl.setFault('POST /api/Redemption/Redeem', 'gateway-after-commit', { once: true });
    const error = await failure(redeem());
    expect(error.kind).toBe('http');
    expect(error.status).toBe(502);
    expect(error.body).toBe('<html><body><h1>502 Bad Gateway</h1></body></html>');
    const after = (await getPoint()).point;
    expect(after).toBe(before - 500);
    expect((await redeem()).balance_after).toBe(after);
    expect((await getPoint()).point).toBe(after);
  });

  it("'gateway-after-commit' with status 504 answers 504 Gateway Timeout as text/html; other kinds take no status", async () => {
    mockControl.setFault('GET /api/Customer/GetPoint', 'gateway-after-commit', { status: 504 });
    expect(listFaults()).toEqual([{ target: 'GET /api/Customer/GetPoint', kind: 'gateway-after-commit', once: false, status: 504 }]);
    const response = await fetch('http://localhost:3000/api/Customer/GetPoint', {
      headers: { Authorization: `Bearer ${sessionStorage.getItem(TOKEN_STORAGE_KEY)}` },
    });
    expect(response.status).toBe(504);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe('<html><body><h1>504 Gateway Timeout</h1></body></html>');
    expect(() => mockControl.setFault('*', 'server-error', { status: 504 })).toThrow(/status/);
    expect(() => mockControl.setFault('*', 'gateway-after-commit', { status: 500 as 502 })).toThrow(/status/);
  });

  it("'timeout' never answers: the client's timeout fires", async () => {
    mockControl.setFault('GET /api/Customer/GetPoint', 'timeout');
    const started = Date.now();
    const error = await failure(getPoint({ timeoutMs: 150 }));
    expect(error.kind).toBe('timeout');
    expect(error.code).toBe('GENERIC_ERROR');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("'once' applies to one call only", async () => {
    mockControl.setFault('GET /api/Customer/GetPoint', 'server-error', { once: true });
    expect((await failure(getPoint())).status).toBe(500);
    expect(listFaults()).toEqual([]);
    expect(typeof (await getPoint()).point).toBe('number');
  });

  it('a sticky fault stays until cleared', async () => {
    mockControl.setFault('GET /api/Customer/GetPoint', 'server-error');
    expect((await failure(getPoint())).status).toBe(500);
    expect((await failure(getPoint())).status).toBe(500);
    mockControl.clearFaults();
    expect(typeof (await getPoint()).point).toBe('number');
  });

  it("'*' hits every operation; an operation's own fault wins over it", async () => {
    mockControl.setFault('*', 'server-error');
    mockControl.setFault('GET /api/Customer/GetPoint', 'network');
    expect((await failure(getPoint())).kind).toBe('network');
    const other = await failure(customFetch({ url: '/api/Customer/CustomerInfo', method: 'GET' }));
    expect(other.status).toBe(500);
  });

  it('only the targeted operation is affected (method and path must match)', async () => {
    mockControl.setFault('POST /api/Customer/GetPoint', 'server-error');
    mockControl.setFault('GET /api/Customer/CustomerInfo', 'server-error');
    expect(typeof (await getPoint()).point).toBe('number');
  });

  it('matches the path without case and a trailing slash', () => {
    mockControl.setFault('post /api/customer/logoutline/', 'network', { once: true });
    expect(takeFault('POST', '/api/customer/LogoutLine')?.kind).toBe('network');
    expect(takeFault('POST', '/api/customer/LogoutLine')).toBeUndefined();
  });

  it('rejects unknown kinds and malformed targets', () => {
    expect(() => mockControl.setFault('GET /api/Customer/GetPoint', 'boom' as never)).toThrow(/kind/);
    expect(() => mockControl.setFault('GetPoint' as never, 'network')).toThrow(/target/);
  });

  it('leaves an unknown /api/ call unhandled (so onUnhandledRequest reports it)', async () => {
    mockControl.setFault('*', 'server-error');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetch('http://localhost:3000/api/Nope/Nothing')).rejects.toThrow();
    expect(errors.mock.calls.flat().join(' ')).toContain('/api/Nope/Nothing');
    errors.mockRestore();
  });

  it('resetMock() clears faults', async () => {
    mockControl.setFault('*', 'network');
    resetMock();
    expect(listFaults()).toEqual([]);
    expect(typeof (await getPoint()).point).toBe('number');
  });
});

describe('latency', () => {
  it('is 0 in tests and can be set fixed or as a range', async () => {
    expect(getLatency()).toBe(0);
    mockControl.setLatency(80);
    const started = Date.now();
    await getPoint();
    expect(Date.now() - started).toBeGreaterThanOrEqual(70);

    mockControl.setLatency([300, 100]);
    expect(getLatency()).toEqual([100, 300]);
    expect(nextDelay(() => 0)).toBe(100);
    expect(nextDelay(() => 1)).toBe(300);
    expect(() => mockControl.setLatency(-1)).toThrow();

    mockControl.reset();
    expect(getLatency()).toBe(0);
  });
});
