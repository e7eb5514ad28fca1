// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockControl, resetMock, server } from '@mocks/node';
import { href } from '@/shared/routing/paths';
import { resetApp, setLang, signInAs } from '@test-support';
import { redeemDelivery, renderHistory } from '@test-support/screens/history';

/** Friday 20 November 2026, 10:00 in Bangkok: app and mock share this clock (Date is faked). */
const FRIDAY = Date.parse('2026-11-20T10:00:00+07:00');
const HOUR = 60 * 60 * 1000;
const SEEDED = 'DLV2611120001';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetApp();
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(FRIDAY);
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

const open = (deliveryId: string) => renderHistory(href('trackingStatus', { delivery_id: deliveryId }));
const view = () => screen.findByTestId('tracking-view');
const step = (status: string) => screen.getByTestId(`tracking-step-${status}`);

describe('delivery tracking', () => {
  it('received (the seeded delivery, Thai): every step with its date, carrier, tracking number, address and the promise', async () => {
    await setLang('th');
    await signInAs('member');
    open(SEEDED);
    expect(await view()).toHaveAttribute('data-status', 'received');
    expect(screen.getByTestId('tracking-status')).toHaveTextContent('ได้รับสินค้าแล้ว');
    expect(screen.getByRole('heading', { name: 'กระบอกน้ำเก็บความเย็น' })).toBeInTheDocument();
    // packed at redemption (Thu 12 Nov), shipped a day later, received three days after redemption.
    expect(step('packed')).toHaveTextContent('12 พ.ย. 2569');
    expect(step('shipped')).toHaveTextContent('13 พ.ย. 2569');
    expect(step('received')).toHaveTextContent('15 พ.ย. 2569');
    const items = within(screen.getByTestId('tracking-timeline')).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-step'))).toEqual(['packed', 'shipped', 'received']);
    expect(items.every((item) => item.hasAttribute('data-reached'))).toBe(true);
    expect(screen.getByTestId('tracking-carrier')).toHaveTextContent('Thailand Post');
    expect(screen.getByTestId('tracking-number').textContent).toMatch(/^TH\d{10}X$/);
    // Thursday 12 Nov + 5 business days = Thursday 19 Nov (the weekend of 14-15 Nov skipped).
    const promise = screen.getByTestId('tracking-promise');
    expect(promise).toHaveAttribute('data-date', '2026-11-19');
    expect(promise).toHaveTextContent('จัดส่งภายใน 5 วันทำการ');
    expect(promise).toHaveTextContent('ภายในวันที่ 19 พ.ย. 2569');
    const address = screen.getByTestId('tracking-address');
    expect(address).toHaveTextContent('สมชาย ใจดี');
    expect(address).toHaveTextContent('0812345678');
    expect(address).toHaveTextContent('บ้าน');
  });

  it('packed (a new redemption on a Friday, English): only the first step, no tracking number yet, promised by the next Friday', async () => {
    await setLang('en');
    await signInAs('member');
    const id = await redeemDelivery();
    open(id);
    expect(await view()).toHaveAttribute('data-status', 'packed');
    expect(screen.getByTestId('tracking-status')).toHaveTextContent('Packed');
    expect(screen.getByRole('heading', { name: 'Canvas tote bag' })).toBeInTheDocument();
    expect(step('packed')).toHaveTextContent('20 Nov 2026');
    expect(step('shipped')).toHaveTextContent('Not yet');
    expect(step('received')).toHaveTextContent('Not yet');
    expect(screen.getByTestId('tracking-no-number')).toHaveTextContent('The tracking number appears here once the parcel has shipped.');
    expect(screen.queryByTestId('tracking-copy')).toBeNull();
    // Friday 20 Nov + 5 business days = Friday 27 Nov (Saturday and Sunday do not count).
    const promise = screen.getByTestId('tracking-promise');
    expect(promise).toHaveAttribute('data-date', '2026-11-27');
    expect(promise).toHaveTextContent('Delivered within 5 business days');
    expect(promise).toHaveTextContent('by 27 Nov 2026');
  });

  it('shipped a day later (Thai): carrier and tracking number, copied with one tap', async () => {
    await setLang('th');
    await signInAs('member');
    const id = await redeemDelivery();
    vi.setSystemTime(FRIDAY + 25 * HOUR);
    await signInAs('member');
    open(id);
    expect(await view()).toHaveAttribute('data-status', 'shipped');
    expect(screen.getByTestId('tracking-status')).toHaveTextContent('จัดส่งแล้ว');
    expect(step('shipped')).toHaveTextContent('21 พ.ย. 2569');
    expect(step('received')).toHaveTextContent('รอดำเนินการ');
    expect(screen.getByTestId('tracking-carrier')).toHaveTextContent('Thailand Post');
    const number = screen.getByTestId('tracking-number').textContent ?? '';
    expect(number).toMatch(/^TH\d{10}X$/);
    // The promise still counts from the redemption, not from today.
    expect(screen.getByTestId('tracking-promise')).toHaveAttribute('data-date', '2026-11-27');

    let copied = '';
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void (copied = text) } });
    fireEvent.click(screen.getByRole('button', { name: `คัดลอกเลขพัสดุ ${number}` }));
    await waitFor(() => expect(screen.getByTestId('tracking-copied')).toHaveTextContent('คัดลอกเลขพัสดุแล้ว'));
    expect(copied).toBe(number);
  });

  it('received three days later (English): every step reached', async () => {
    await setLang('en');
    await signInAs('member');
    const id = await redeemDelivery();
    vi.setSystemTime(FRIDAY + 73 * HOUR);
    await signInAs('member');
    open(id);
    expect(await view()).toHaveAttribute('data-status', 'received');
    expect(screen.getByTestId('tracking-status')).toHaveTextContent('Received');
    expect(step('packed')).toHaveTextContent('20 Nov 2026');
    expect(step('shipped')).toHaveTextContent('21 Nov 2026');
    expect(step('received')).toHaveTextContent('23 Nov 2026');
    expect(screen.getByTestId('tracking-copy')).toHaveTextContent('Copy');
  });

  it('says when copying is not possible', async () => {
    await setLang('en');
    await signInAs('member');
    open(SEEDED);
    await view();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    const execCommand = document.execCommand;
    document.execCommand = () => false;
    try {
      fireEvent.click(screen.getByTestId('tracking-copy'));
      await waitFor(() => expect(screen.getByTestId('tracking-copied')).toHaveTextContent('Could not copy. Press and hold the number to copy it.'));
    } finally {
      document.execCommand = execCommand;
    }
  });

  it('an unknown delivery, or none, is "not found" with a link to the history', async () => {
    await setLang('th');
    await signInAs('member');
    const first = open('DLV9999999999');
    const notFound = await screen.findByTestId('tracking-not-found');
    expect(notFound).toHaveTextContent('ไม่พบรายการจัดส่งนี้');
    fireEvent.click(within(notFound).getByRole('link', { name: 'กลับไปหน้าประวัติ' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/history$/));
    first.unmount();

    renderHistory('/history/tracking-status');
    expect(await screen.findByTestId('tracking-not-found')).toHaveTextContent('ไม่พบรายการจัดส่งนี้');
  });

  it('shows a skeleton while loading, then an error with a retry that recovers (English)', async () => {
    await setLang('en');
    await signInAs('member');
    mockControl.setLatency(150);
    mockControl.setFault('GET /api/History/Tracking', 'server-error');
    open(SEEDED);
    expect(await screen.findByTestId('history-skeleton')).toHaveAttribute('aria-busy', 'true');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred. Please try again later.');
    mockControl.clearFaults();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await view()).toHaveAttribute('data-status', 'received');
  });
});
