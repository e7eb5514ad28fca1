// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetCustomerInfoQueryKey, getGetPointQueryKey } from '@/generated/customer/customer';
import { queryClient } from '@/shared/api/query-client';
import { channelData } from '@/shared/session/channel-data';
import { logout } from '@/shared/session/logout';
import { readToken, writeToken } from '@/shared/session/token-storage';

describe('logout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls the server, then clears the session, the cache and storage but keeps the language', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ data: { success: true } }), { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    writeToken('a.b.c');
    sessionStorage.setItem('login-otp', '{}');
    localStorage.setItem('lang', 'en');
    localStorage.setItem('recent-searches', '["coffee"]');
    channelData.set({ channel_name: 'LINE', channel_type: 'liff' });
    queryClient.setQueryData(getGetPointQueryKey(), { point: 100, expiring: [] });
    queryClient.setQueryData(getGetCustomerInfoQueryKey(), { customer_info: { customer_id: 'x' } } as never);

    await logout();

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/customer/LogoutLine');
    expect(init.method).toBe('POST');
    expect(readToken()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('lang')).toBe('en');
    expect(localStorage.getItem('recent-searches')).toBeNull();
    expect(channelData.get()).toBeNull();
    expect(queryClient.getQueryData(getGetPointQueryKey())).toBeUndefined();
    expect(queryClient.getQueryData(getGetCustomerInfoQueryKey())).toBeUndefined();
  });

  it('still clears the session when the server call fails', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    writeToken('a.b.c');
    await logout();
    expect(readToken()).toBeNull();
  });
});
