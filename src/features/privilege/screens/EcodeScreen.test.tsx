// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMock, server } from '@mocks/node';
import { resetApp, setLang, signInAs } from '@test-support';
import { renderPrivilege } from '@test-support/screens/privilege';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => resetApp());
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

const ID = 'RDM2611220001';

function serveEcode(expiresInMs: number, status: 'active' | 'expired' | 'used' = 'active') {
  const now = Date.now();
  server.use(
    http.get('*/api/Redemption/Ecode', () =>
      HttpResponse.json({
        data: {
          code: 'CAFE-50-XYZ9',
          redeemed_at: new Date(now + expiresInMs - 60 * 60_000).toISOString(),
          expires_at: new Date(now + expiresInMs).toISOString(),
          status,
        },
      }),
    ),
  );
}

describe('e-code view', () => {
  it('counts down mm:ss to the expiry and then shows the expired state (Thai)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await setLang('th');
    await signInAs('member');
    serveEcode(2 * 60_000 + 500);
    renderPrivilege(`/privilege/ecode?redemption_id=${ID}`);
    expect(await screen.findByTestId('ecode-code')).toHaveTextContent('CAFE-50-XYZ9');
    expect(screen.getByTestId('ecode-countdown').textContent).toMatch(/^02:0[01]$/);
    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByTestId('ecode-countdown').textContent).toMatch(/^0[01]:\d\d$/);
    expect(screen.getByTestId('ecode-countdown').textContent).toMatch(/^(01:00|00:59|00:5\d)$/);
    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByTestId('ecode-expired')).toHaveTextContent('โค้ดนี้หมดอายุแล้ว');
    expect(screen.queryByTestId('ecode-copy')).not.toBeInTheDocument();
    expect(screen.getByTestId('ecode-code')).toHaveAttribute('data-expired');
  });

  it('shows the expired state when the server says expired (English)', async () => {
    await setLang('en');
    await signInAs('member');
    serveEcode(30 * 60_000, 'expired');
    renderPrivilege(`/privilege/ecode?redemption_id=${ID}`);
    expect(await screen.findByTestId('ecode-expired')).toHaveTextContent('This code has expired');
  });

  it('falls back to a hidden textarea when the Clipboard API is unavailable', async () => {
    await setLang('en');
    await signInAs('member');
    serveEcode(30 * 60_000);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { configurable: true, value: exec });
    renderPrivilege(`/privilege/ecode?redemption_id=${ID}`);
    (await screen.findByTestId('ecode-copy')).click();
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(exec).toHaveBeenCalledWith('copy');
  });
});
