// @vitest-environment jsdom
/**
 * The login code screen against the mock when a resend is refused: the server's message shows;
 * after OTP_RESEND_LIMIT or a transaction closed by wrong codes (OTP_EXPIRED) the screen offers
 * the way back to sign in instead of a resend that cannot succeed; after OTP_RESEND_TOO_SOON the
 * resend stays for the member to tap later, and nothing is sent again by itself. A resend the
 * server grants: only after the countdown, once on a double tap, with the new reference code.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMock, server } from '@mocks/node';
import { DEMO_TRANSACTIONS } from '@mocks/db/seed';
import VerifyScreen from '@/features/auth/screens/VerifyScreen';
import { changeLang } from '@/shared/i18n/lang-store';
import { renderScreen } from '@test-support';

let resends = 0;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/Auth/ResendOTP') resends += 1;
  });
});
afterEach(() => {
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

/** The verify screen on a stored challenge whose resend is due (resend_after 0). */
function openOn(transaction_id: string) {
  sessionStorage.clear();
  sessionStorage.setItem(
    'login-otp',
    JSON.stringify({ transaction_id, ref_code: 'DEMO', masked_mobile: '08x-xxx-5678', expires_in: 300, resend_after: 0, received_at: Date.now() }),
  );
  return renderScreen(VerifyScreen, { path: '/auth/verify' });
}

describe.each(['th', 'en'] as const)('refused resend (%s)', (lang) => {
  beforeEach(async () => {
    resends = 0;
    await changeLang(lang);
  });

  it.each([
    ['OTP_RESEND_LIMIT', DEMO_TRANSACTIONS.resendLimit, { th: 'คุณขอรหัส OTP ใหม่เกินจำนวนครั้งที่กำหนดแล้ว', en: 'You have requested too many new OTP codes.' }],
    ['OTP_EXPIRED', DEMO_TRANSACTIONS.lockedLogin, { th: 'รหัส OTP หมดอายุแล้ว', en: 'The OTP code has expired.' }],
  ])('%s: says why and offers the way back to sign in, not another resend', async (_code, transaction, text) => {
    const { router } = openOn(transaction);
    await userEvent.click(await screen.findByTestId('otp-resend'));
    expect(await screen.findByRole('alert')).toHaveTextContent(text[lang]);
    expect(screen.queryByTestId('otp-resend')).toBeNull();
    await userEvent.click(screen.getByTestId('otp-back-to-login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(resends).toBe(1);
  });

  it('OTP_RESEND_TOO_SOON: says so and keeps the resend for later, sending nothing by itself', async () => {
    openOn(DEMO_TRANSACTIONS.resendTooSoon);
    await userEvent.click(await screen.findByTestId('otp-resend'));
    expect(await screen.findByRole('alert')).toHaveTextContent(lang === 'th' ? 'กรุณารอสักครู่ก่อนขอรหัส OTP ใหม่' : 'Please wait a moment before requesting a new OTP code.');
    await new Promise((r) => setTimeout(r, 100));
    expect(resends).toBe(1);
    expect(screen.getByTestId('otp-resend')).toBeEnabled();
    expect(screen.queryByTestId('otp-back-to-login')).toBeNull();
  });
});

describe.each(['th', 'en'] as const)('resend (%s)', (lang) => {
  beforeEach(async () => {
    resends = 0;
    await changeLang(lang);
  });

  it('waits out the countdown, then sends one new code on a double tap: new reference, cleared input, countdown again', async () => {
    sessionStorage.clear();
    sessionStorage.setItem(
      'login-otp',
      JSON.stringify({ transaction_id: DEMO_TRANSACTIONS.memberLogin, ref_code: 'DEMO', masked_mobile: '08x-xxx-5678', expires_in: 300, resend_after: 60, received_at: Date.now() }),
    );
    renderScreen(VerifyScreen, { path: '/auth/verify' });
    const waiting = await screen.findByTestId('otp-resend');
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveTextContent(lang === 'th' ? /ส่งอีกครั้งใน 0?1:00|ส่งอีกครั้งใน 00:59/ : /Resend in (0?1:00|00:59)/);
    await userEvent.click(waiting);
    expect(resends).toBe(0);

    // The countdown is over (the challenge arrived 61 s ago).
    const stored = JSON.parse(sessionStorage.getItem('login-otp')!) as Record<string, unknown>;
    sessionStorage.setItem('login-otp', JSON.stringify({ ...stored, received_at: Date.now() - 61_000 }));
    cleanup();
    renderScreen(VerifyScreen, { path: '/auth/verify' });
    const input = screen.getAllByRole('textbox')[0]!;
    await userEvent.click(input);
    await userEvent.keyboard('12');
    expect((input as HTMLInputElement).value).toBe('12');
    const ready = await screen.findByTestId('otp-resend');
    await waitFor(() => expect(ready).toBeEnabled());
    expect(ready).toHaveTextContent(lang === 'th' ? 'ส่งรหัสอีกครั้ง' : 'Resend code');
    await userEvent.dblClick(ready);

    await waitFor(() => expect(screen.getByTestId('otp-ref-code')).not.toHaveTextContent('DEMO'));
    expect(resends).toBe(1);
    const next = JSON.parse(sessionStorage.getItem('login-otp')!) as { ref_code: string; transaction_id: string };
    expect(next.transaction_id).toBe(DEMO_TRANSACTIONS.memberLogin);
    expect(screen.getByTestId('otp-ref-code')).toHaveTextContent(next.ref_code);
    expect((screen.getAllByRole('textbox')[0] as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(screen.getByTestId('otp-resend')).toBeDisabled());
  });
});
