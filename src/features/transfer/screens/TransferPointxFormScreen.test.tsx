// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PARTNER_CARDS } from '@mocks/identities';
import { resetMock, server } from '@mocks/node';
import { paths } from '@/shared/routing/paths';
import { resetApp, setLang, signInAs } from '@test-support';
import { renderTransfer } from '@test-support/screens/transfer';

let calls: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST') calls.push(new URL(request.url).pathname);
  });
});
beforeEach(() => {
  resetApp();
  calls = [];
});
afterEach(() => {
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

async function confirmDialog() {
  const box = await screen.findByTestId('app-dialog');
  fireEvent.click(box.querySelector<HTMLButtonElement>('[data-action="submit"]')!);
}

describe('PointX top-up', () => {
  it('quotes first (no points move), then tops up the same quote (Thai)', async () => {
    await setLang('th');
    await signInAs('member');
    renderTransfer(paths.transferPointxForm);
    await userEvent.type(await screen.findByLabelText('จำนวนคะแนนที่ต้องการโอน'), '1000');
    await userEvent.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByTestId('pointx-quote')).toHaveTextContent('1,000 คะแนน แลกได้ 500 คะแนน PointX');
    expect(calls).toEqual(['/api/Reward/PointXInquiry']);
    await userEvent.click(screen.getByTestId('transfer-submit'));
    await confirmDialog();
    const result = await screen.findByTestId('transfer-result');
    expect(result).toHaveTextContent('โอนคะแนนสำเร็จ');
    expect(screen.getByTestId('result-partner-points')).toHaveTextContent('500');
    expect(calls).toEqual(['/api/Reward/PointXInquiry', '/api/Reward/PointXTopUp']);
  });

  it('a passport member is told that only Thai national ID holders can transfer', async () => {
    await setLang('en');
    await signInAs('passport');
    renderTransfer(paths.transferPointxForm);
    expect(await screen.findByTestId('transfer-thai-id-only')).toHaveTextContent('Thai National ID');
    expect(screen.queryByTestId('transfer-submit')).toBeNull();
  });
});

describe('transfer refusals at the partner', () => {
  it.each([
    [PARTNER_CARDS.mismatchConditions, 'REDEMPTION_MISMATCH_CONDITIONS'],
    [PARTNER_CARDS.transferUnsuccessful, 'TRANSFER_UNSUCCESSFUL'],
  ])('%s → %s, shown with what to do; the amount is kept', async (card, code) => {
    await setLang('en');
    await signInAs('member');
    renderTransfer(paths.transferBlueplusMember);
    await userEvent.click(await screen.findByRole('radio', { name: 'To another person' }));
    await userEvent.type(screen.getByLabelText(/national ID \(partner card\)/), card);
    await userEvent.type(screen.getByLabelText(/Recipient’s mobile/), PARTNER_CARDS.triggerMobile);
    await userEvent.click(screen.getByTestId('recipient-check'));
    await userEvent.type(await screen.findByLabelText('Points to transfer'), '1000');
    await userEvent.click(screen.getByTestId('transfer-submit'));
    await confirmDialog();
    const failed = await screen.findByTestId('transfer-failed');
    expect(failed).toHaveAttribute('data-code', code);
    await userEvent.click(screen.getByTestId('transfer-change'));
    expect(await screen.findByLabelText('Points to transfer')).toHaveValue('1000');
  });
});
