// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import VerifyScreen from '@/features/auth/screens/VerifyScreen';
import { changeLang } from '@/shared/i18n/lang-store';
import { readToken } from '@/shared/session/token';
import { renderScreen } from '@test-support';

const CHALLENGE = { transaction_id: 'OTP-7f3c9a2e5b1d', ref_code: 'KTBQ', masked_mobile: '08x-xxx-5678', expires_in: 300, resend_after: 60 };
const OTP_INVALID = {
  code: 'OTP_INVALID',
  message: { th: 'รหัส OTP ไม่ถูกต้อง กรุณาตรวจสอบและลองใหม่อีกครั้ง', en: 'OTP code invalid, please review and try again.' },
};
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJwYXlsb2FkIjp7InN1YiI6IkNVUzAwMDAxMjMiLCJndWVzdCI6ZmFsc2V9fQ.c2ln';

function respond(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

async function typeCode(code: string) {
  const first = screen.getAllByRole('textbox')[0] ?? screen.getAllByLabelText(/OTP/)[0];
  await userEvent.click(first!);
  await userEvent.keyboard(code);
}

describe.each(['th', 'en'] as const)('OTP verification (%s)', (lang) => {
  const fetchMock = vi.fn();
  beforeEach(async () => {
    sessionStorage.clear();
    sessionStorage.setItem('login-otp', JSON.stringify({ ...CHALLENGE, received_at: Date.now() }));
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    await changeLang(lang);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the reference code and masked number, and the server message for a wrong code', async () => {
    fetchMock.mockImplementation(() => respond(400, OTP_INVALID));
    renderScreen(VerifyScreen, { path: '/auth/verify' });
    expect(await screen.findByTestId('otp-ref-code')).toHaveTextContent('KTBQ');
    expect(screen.getAllByText(/08x-xxx-5678/).length).toBeGreaterThan(0);
    await typeCode('111111');
    expect(await screen.findByRole('alert')).toHaveTextContent(OTP_INVALID.message[lang]);
    expect(readToken()).toBeNull();
  });

  it('stores the token and follows a safe redirect on success', async () => {
    fetchMock.mockImplementation(() => respond(200, { data: { token: TOKEN, expires_at: '2026-11-23T10:00:00+07:00', is_registered: true, guest: false } }));
    const { router } = renderScreen(VerifyScreen, { path: '/auth/verify', url: '/auth/verify?redirect=%2Fhistory%3Ftab%3D2' });
    await screen.findByTestId('otp-ref-code');
    await typeCode('123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'));
    expect(router.state.location.search).toBe('?tab=2');
    expect(readToken()).toBe(TOKEN);
    expect(sessionStorage.getItem('login-otp')).toBeNull();
  });
});

describe('the one OTP input', () => {
  const fetchMock = vi.fn();
  beforeEach(async () => {
    sessionStorage.clear();
    sessionStorage.setItem('login-otp', JSON.stringify({ ...CHALLENGE, received_at: Date.now() }));
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    await changeLang('th');
  });
  afterEach(() => vi.unstubAllGlobals());

  const verifyCalls = () =>
    fetchMock.mock.calls
      .filter(([url]) => String(url).includes('/VerifyOTP'))
      .map(([, init]) => (JSON.parse(String((init as RequestInit).body)) as { otp: string }).otp);

  it('submits a complete code exactly once: a seventh digit neither overwrites nor resubmits', async () => {
    fetchMock.mockImplementation(() => respond(400, OTP_INVALID));
    renderScreen(VerifyScreen, { path: '/auth/verify' });
    await screen.findByTestId('otp-ref-code');
    await typeCode('1111119');
    expect(await screen.findByRole('alert')).toHaveTextContent(OTP_INVALID.message.th);
    expect(screen.getByTestId('otp-input')).toHaveValue('111111');
    expect(verifyCalls()).toEqual(['111111']);
  });

  it('accepts a pasted code with spaces or dashes', async () => {
    fetchMock.mockImplementation(() => respond(400, OTP_INVALID));
    renderScreen(VerifyScreen, { path: '/auth/verify' });
    await screen.findByTestId('otp-ref-code');
    await userEvent.click(screen.getByTestId('otp-input'));
    await userEvent.paste('12 34-56');
    await waitFor(() => expect(verifyCalls()).toEqual(['123456']));
  });

  it('accepts Thai digits', async () => {
    fetchMock.mockImplementation(() => respond(200, { data: { token: TOKEN, expires_at: 'x', is_registered: true, guest: false } }));
    renderScreen(VerifyScreen, { path: '/auth/verify' });
    await screen.findByTestId('otp-ref-code');
    await typeCode('๑๒๓๔๕๖');
    await waitFor(() => expect(verifyCalls()).toEqual(['123456']));
  });

  it('submits again only after the member changes the code', async () => {
    fetchMock.mockImplementation(() => respond(400, OTP_INVALID));
    renderScreen(VerifyScreen, { path: '/auth/verify' });
    await screen.findByTestId('otp-ref-code');
    await typeCode('111111');
    await screen.findByRole('alert');
    await userEvent.keyboard('{Backspace}2');
    await waitFor(() => expect(verifyCalls()).toEqual(['111111', '111112']));
  });
});

describe('OTP verification redirect safety', () => {
  it('ignores an off-site redirect', async () => {
    sessionStorage.setItem('login-otp', JSON.stringify({ ...CHALLENGE, received_at: Date.now() }));
    vi.stubGlobal('fetch', vi.fn(() => respond(200, { data: { token: TOKEN, expires_at: 'x', is_registered: true, guest: false } })));
    await changeLang('th');
    const { router } = renderScreen(VerifyScreen, { path: '/auth/verify', url: '/auth/verify?redirect=https%3A%2F%2Fevil.example%2F' });
    await screen.findByTestId('otp-ref-code');
    await typeCode('123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/privilege/privilege-list'));
    vi.unstubAllGlobals();
  });
});
