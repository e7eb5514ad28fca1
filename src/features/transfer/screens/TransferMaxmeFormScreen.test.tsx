// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PARTNER_CARDS } from '@mocks/identities';
import { resetMock, server } from '@mocks/node';
import { MAXME_POLL_LIMIT, MAXME_POLL_MS } from '@/features/transfer/ui/MaxmePending';
import { paths } from '@/shared/routing/paths';
import { resetApp, setLang, signInAs } from '@test-support';
import { renderTransfer } from '@test-support/screens/transfer';

let polls = 0;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/Reward/MaxmeCheckStatus') polls += 1;
  });
});
beforeEach(() => {
  resetApp();
  polls = 0;
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

async function transferToMaxme(card?: string, mobile?: string) {
  const u = user();
  renderTransfer(paths.transferMaxmeForm);
  if (card && mobile) {
    await u.click(await screen.findByRole('radio', { name: 'To another person' }));
    await u.type(screen.getByLabelText(/national ID \(partner card\)/), card);
    await u.type(screen.getByLabelText(/Recipient’s mobile/), mobile);
  }
  await u.click(await screen.findByTestId('recipient-check'));
  await u.type(await screen.findByLabelText('Points to transfer'), '1000');
  await u.click(screen.getByTestId('transfer-submit'));
  const box = await screen.findByTestId('app-dialog');
  fireEvent.click(box.querySelector<HTMLButtonElement>('[data-action="submit"]')!);
  return screen.findByTestId('transfer-pending');
}

describe('Max Me transfer', () => {
  it('answers pending, polls every 3 s, then shows the success', async () => {
    await setLang('en');
    await signInAs('member');
    const pending = await transferToMaxme();
    expect(pending).toHaveTextContent('Waiting for the partner to confirm');
    await vi.advanceTimersByTimeAsync(MAXME_POLL_MS * 3);
    const result = await screen.findByTestId('transfer-result');
    expect(result).toHaveAttribute('data-status', 'success');
    expect(result).toHaveTextContent('Transfer successful');
    expect(polls).toBeGreaterThanOrEqual(1);
    expect(polls).toBeLessThanOrEqual(4);
  });

  it('pending, then failed: says the points came back', async () => {
    await setLang('en');
    await signInAs('member');
    await transferToMaxme(PARTNER_CARDS.maxmeSettlesFailed, PARTNER_CARDS.triggerMobile);
    await vi.advanceTimersByTimeAsync(MAXME_POLL_MS * 3);
    const result = await screen.findByTestId('transfer-result');
    expect(result).toHaveAttribute('data-status', 'failed');
    expect(result).toHaveTextContent('Your points have been returned to your balance.');
  });

  it('stops after 10 checks and says it is still processing, never a guessed outcome', async () => {
    await setLang('en');
    await signInAs('member');
    server.use(
      http.get('*/api/Reward/MaxmeCheckStatus', () =>
        HttpResponse.json({
          data: { transfer_id: 'TRF2611200009', partner: 'maxme', status: 'pending', points: 1000, partner_points: 250, recipient_member_no: 'MX9876543210', recipient_name: 'Somchai J***', transferred_at: '2026-11-20T10:20:00+07:00', maxme_trans_ref: 'MXM202611200009' },
        }),
      ),
    );
    await transferToMaxme();
    await vi.advanceTimersByTimeAsync(MAXME_POLL_MS * (MAXME_POLL_LIMIT + 3));
    await waitFor(() => expect(screen.getByTestId('transfer-pending')).toHaveAttribute('data-exhausted'));
    expect(screen.getByTestId('transfer-pending')).toHaveTextContent('Still processing');
    expect(polls).toBe(MAXME_POLL_LIMIT);
    expect(screen.queryByTestId('transfer-result')).toBeNull();
  });
});
