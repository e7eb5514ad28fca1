// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetCustomerInfoQueryKey, getGetPointQueryKey } from '@/generated/customer/customer';
import { queryClient } from '@/shared/api/query-client';
import { CLOCK_OFFSET_KEY, resetServerClock } from '@/shared/lib/server-clock';
import { logout } from '@/shared/session/logout';
import { channelData } from '@/shared/session/session';
import { readToken, writeToken } from '@/shared/session/token';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJDVVNUMDAwMSJ9.c2ln';

describe('logout', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetServerClock();
  });

  it('clears the device first (token, cache, session and local storage, keeping the language and the clock offset), then tells the server with the old token', async () => {
    let storedAtCall: string | null = 'not called';
    const fetchMock = vi.fn(() => {
      storedAtCall = sessionStorage.getItem('application-token');
      return Promise.resolve(new Response(JSON.stringify({ data: { success: true } }), { status: 200 }));
    });
    vi.stubGlobal('fetch', fetchMock);
    writeToken(TOKEN);
    sessionStorage.setItem('login-otp', '{}');
    sessionStorage.setItem('ecode:RDM000001', '{}');
    sessionStorage.setItem(CLOCK_OFFSET_KEY, '600000');
    localStorage.setItem('lang', 'en');
    localStorage.setItem('recent-searches', '["coffee"]');
    channelData.set({ channel_name: 'LINE', channel_type: 'liff' });
    queryClient.setQueryData(getGetPointQueryKey(), { point: 100, expiring: [] });
    queryClient.setQueryData(getGetCustomerInfoQueryKey(), { customer_info: { customer_id: 'x' } } as never);

    logout();

    // Cleared at once, before any answer.
    expect(readToken()).toBeNull();
    expect(Object.keys(sessionStorage)).toEqual([CLOCK_OFFSET_KEY]);
    expect(localStorage.getItem('lang')).toBe('en');
    expect(localStorage.getItem('recent-searches')).toBeNull();
    expect(channelData.get()).toBeNull();
    expect(queryClient.getQueryData(getGetPointQueryKey())).toBeUndefined();
    expect(queryClient.getQueryData(getGetCustomerInfoQueryKey())).toBeUndefined();

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/customer/LogoutLine');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(headers.get('X-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(storedAtCall).toBeNull();
  });

  it('clears the session although the server call fails', () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    writeToken(TOKEN);
    logout();
    expect(readToken()).toBeNull();
  });
});
