/**
 * The mutator and the server's clock: every answer's `Date` corrects the app's clock, signatures use
 * the corrected clock, and a call refused with SIGNATURE_EXPIRED is signed again and sent once more.
 */
import { ApiError } from '@/shared/api/api-error';
import { customFetch } from '@/shared/api/fetcher';
import { signRequest } from '@/shared/api/signature';
import { env } from '@/shared/config/env';
import { CLOCK_OFFSET_KEY, clockOffset, resetServerClock } from '@/shared/lib/server-clock';
import { TOKEN_STORAGE_KEY } from '@/shared/session/token';
import { memoryStorage } from '@test-support';

type Call = { url: string; init: RequestInit };

const TOKEN = 'head.e30.sig';
const SERVER = Date.parse('2026-11-26T10:00:00.000Z');
const TEN_MINUTES = 10 * 60_000;
const EXPIRED = { code: 'SIGNATURE_EXPIRED', message: { th: 'คำขอหมดอายุแล้ว กรุณาลองใหม่อีกครั้ง', en: 'The request has expired. Please try again.' } };

let calls: Call[] = [];

/** Answers the calls in turn (the last answer repeats), each with the server's `Date`. */
function answers(...list: Array<[number, unknown]>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const [status, body] = list[Math.min(calls.length, list.length) - 1]!;
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', Date: new Date(SERVER).toUTCString() },
      });
    }),
  );
}

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);
const stampOf = (call: Call | undefined) => Number(header(call, 'X-Timestamp'));

beforeEach(() => {
  calls = [];
  vi.stubGlobal('sessionStorage', memoryStorage());
  sessionStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
  resetServerClock();
  // The phone's clock is 10 minutes fast.
  vi.useFakeTimers({ now: SERVER + TEN_MINUTES, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetServerClock();
});

describe('customFetch and the server clock', () => {
  it('learns the offset from an answer\'s Date header and keeps it in session storage', async () => {
    answers([200, { data: { transaction_id: 'OTP-1' } }]);
    await customFetch({ url: '/api/Auth/RequestOTP', method: 'POST', data: { id_type: 'national_id', id_number: '1101700230708' } });
    expect(Math.abs(clockOffset() + TEN_MINUTES)).toBeLessThan(1_000);
    expect(sessionStorage.getItem(CLOCK_OFFSET_KEY)).toBe(String(clockOffset()));
  });

  it('signs with the corrected clock once it has learnt it', async () => {
    answers([200, { data: {} }]);
    await customFetch({ url: '/api/Content/Document', method: 'GET', params: { kind: 'terms' } });
    await customFetch({ url: '/api/Customer/GetPoint', method: 'GET' });
    const signed = calls[1];
    expect(Math.abs(stampOf(signed) - SERVER / 1000)).toBeLessThanOrEqual(1);
    expect(header(signed, 'X-Signature')).toBe(await signRequest(env.signingKey, TOKEN, String(stampOf(signed))));
  });

  it('after SIGNATURE_EXPIRED signs again with the server\'s time and sends the same request once more', async () => {
    answers([401, EXPIRED], [200, { data: { redemption_id: 'RDM2611200001' } }]);
    const data = { privilege_id: 'PRV000102', quantity: 1 };
    const result = await customFetch(
      { url: '/api/Redemption/Redeem', method: 'POST', data },
      { headers: { 'Idempotency-Key': '3f6c1e2a-8b4d-4e7f-9a21-5c0d8e7b6a43' } },
    );
    expect(result).toEqual({ redemption_id: 'RDM2611200001' });
    expect(calls).toHaveLength(2);
    // The first was signed with the phone's clock, the second with the server's.
    expect(Math.abs(stampOf(calls[0]) - (SERVER + TEN_MINUTES) / 1000)).toBeLessThanOrEqual(1);
    expect(Math.abs(stampOf(calls[1]) - SERVER / 1000)).toBeLessThanOrEqual(1);
    expect(header(calls[1], 'X-Signature')).toBe(await signRequest(env.signingKey, TOKEN, String(stampOf(calls[1]))));
    expect(header(calls[1], 'Idempotency-Key')).toBe('3f6c1e2a-8b4d-4e7f-9a21-5c0d8e7b6a43');
    expect(calls[1]?.init.body).toBe(JSON.stringify(data));
    expect(calls[1]?.url).toBe(calls[0]?.url);
  });

  it('sends a refused call again only once', async () => {
    answers([401, EXPIRED]);
    const error = await customFetch({ url: '/api/Customer/GetPoint', method: 'GET' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'SIGNATURE_EXPIRED' });
    expect(calls).toHaveLength(2);
  });

  it('does not send again after another refusal', async () => {
    answers([401, { code: 'UNAUTHORIZED', message: { th: 'กรุณาเข้าสู่ระบบอีกครั้ง', en: 'Please sign in again.' } }]);
    await expect(customFetch({ url: '/api/Customer/GetPoint', method: 'GET' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(calls).toHaveLength(1);
  });
});
