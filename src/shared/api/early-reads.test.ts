/**
 * Reads the page's inline script sends before the app's code (early-reads.ts), and the fetcher's
 * adoption of their answers: once, for the same address and token, while fresh; otherwise, or when
 * one failed to arrive, the fetcher sends the call itself. An adopted answer is handled as the
 * fetcher's own: its payload, its errors, its `Date`, a refused signature signed again.
 */
import { getGetCustomerInfoQueryKey, getGetPointQueryKey } from '@/generated/customer/customer';
import { getGetPrivilegeListQueryKey } from '@/generated/privilege/privilege';
import { ApiError } from '@/shared/api/api-error';
import { EARLY_READ_TTL_MS, sendEarlyReads } from '@/shared/api/early-reads';
import { customFetch } from '@/shared/api/fetcher';
import { signRequest } from '@/shared/api/signature';
import { env } from '@/shared/config/env';
import { clockOffset, resetServerClock } from '@/shared/lib/server-clock';
import { TOKEN_STORAGE_KEY } from '@/shared/session/token';
import { memoryStorage } from '@test-support';

type Call = { url: string; init: RequestInit };

const TOKEN = 'head.e30.sig';
const POINT = { url: getGetPointQueryKey()[0] };
const LIST = getGetPrivilegeListQueryKey()[0];
const CUSTOMER = getGetCustomerInfoQueryKey()[0];
const EXPIRED = { code: 'SIGNATURE_EXPIRED', message: { th: 'คำขอหมดอายุแล้ว กรุณาลองใหม่อีกครั้ง', en: 'The request has expired. Please try again.' } };
let calls: Call[] = [];

/** Answers the calls in turn (the last repeats); `null` fails the call as a lost connection does. */
function answers(...list: Array<[number, unknown] | null>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const answer = list[Math.min(calls.length, list.length) - 1];
      if (!answer) throw new TypeError('Failed to fetch');
      const [status, body] = answer;
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', Date: new Date(Date.now() + 3_600_000).toUTCString() } });
    }),
  );
}

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

beforeEach(() => {
  calls = [];
  vi.stubGlobal('sessionStorage', memoryStorage());
  sessionStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
  resetServerClock();
  Reflect.deleteProperty(globalThis, '__memberAppEarlyReads');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // Test files share modules: the next one starts from a clock that knows nothing (the answers' Date
  // is an hour ahead) and with no early read left to adopt.
  resetServerClock();
  Reflect.deleteProperty(globalThis, '__memberAppEarlyReads');
});

describe('early reads', () => {
  it('are sent as the fetcher sends them: bearer, timestamp and signature', async () => {
    answers([200, { data: { point: 1 } }]);
    await sendEarlyReads([{ url: LIST, params: { page_size: 10, page: 1 } }]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`${env.apiBaseUrl}${LIST}?page_size=10&page=1`);
    expect(calls[0]?.init.method).toBe('GET');
    expect(header(calls[0], 'Authorization')).toBe(`Bearer ${TOKEN}`);
    const timestamp = header(calls[0], 'X-Timestamp')!;
    expect(header(calls[0], 'X-Signature')).toBe(await signRequest(env.signingKey, TOKEN, timestamp));
  });

  it('the fetcher adopts the answer once: the call is not sent again, the next one is', async () => {
    answers([200, { data: { point: 1 } }], [200, { data: { point: 2 } }]);
    await sendEarlyReads([POINT]);
    await expect(customFetch({ url: POINT.url, method: 'GET' })).resolves.toEqual({ point: 1 });
    expect(calls).toHaveLength(1);
    await expect(customFetch({ url: POINT.url, method: 'GET' })).resolves.toEqual({ point: 2 });
    expect(calls).toHaveLength(2);
  });

  it('an adopted answer costs the fetcher no signature: it signs only the calls it sends', async () => {
    answers([200, { data: { point: 1 } }], [200, { data: { point: 2 } }]);
    const sign = vi.spyOn(crypto.subtle, 'sign');
    await sendEarlyReads([POINT]);
    expect(sign).toHaveBeenCalledTimes(1);
    await expect(customFetch({ url: POINT.url, method: 'GET' })).resolves.toEqual({ point: 1 });
    expect(sign).toHaveBeenCalledTimes(1);
    await expect(customFetch({ url: POINT.url, method: 'GET' })).resolves.toEqual({ point: 2 });
    expect(sign).toHaveBeenCalledTimes(2);
    sign.mockRestore();
  });

  it('asked for while still being signed, the fetcher joins it', async () => {
    answers([200, { data: { point: 5 } }]);
    void sendEarlyReads([POINT]);
    await expect(customFetch({ url: POINT.url, method: 'GET' })).resolves.toEqual({ point: 5 });
    expect(calls).toHaveLength(1);
  });

  it('learns the server\'s time from an adopted answer, as from its own', async () => {
    answers([200, { data: { point: 1 } }]);
    await sendEarlyReads([POINT]);
    await customFetch({ url: POINT.url, method: 'GET' });
    expect(Math.abs(clockOffset() - 3_600_000)).toBeLessThan(3_000);
  });

  it('is not adopted for another token, another address, another method, or once stale', async () => {
    answers([200, { data: { point: 1 } }]);
    await sendEarlyReads([POINT, { url: LIST, params: { page: 1 } }, { url: CUSTOMER }]);
    expect(calls).toHaveLength(3);
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'other.e30.sig');
    await customFetch({ url: POINT.url, method: 'GET' });
    await customFetch({ url: LIST, method: 'GET', params: { page: 2 } });
    sessionStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    await customFetch({ url: CUSTOMER, method: 'POST', data: {} });
    expect(calls).toHaveLength(6);

    await sendEarlyReads([POINT]);
    vi.useFakeTimers({ now: Date.now() + EARLY_READ_TTL_MS + 1, toFake: ['Date'] });
    await customFetch({ url: POINT.url, method: 'GET' });
    expect(calls).toHaveLength(8);
  });

  it('one that failed to arrive is sent again by the fetcher', async () => {
    answers(null, [200, { data: { point: 3 } }]);
    await sendEarlyReads([POINT]);
    await expect(customFetch({ url: POINT.url, method: 'GET' })).resolves.toEqual({ point: 3 });
    expect(calls).toHaveLength(2);
  });

  it('an adopted refusal is the fetcher\'s error; an adopted stale signature is signed again and sent', async () => {
    answers([503, { code: 'SYSTEM_BUSY', message: { th: 'ระบบไม่ว่าง', en: 'Busy.' } }]);
    await sendEarlyReads([POINT]);
    await expect(customFetch({ url: POINT.url, method: 'GET' })).rejects.toMatchObject({ status: 503, code: 'SYSTEM_BUSY' });
    expect(calls).toHaveLength(1);

    calls = [];
    resetServerClock();
    answers([401, EXPIRED], [200, { data: { point: 4 } }]);
    await sendEarlyReads([POINT]);
    await expect(customFetch({ url: POINT.url, method: 'GET' })).resolves.toEqual({ point: 4 });
    expect(calls).toHaveLength(2);
    expect(Number(header(calls[1], 'X-Timestamp')) - Number(header(calls[0], 'X-Timestamp'))).toBeGreaterThan(3_000);
  });

  it('a cancelled call stops waiting for the early answer', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
    await sendEarlyReads([POINT]);
    const controller = new AbortController();
    const pending = customFetch({ url: POINT.url, method: 'GET', signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    const error = (await pending) as Error;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.name).toBe('AbortError');
  });

  it('hand a successful payload to the read\'s own use on arrival, and nothing else', async () => {
    const onData = vi.fn();
    answers([200, { data: { items: [1] } }], [404, { code: 'NOT_FOUND' }]);
    await sendEarlyReads([{ ...POINT, onData }]);
    await vi.waitFor(() => expect(onData).toHaveBeenCalledWith({ items: [1] }));
    await sendEarlyReads([{ url: CUSTOMER, onData }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onData).toHaveBeenCalledOnce();
    // The body is still the fetcher's to read.
    await expect(customFetch({ url: POINT.url, method: 'GET' })).resolves.toEqual({ items: [1] });
  });
});
