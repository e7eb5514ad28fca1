// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCustomerState, setCustomerState } from '@/shared/session/customer-store';
import { logout } from '@/shared/session/logout';
import { queryClient } from '@/shared/session/query-client';
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
    setCustomerState({ point: 100 });
    queryClient.setQueryData(['/api/Customer/CustomerInfo'], { any: 'thing' });

    await logout();

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/customer/LogoutLine');
    expect(init.method).toBe('POST');
    expect(readToken()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('lang')).toBe('en');
    expect(localStorage.getItem('recent-searches')).toBeNull();
    expect(getCustomerState().point).toBeNull();
    expect(queryClient.getQueryData(['/api/Customer/CustomerInfo'])).toBeUndefined();
  });

  it('still clears the session when the server call fails', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    writeToken('a.b.c');
    await logout();
    expect(readToken()).toBeNull();
  });
});
