import { ApiError } from '@/shared/api/api-error';
import { REQUEST_TIMEOUT_MS, customFetch } from '@/shared/api/fetcher';
import { signRequest } from '@/shared/api/signature';
import { env } from '@/shared/config/env';
import { TOKEN_STORAGE_KEY } from '@/shared/session/token';
import { memoryStorage } from '@test-support';

type Call = { url: string; init: RequestInit };


let calls: Call[] = [];

/** Awaits a call that must fail and returns what it threw. */
async function failure(pending: Promise<unknown>): Promise<ApiError> {
  try {
    await pending;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

function respondWith(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

beforeEach(() => {
  calls = [];
  vi.stubGlobal('sessionStorage', memoryStorage());
  sessionStorage.setItem(TOKEN_STORAGE_KEY, 'head.e30.sig');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('customFetch headers', () => {
  it('signs a customer call with bearer, timestamp and signature', async () => {
    respondWith(200, { data: { point: 1 } });
    await customFetch({ url: '/api/Customer/GetPoint', method: 'GET' });
    const call = calls[0];
    expect(header(call, 'Authorization')).toBe('Bearer head.e30.sig');
    const timestamp = header(call, 'X-Timestamp');
    expect(timestamp).toMatch(/^\d{10}$/);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(5);
    expect(header(call, 'X-Signature')).toBe(await signRequest(env.signingKey, 'head.e30.sig', timestamp!));
  });

  it('sends only the bearer token on a reward call', async () => {
    respondWith(200, { data: {} });
    await customFetch({ url: '/api/Reward/MaxmeMember', method: 'GET', params: { citizen_id: '1101700230708' } });
    const call = calls[0];
    expect(call?.url).toBe('/api/Reward/MaxmeMember?citizen_id=1101700230708');
    expect(header(call, 'Authorization')).toBe('Bearer head.e30.sig');
    expect(header(call, 'X-Signature')).toBeNull();
    expect(header(call, 'X-Timestamp')).toBeNull();
  });

  it('sends no credentials when there is no token', async () => {
    sessionStorage.clear();
    respondWith(200, { data: {} });
    await customFetch({ url: '/api/Auth/RequestOTP', method: 'POST', data: { id_type: 'passport', id_number: 'AB12345' } });
    expect(header(calls[0], 'Authorization')).toBeNull();
    expect(header(calls[0], 'X-Signature')).toBeNull();
  });

  it('sends JSON bodies', async () => {
    respondWith(200, { data: {} });
    await customFetch({ url: '/api/Customer/EditDefaultAddress', method: 'PUT', data: { customeraddress_id: 7 } });
    expect(calls[0]?.init.method).toBe('PUT');
    expect(header(calls[0], 'Content-Type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"customeraddress_id":7}');
  });

  it('keeps the multipart field image_profile and lets the browser set the boundary', async () => {
    respondWith(200, { data: { image_url: '/x.png' } });
    const form = new FormData();
    form.append('image_profile', new Blob(['img'], { type: 'image/png' }), 'me.png');
    await customFetch({
      url: '/api/Customer/UploadImageProfile',
      method: 'POST',
      data: form,
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    const body = calls[0]?.init.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('image_profile')).toBeInstanceOf(Blob);
    expect(header(calls[0], 'Content-Type')).toBeNull();
  });
});

describe('customFetch bodies', () => {
  it('returns data when the body has it', async () => {
    respondWith(200, { data: { point: 12500 } });
    await expect(customFetch({ url: '/api/Customer/GetPoint', method: 'GET' })).resolves.toEqual({ point: 12500 });
  });

  it('returns the whole body when it has no data field', async () => {
    respondWith(200, { point: 12500 });
    await expect(customFetch({ url: '/api/Customer/GetPoint', method: 'GET' })).resolves.toEqual({ point: 12500 });
  });

  it('throws an ApiError carrying status, code and the bilingual message', async () => {
    const body = { code: 'OUT_OF_STOCK', message: { th: 'สินค้าหมด', en: 'Out of stock.' } };
    respondWith(409, body);
    const error = await failure(customFetch({ url: '/api/Redemption/Redeem', method: 'POST', data: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 409, code: 'OUT_OF_STOCK', body });
    expect(error.messageIn('th')).toBe('สินค้าหมด');
    expect(error.messageIn('en')).toBe('Out of stock.');
  });

  it('falls back to the generic message for a body without the error model', async () => {
    respondWith(502, undefined);
    const error = await failure(customFetch({ url: '/api/Customer/GetPoint', method: 'GET' }));
    expect(error).toMatchObject({ kind: 'http', status: 502, code: 'GENERIC_ERROR' });
    expect(error.messageIn('en')).toBe('An error occurred. Please try again later.');
  });
});

describe('customFetch failures', () => {
  function hangUntilAborted() {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            const abort = () => reject(new DOMException('Aborted', 'AbortError'));
            if (init.signal?.aborted) abort();
            init.signal?.addEventListener('abort', abort);
          }),
      ),
    );
  }

  it('turns a network failure into SYSTEM_DISCONNECT, in the catalogue\'s words (x-error-catalogue)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await failure(customFetch({ url: '/api/Customer/GetPoint', method: 'GET' }));
    expect(error).toMatchObject({ kind: 'network', code: 'SYSTEM_DISCONNECT' });
    expect(error.messageIn('en')).toBe('System disconnect.');
    expect(error.messageIn('th')).toBe('ระบบขาดการเชื่อมต่อ');
  });

  it('times out after 180000 ms', async () => {
    vi.useFakeTimers();
    hangUntilAborted();
    const pending = failure(customFetch({ url: '/api/Customer/GetPoint', method: 'GET' }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(REQUEST_TIMEOUT_MS).toBe(180000);
    expect(error).toMatchObject({ kind: 'timeout', code: 'GENERIC_ERROR' });
    expect(error.messageIn('en')).toBe('An error occurred. Please try again later.');
  });

  it('passes react-query cancellation through untouched', async () => {
    hangUntilAborted();
    const controller = new AbortController();
    const pending = failure(customFetch({ url: '/api/Customer/GetPoint', method: 'GET', signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.name).toBe('AbortError');
  });
});
