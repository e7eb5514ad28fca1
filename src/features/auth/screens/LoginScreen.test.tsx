// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginScreen from '@/features/auth/screens/LoginScreen';
import { changeLang } from '@/shared/i18n/lang-store';
import type { Lang } from '@/shared/i18n/lang';
import { renderScreen } from '@test-support';

const MESSAGES: Record<Lang, Record<string, string>> = {
  th: {
    label: 'เลขบัตรประชาชน / เลขหนังสือเดินทาง',
    submit: 'ขอรหัส OTP',
    required: 'กรุณากรอกข้อมูล',
    alphanumeric: 'กรุณากรอกเฉพาะตัวอักษรและตัวเลขเท่านั้น',
    length: 'กรุณากรอกข้อมูล 5 ถึง 13 ตัวอักษรเท่านั้น',
    invalid: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบข้อมูลอีกครั้ง',
  },
  en: {
    label: 'National ID / passport number',
    submit: 'Get OTP',
    required: 'Required field.',
    alphanumeric: 'Please enter only letters and numbers.',
    length: 'Please enter characters from 5 to 13 only.',
    invalid: 'Invalid information. Please review the information again.',
  },
};

const LOGIN_INVALID = {
  code: 'LOGIN_INVALID',
  message: { th: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบข้อมูลอีกครั้ง', en: 'Invalid information. Please review the information again.' },
};

function respond(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

describe.each(['th', 'en'] as const)('login form (%s)', (lang) => {
  const text = MESSAGES[lang];
  const fetchMock = vi.fn();

  beforeEach(async () => {
    sessionStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    await changeLang(lang);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('links who can join (the public eligibility explanation) from the sign-in help', async () => {
    renderScreen(LoginScreen, { path: '/auth/login' });
    const link = await screen.findByRole('link', { name: lang === 'th' ? 'ใครสมัครสมาชิกได้บ้าง' : 'Who can join' });
    expect(link).toHaveAttribute('href', '/auth/eligibility-check');
  });

  async function submit(value: string) {
    const input = screen.getByLabelText(text.label!);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
  }

  it('shows the spec validation messages and never calls the server for invalid input', async () => {
    renderScreen(LoginScreen, { path: '/auth/login' });
    await submit('');
    expect(await screen.findByText(text.required!)).toBeInTheDocument();
    await submit('AB-12#');
    expect(await screen.findByText(text.alphanumeric!)).toBeInTheDocument();
    await submit('AB12');
    expect(await screen.findByText(text.length!)).toBeInTheDocument();
    await submit('AB1234567890XY');
    expect(await screen.findByText(text.length!)).toBeInTheDocument();
    await submit('1101700230709');
    expect(await screen.findByText(text.invalid!)).toBeInTheDocument();
    expect(screen.getByLabelText(text.label!)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message in the member's language and keeps the typed value", async () => {
    fetchMock.mockImplementation(() => respond(400, LOGIN_INVALID));
    renderScreen(LoginScreen, { path: '/auth/login' });
    await submit('AB12345');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_INVALID.message[lang]);
    expect(screen.getByLabelText(text.label!)).toHaveValue('AB12345');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ id_type: 'passport', id_number: 'AB12345' });
  });

  it('requests a code for a valid national ID and continues to verification with the redirect', async () => {
    fetchMock.mockImplementation(() =>
      respond(200, { data: { transaction_id: 'OTP-7f3c9a2e5b1d', ref_code: 'KTBQ', masked_mobile: '08x-xxx-5678', expires_in: 300, resend_after: 60 } }),
    );
    const { router } = renderScreen(LoginScreen, { path: '/auth/login', url: '/auth/login?redirect=%2Fhistory' });
    await submit('1-1017-00230-70-8');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verify'));
    expect(router.state.location.search).toBe('?redirect=%2Fhistory');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/api/Auth/RequestOTP');
    expect(JSON.parse(String(init.body))).toEqual({ id_type: 'national_id', id_number: '1101700230708' });
    expect(JSON.parse(sessionStorage.getItem('login-otp') ?? '{}')).toMatchObject({ ref_code: 'KTBQ' });
  });
  it('accepts the national ID typed with Thai digits (and full-width ones) and sends ASCII', async () => {
    fetchMock.mockImplementation(() =>
      respond(200, { data: { transaction_id: 'OTP-7f3c9a2e5b1d', ref_code: 'KTBQ', masked_mobile: '08x-xxx-5678', expires_in: 300, resend_after: 60 } }),
    );
    const { router } = renderScreen(LoginScreen, { path: '/auth/login' });
    const input = screen.getByLabelText(text.label!);
    await userEvent.type(input, '๑๑๐๑๗๐๐๒๓๐๗๐๘');
    expect(input).toHaveValue('1101700230708');
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verify'));
    expect(screen.queryByText(text.alphanumeric!)).toBeNull();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ id_type: 'national_id', id_number: '1101700230708' });
  });

  it('converts full-width digits as they are typed', async () => {
    renderScreen(LoginScreen, { path: '/auth/login' });
    const input = screen.getByLabelText(text.label!);
    await userEvent.type(input, '１１０１７');
    expect(input).toHaveValue('11017');
  });
});

describe('login form language switch', () => {
  it('re-translates a shown validation message when the language changes', async () => {
    await changeLang('th');
    renderScreen(LoginScreen, { path: '/auth/login' });
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.th.submit }));
    expect(await screen.findByText(MESSAGES.th.required!)).toBeInTheDocument();
    await act(() => changeLang('en'));
    expect(await screen.findByText(MESSAGES.en.required!)).toBeInTheDocument();
  });
});
