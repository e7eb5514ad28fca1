// @vitest-environment jsdom
/**
 * Sign-in where the browser will not keep the session token (private mode, site data blocked,
 * storage full): a dialog in the member's language says so and how to fix it, instead of a silent
 * loop back to sign-in; when storage refuses before the code is sent, the code is not spent.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import VerifyScreen from '@/features/auth/screens/VerifyScreen';
import { changeLang } from '@/shared/i18n/lang-store';
import { readToken } from '@/shared/session/token';
import { dialog } from '@/shared/ui/light/dialog/dialog-store';
import { renderScreen } from '@test-support';

const CHALLENGE = { transaction_id: 'OTP-7f3c9a2e5b1d', ref_code: 'KTBQ', masked_mobile: '08x-xxx-5678', expires_in: 300, resend_after: 60 };
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJwYXlsb2FkIjp7InN1YiI6IkNVUzAwMDAxMjMiLCJndWVzdCI6ZmFsc2V9fQ.c2ln';
const TEXT = {
  th: { title: 'เบราว์เซอร์ไม่ได้จัดเก็บข้อมูลของเว็บไซต์', fix: 'ปิดโหมดไม่ระบุตัวตน', kept: 'รหัส OTP ที่กรอกยังไม่ถูกใช้', again: 'แล้วเข้าสู่ระบบอีกครั้ง' },
  en: { title: 'Your browser is not keeping site data', fix: 'Turn off private browsing', kept: 'Your OTP has not been used', again: 'then sign in again' },
} as const;

function respond(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

/** sessionStorage.setItem throws as a full or blocked store does (for every key, or only `key`). */
function refuseSessionWrites(key?: string) {
  const setItem = Storage.prototype.setItem;
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, name: string, value: string) {
    if (this === window.sessionStorage && (key === undefined || name === key)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    setItem.call(this, name, value);
  });
}

async function typeCode(code: string) {
  await userEvent.click(screen.getAllByRole('textbox')[0]!);
  await userEvent.keyboard(code);
}

describe.each(['th', 'en'] as const)('sign-in with storage that refuses the token (%s)', (lang) => {
  const fetchMock = vi.fn();
  const verifyCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/VerifyOTP')).length;
  beforeEach(async () => {
    sessionStorage.clear();
    sessionStorage.setItem('login-otp', JSON.stringify({ ...CHALLENGE, received_at: Date.now() }));
    fetchMock.mockReset();
    fetchMock.mockImplementation(() => respond(200, { data: { token: TOKEN, expires_at: '2026-11-23T10:00:00+07:00', is_registered: true, guest: false } }));
    vi.stubGlobal('fetch', fetchMock);
    await changeLang(lang);
  });
  afterEach(() => {
    act(() => dialog.closeAll());
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('full or blocked before the code is sent: says so and how to fix it, and keeps the code unspent', async () => {
    refuseSessionWrites();
    const { router } = renderScreen(VerifyScreen, { path: '/auth/verify', url: '/auth/verify?redirect=%2Fhistory' });
    await screen.findByTestId('otp-ref-code');
    await typeCode('123456');
    const box = await screen.findByTestId('app-dialog');
    expect(within(box).getByText(TEXT[lang].title)).toBeInTheDocument();
    expect(box).toHaveTextContent(TEXT[lang].fix);
    expect(box).toHaveTextContent(TEXT[lang].kept);
    expect(verifyCalls()).toBe(0);
    expect(router.state.location.pathname).toBe('/auth/verify');
    expect(readToken()).toBeNull();
  });

  it('refusing only the token after the code was accepted: says so instead of looping back to sign-in', async () => {
    refuseSessionWrites('application-token');
    const { router } = renderScreen(VerifyScreen, { path: '/auth/verify', url: '/auth/verify?redirect=%2Fhistory' });
    await screen.findByTestId('otp-ref-code');
    await typeCode('123456');
    const box = await screen.findByTestId('app-dialog');
    expect(within(box).getByText(TEXT[lang].title)).toBeInTheDocument();
    expect(box).toHaveTextContent(TEXT[lang].again);
    expect(verifyCalls()).toBe(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verify'));
    expect(readToken()).toBeNull();
  });
});
