// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PARTNER_CARDS } from '@mocks/identities';
import { mockControl, resetMock, server } from '@mocks/node';
import { getGetTransferDetailQueryKey } from '@/generated/history/history';
import type { PartnerTransferResult } from '@/generated/model';
import { queryClient } from '@/shared/api/query-client';
import { href } from '@/shared/routing/paths';
import { resetApp, setLang, signInAs } from '@test-support';
import { renderHistory, transferToMaxme } from '@test-support/screens/history';

/** Max Me settles a transfer 5 s of mock time after it was made. */
const SETTLE_MS = 6000;

let checks = 0;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/Reward/MaxmeCheckStatus') checks += 1;
  });
});
beforeEach(() => {
  resetApp();
  checks = 0;
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-11-20T10:00:00+07:00'));
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

const open = (transferId: string) => renderHistory(href('transferDetail', { transfer_id: transferId }));
const detail = () => screen.findByTestId('transfer-detail');
const cached = (transferId: string) => queryClient.getQueryData<PartnerTransferResult>(getGetTransferDetailQueryKey({ transfer_id: transferId }));

/** Mock time moves past the settlement just before a status check reaches the mock. */
function settleBeforeTheCheck(gate?: Promise<void>) {
  server.use(
    http.get('*/api/Reward/MaxmeCheckStatus', async () => {
      await gate;
      vi.setSystemTime(Date.now() + SETTLE_MS);
      // Nothing returned: the mock's own handler answers.
    }),
  );
}

describe('transfer detail', () => {
  it('a successful Blue Plus transfer (Thai): partner, masked recipient, points, rate, reference, date; no status check', async () => {
    await setLang('th');
    await signInAs('member');
    open('TRF2611050001');
    expect(await detail()).toHaveAttribute('data-status', 'success');
    expect(screen.getByTestId('transfer-status')).toHaveTextContent('สำเร็จ');
    await waitFor(() => expect(screen.getByTestId('transfer-partner')).toHaveTextContent('โอนคะแนนไปที่บลูพลัส'));
    expect(screen.getByTestId('transfer-recipient')).toHaveTextContent('สมชาย ใ***');
    expect(screen.getByTestId('transfer-member-no')).toHaveTextContent('xxxx5678');
    expect(screen.getByTestId('transfer-member-no')).not.toHaveTextContent('BP0012345678');
    expect(screen.getByTestId('transfer-points')).toHaveTextContent('−1,000');
    expect(screen.getByTestId('transfer-partner-points')).toHaveTextContent('+200');
    expect(screen.getByTestId('transfer-rate')).toHaveTextContent('5 คะแนน = 1 คะแนนบลูพลัส');
    expect(screen.getByTestId('transfer-reference')).toHaveTextContent('TRF2611050001');
    expect(screen.getByTestId('transfer-date')).toHaveTextContent('5 พ.ย. 2569');
    expect(checks).toBe(0);
  });

  it('a settled Max Me transfer to another person (English): rate 4 : 1 and the Max Me reference', async () => {
    await setLang('en');
    await signInAs('member');
    open('TRF2611080001');
    expect(await detail()).toHaveAttribute('data-status', 'success');
    expect(screen.getByTestId('transfer-status')).toHaveTextContent('Successful');
    await waitFor(() => expect(screen.getByTestId('transfer-partner')).toHaveTextContent('Points to Max Me'));
    expect(screen.getByTestId('transfer-recipient')).toHaveTextContent('Malee S***');
    expect(screen.getByTestId('transfer-member-no')).toHaveTextContent('xxxx2109');
    expect(screen.getByTestId('transfer-rate')).toHaveTextContent('4 points = 1 Max Me point');
    expect(screen.getByText('Max Me reference')).toBeInTheDocument();
    expect(screen.getByText('MXM202611080001')).toBeInTheDocument();
    expect(screen.getByTestId('transfer-date')).toHaveTextContent('8 Nov 2026');
    expect(checks).toBe(0);
  });

  it('a pending Max Me transfer is checked on open and shows the fresh status (English)', async () => {
    await setLang('en');
    await signInAs('member');
    const started = await transferToMaxme();
    expect(started.status).toBe('pending');
    let release = () => undefined as void;
    settleBeforeTheCheck(new Promise<void>((resolve) => (release = resolve)));
    open(started.transfer_id);
    expect(await detail()).toHaveAttribute('data-status', 'pending');
    expect(screen.getByTestId('transfer-status')).toHaveTextContent('Pending');
    expect(await screen.findByTestId('transfer-checking')).toHaveTextContent('Checking the status with Max Me…');
    expect(screen.getByTestId('transfer-pending-note')).toHaveTextContent('Waiting for Max Me to confirm.');
    release();
    await waitFor(() => expect(screen.getByTestId('transfer-detail')).toHaveAttribute('data-status', 'success'));
    expect(screen.getByTestId('transfer-status')).toHaveTextContent('Successful');
    expect(screen.queryByTestId('transfer-checking')).toBeNull();
    expect(screen.queryByTestId('transfer-pending-note')).toBeNull();
    expect(screen.getByTestId('transfer-rate')).toHaveTextContent('4 points = 1 Max Me point');
    expect(checks).toBe(1);
    // Opening it again shows the settled transfer without asking Max Me.
    expect(cached(started.transfer_id)?.status).toBe('success');
  });

  it('pending, then failed (Thai): the points are said to be back', async () => {
    await setLang('th');
    await signInAs('member');
    const started = await transferToMaxme({ partner_card: PARTNER_CARDS.maxmeSettlesFailed, mobile_no: PARTNER_CARDS.triggerMobile, recipient_type: 'other' });
    settleBeforeTheCheck();
    open(started.transfer_id);
    await waitFor(async () => expect(await detail()).toHaveAttribute('data-status', 'failed'));
    expect(screen.getByTestId('transfer-status')).toHaveTextContent('ไม่สำเร็จ');
    expect(screen.getByText('การโอนครั้งนี้ไม่สำเร็จ คะแนนได้คืนเข้าบัญชีของคุณแล้ว')).toBeInTheDocument();
    expect(screen.getByTestId('transfer-recipient')).toHaveTextContent('Arun L***');
    expect(checks).toBe(1);
  });

  it('still pending after the check: stays pending and can be checked again (Thai)', async () => {
    await setLang('th');
    await signInAs('member');
    const started = await transferToMaxme();
    open(started.transfer_id);
    expect(await detail()).toHaveAttribute('data-status', 'pending');
    const again = await screen.findByRole('button', { name: 'ตรวจสอบสถานะอีกครั้ง' });
    expect(checks).toBe(1);
    expect(screen.getByTestId('transfer-status')).toHaveTextContent('รอยืนยัน');
    expect(screen.getByTestId('transfer-pending-note')).toHaveTextContent('รอแม็กซ์มียืนยันรายการ');
    vi.setSystemTime(Date.now() + SETTLE_MS);
    fireEvent.click(again);
    await waitFor(() => expect(screen.getByTestId('transfer-detail')).toHaveAttribute('data-status', 'success'));
    expect(screen.getByTestId('transfer-status')).toHaveTextContent('สำเร็จ');
    expect(checks).toBe(2);
  });

  it('an unknown transfer, or none, is "not found" with a link to the history (English)', async () => {
    await setLang('en');
    await signInAs('member');
    const first = open('TRF9999999999');
    const notFound = await screen.findByTestId('transfer-not-found');
    expect(notFound).toHaveTextContent('Transfer not found');
    expect(within(notFound).getByRole('link', { name: 'Back to history' })).toHaveAttribute('href', '/history');
    first.unmount();
    renderHistory('/history/transfer-detail');
    expect(await screen.findByTestId('transfer-not-found')).toHaveTextContent('Transfer not found');
  });

  it('an error is shown in words with a retry that recovers (Thai)', async () => {
    await setLang('th');
    await signInAs('member');
    mockControl.setFault('GET /api/History/TransferDetail', 'server-error');
    open('TRF2611050001');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้งภายหลัง');
    mockControl.clearFaults();
    fireEvent.click(within(alert).getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await detail()).toHaveAttribute('data-status', 'success');
  });
});
