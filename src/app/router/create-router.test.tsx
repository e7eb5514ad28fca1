// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLang } from '@/shared/i18n/lang-store';
import { queryClient } from '@/shared/api/query-client';
import { registerNavigator } from '@/shared/routing/navigator';
import { channelData } from '@/shared/session/session';
import { readToken, TOKEN_STORAGE_KEY, writeToken } from '@/shared/session/token';
import { dialog } from '@/shared/ui/light/dialog/dialog-store';
import { renderApp } from '@test-support';
import { getGetAddressDetailQueryKey } from '@/generated/address/address';
import { getGetCustomerInfoQueryKey } from '@/generated/customer/customer';

/** The operations' paths, from the generated query keys (their first element). */
const [CUSTOMER_INFO] = getGetCustomerInfoQueryKey();
const [ADDRESS_DETAIL] = getGetAddressDetailQueryKey();

/** Member token from the contract (payload: sub CUS0000123, channel LINE / liff, guest false; iat 2026-11-20T03:00Z, exp a day later). */
const MEMBER_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJwYXlsb2FkIjp7InN1YiI6IkNVUzAwMDAxMjMiLCJjaGFubmVsX25hbWUiOiJMSU5FIiwiY2hhbm5lbF90eXBlIjoibGlmZiIsImd1ZXN0IjpmYWxzZX0sImlhdCI6MTc5NTE0MzYwMCwiZXhwIjoxNzk1MjMwMDAwfQ.DbPUhHk0uiQRUDl5rpU79x62IxDJ2aYllbGc9nNCM-c';

function customer(overrides: Record<string, unknown> = {}) {
  return {
    customer_info: { customer_id: 'CUS0000123', first_name: 'สมชาย', last_name: 'ใจดี', tier: 'gold', point: 12500, isdeleted: false, isregistered: true, accepted_consent_version: '3.1', accepted_pdpa_version: '2.0', ...overrides },
    customer_addresses: [],
    customer_services: [],
    current_consent_version: '3.1',
    current_pdpa_version: '2.0',
  };
}

function json(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

const fetchMock = vi.fn();


describe('app routing with the guard', () => {
  beforeAll(async () => {
    await import('@/shared/ui/light/dialog/DialogView');
    // Screens on Mantine the guard sends members to: loaded once up front, so the default waits
    // measure the routing and not the first transform of @mantine/core.
    await import('@/features/static-pages/screens/NotAuthorizedScreen');
    await import('@/features/account/screens/AccountMenuScreen');
  }, 60_000);
  beforeEach(async () => {
    sessionStorage.clear();
    localStorage.clear();
    queryClient.clear();
    channelData.set(null);
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    // An hour after the contract token was issued: it has not expired (the guard checks `exp`).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T04:00:00Z') });
    await changeLang('th');
  });
  afterEach(() => {
    act(() => dialog.closeAll());
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends a visitor to sign-in with the full target as redirect', async () => {
    const { router } = renderApp('/history/tracking-status?order=A1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fhistory%2Ftracking-status%3Forder%3DA1');
    expect(await screen.findByRole('button', { name: 'ขอรหัส OTP' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets a registered member in, fills channel data from the token and sets the title', async () => {
    writeToken(MEMBER_TOKEN);
    fetchMock.mockImplementation((url: string) => (url.includes(CUSTOMER_INFO) ? json(200, { data: customer() }) : json(404, {})));
    const { router } = renderApp('/history');
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'));
    expect(await screen.findByText('สมชาย ใจดี')).toBeInTheDocument();
    await waitFor(() => expect(channelData.get()).toEqual({ channel_name: 'LINE', channel_type: 'liff' }));
    await waitFor(() => expect(document.title).toBe('ประวัติ | สิทธิพิเศษสมาชิก'));
  });

  it("the app's browser router: made at the address, its first navigation started a task later, the routes' boundaries mapped", async () => {
    const { createAppRouter } = await import('./create-router');
    writeToken(MEMBER_TOKEN);
    fetchMock.mockImplementation((url: string) => (url.includes(CUSTOMER_INFO) ? json(200, { data: customer() }) : json(404, {})));
    window.history.replaceState(null, '', '/history');
    const listeners = vi.spyOn(window, 'addEventListener');
    const listensToHistory = () => listeners.mock.calls.some(([type]) => type === 'popstate');
    const made = createAppRouter();
    // Made, not started: the first navigation (which listens to the history) waits for the next task.
    expect(listensToHistory()).toBe(false);
    const router = await made;
    try {
      expect(listensToHistory()).toBe(true);
      expect(router.state.location.pathname).toBe('/history');
      await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes(CUSTOMER_INFO))).toBe(true));
      await waitFor(() => expect(router.state.initialized).toBe(true));
      expect(router.routes[0]?.hasErrorBoundary).toBe(true);
    } finally {
      listeners.mockRestore();
      router.dispose();
      window.history.replaceState(null, '', '/');
    }
  });

  it('keeps the target\'s #hash in the sign-in redirect', async () => {
    const { router } = renderApp('/history/tracking-status?order=A1#timeline');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/history/tracking-status?order=A1#timeline');
  });

  it('keeps the #hash through a /liff/{slug} deep link into the sign-in redirect', async () => {
    const { router } = renderApp('/liff/tracking-status?order=A1#timeline');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/history/tracking-status?order=A1#timeline');
  });

  it('sends a signed-in member whose session token cannot be decoded to not-authorized', async () => {
    // The server accepts the session (customer info answers 200), but the app cannot read its payload (bad base64).
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'a.%%%.c');
    fetchMock.mockImplementation((url: string) => (url.includes(CUSTOMER_INFO) ? json(200, { data: customer() }) : json(404, {})));
    const { router } = renderApp('/history');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(CUSTOMER_INFO))).toBe(true);
    expect(channelData.get()).toBeNull();
  });

  it('sends a deleted member to not-authorized', async () => {
    writeToken(MEMBER_TOKEN);
    fetchMock.mockImplementation(() => json(200, { data: customer({ isdeleted: true }) }));
    const { router } = renderApp('/other/profile-menu');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'));
  });

  it('on a failed customer-info load shows the error in the stored language, then clears the token and goes to root', async () => {
    writeToken(MEMBER_TOKEN);
    fetchMock.mockImplementation(() =>
      json(500, { code: 'GENERIC_ERROR', message: { th: 'ระบบขัดข้องชั่วคราว', en: 'Temporarily unavailable.' } }),
    );
    const { router } = renderApp('/history');
    expect(await screen.findByText('ระบบขัดข้องชั่วคราว')).toBeInTheDocument();
    expect(screen.getByText('เกิดข้อผิดพลาด')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(readToken()).toBeNull();
  });

  it('on a failed default-address look-up shows the error in the stored language, then clears the token and goes to root', async () => {
    writeToken(MEMBER_TOKEN);
    const home = { customeraddress_id: 1024, isdefault: true };
    fetchMock.mockImplementation((url: string) => {
      if (url.includes(CUSTOMER_INFO)) return json(200, { data: { ...customer(), customer_addresses: [home] } });
      if (url.includes(ADDRESS_DETAIL)) {
        return json(500, { code: 'GENERIC_ERROR', message: { th: 'ไม่พบที่อยู่เริ่มต้น', en: 'The default address could not be loaded.' } });
      }
      return json(404, {});
    });
    const { router } = renderApp('/history');
    registerNavigator((to, options) => router.navigate(to, options));
    // The member passes the guard, then the look-up fails in the background.
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'));
    expect(await screen.findByText('ไม่พบที่อยู่เริ่มต้น')).toBeInTheDocument();
    expect(screen.getByText('เกิดข้อผิดพลาด')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('customeraddress_id=1024'))).toBe(true);
    expect(readToken()).toBe(MEMBER_TOKEN);
    await userEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(readToken()).toBeNull();
    // Root, then (no session any more) sign-in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('');
    registerNavigator(null);
  });

  it('sends a member whose accepted terms are older to the consent screen first, with the full target as redirect', async () => {
    writeToken(MEMBER_TOKEN);
    fetchMock.mockImplementation((url: string) => (url.includes(CUSTOMER_INFO) ? json(200, { data: customer({ accepted_consent_version: '3.0' }) }) : json(404, {})));
    const { router } = renderApp('/history/tracking-status?delivery_id=D1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/consent'));
    expect(router.state.location.search).toBe('?redirect=%2Fhistory%2Ftracking-status%3Fdelivery_id%3DD1');
  });

  it('does not send an unregistered member to the consent screen', async () => {
    writeToken(MEMBER_TOKEN);
    fetchMock.mockImplementation(() => json(200, { data: customer({ isregistered: false, accepted_consent_version: undefined, accepted_pdpa_version: undefined }) }));
    const { router } = renderApp('/auth/register-eservice');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/register-eservice'));
    await act(() => router.navigate('/history'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'));
  });

  it('redirects the blank area routes to their main screens', async () => {
    writeToken(MEMBER_TOKEN);
    fetchMock.mockImplementation(() => json(200, { data: customer() }));
    const { router } = renderApp('/other');
    await waitFor(() => expect(router.state.location.pathname).toBe('/other/profile-menu'));
  });

  it('maps a /liff/{slug} deep link to its screen', async () => {
    const { router } = renderApp('/liff/tracking-status?order=A1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(decodeURIComponent(router.state.location.search)).toBe('?redirect=/history/tracking-status?order=A1');
  });

  it('scrolls to the top on every navigation unless asked to keep the position', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp('/version');
    await waitFor(() => expect(router.state.location.pathname).toBe('/version'));
    scrollTo.mockClear();
    await act(() => router.navigate('/term-and-conditions'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    scrollTo.mockClear();
    await act(() => router.navigate('/term-and-conditions?section=2', { preventScrollReset: true }));
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });

  it('shows the not-found screen for unknown paths', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 2, name: 'ไม่พบหน้าที่ต้องการ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ไม่พบหน้าที่ต้องการ' })).toBeInTheDocument();
  });
});
