// @vitest-environment jsdom
/**
 * A redemption whose outcome is unknown (a 500, a gateway's HTML page after the server redeemed) is
 * checked with the same key and body, never reported as failed; meanwhile the choices are locked,
 * confirming sends that first attempt again, and the kept attempt is asked again when the screen
 * opens anew, so the points move once.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockControl, resetMock, server } from '@mocks/node';
import { customFetch } from '@/shared/api/fetcher';
import { recordRedemptions, resetApp, setLang, signInAs } from '@test-support';
import { renderPrivilege } from '@test-support/screens/privilege';

const redemptions = recordRedemptions(server);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  resetApp();
  redemptions.clear();
});
afterEach(() => {
  server.resetHandlers();
  resetMock();
});
afterAll(async () => {
  await act(async () => undefined);
  server.close();
});
// The address picker loads lazily with Mantine: loaded once up front (see redeem.test.tsx).
beforeAll(() => import('@/domains/address/DeliveryAddressSelect').then(() => undefined), 60_000);

const REDEEM = 'POST /api/Redemption/Redeem';
const START_BALANCE = 250_000;
const detail = (id: string) => `/privilege/privilege-detail?privilege_id=${id}`;
const requests = () => redemptions.requests();
/** The member's balance as the server has it now. */
const serverBalance = async () => (await customFetch<{ data: { point: number } }>({ url: '/api/Customer/GetPoint', method: 'GET' })).point;

async function press(action: 'submit' | 'cancel' | 'other', timeout = 5000) {
  const box = await screen.findByTestId('app-dialog', {}, { timeout });
  fireEvent.click(box.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)!);
  await waitFor(() => expect(box).not.toBeInTheDocument());
  return box;
}

/** One key and one body for every send. */
async function expectOneAttempt(count: number) {
  const all = await requests();
  expect(all).toHaveLength(count);
  expect(new Set(all.map((r) => r.key)).size).toBe(1);
  expect(new Set(all.map((r) => JSON.stringify(r.body))).size).toBe(1);
  return all;
}

describe('an unknown outcome on redeem', () => {
  it('a 500 (GENERIC_ERROR) is checked with the same key, then the success; never "failed" (Thai)', async () => {
    await setLang('th');
    await signInAs('member');
    mockControl.setFault(REDEEM, 'server-error', { once: true });
    renderPrivilege(detail('PRV000101'));
    fireEvent.click(await screen.findByTestId('redeem-button'));
    await press('submit');
    expect(await screen.findByText('กำลังตรวจสอบผลการแลกสิทธิ์')).toBeInTheDocument();
    await screen.findByTestId('redeem-success');
    expect(screen.queryByTestId('app-dialog')).toBeNull();
    expect(screen.getByTestId('balance-after')).toHaveTextContent('249,500');
    await expectOneAttempt(2);
    expect(await serverBalance()).toBe(START_BALANCE - 500);
  });

  it('a gateway 502 (HTML) after the server redeemed: checking, then the first result; debited once (English)', async () => {
    await setLang('en');
    await signInAs('member');
    mockControl.setFault(REDEEM, 'gateway-after-commit', { once: true });
    renderPrivilege(detail('PRV000101'));
    fireEvent.click(await screen.findByTestId('redeem-button'));
    await press('submit');
    expect(await screen.findByText('Checking your redemption')).toBeInTheDocument();
    await screen.findByTestId('redeem-success');
    expect(screen.queryByText('Redemption failed')).toBeNull();
    expect(screen.getByTestId('balance-after')).toHaveTextContent('249,500');
    await expectOneAttempt(2);
    expect(await serverBalance()).toBe(START_BALANCE - 500);
  });

  it('while unknown the quantity is locked, and confirming sends the first attempt again: one debit (lucky draw, Thai)', async () => {
    await setLang('th');
    await signInAs('member');
    renderPrivilege(`${detail('PRV000401')}&step=redeem`);
    fireEvent.click(await screen.findByRole('button', { name: 'เพิ่มจำนวน' }));
    expect(screen.getByTestId('quantity-value')).toHaveTextContent('2');
    mockControl.setFault(REDEEM, 'gateway-after-commit', { status: 504 });
    fireEvent.click(screen.getByTestId('redeem-confirm'));
    // The first call and the two checks, each redeemed by the server or replayed, each lost at the gateway.
    const unknown = await press('cancel', 10_000);
    expect(unknown).toHaveTextContent('ยังยืนยันผลการแลกไม่ได้');
    expect(unknown).not.toHaveTextContent('ไม่สำเร็จ');

    expect(screen.getByTestId('redeem-locked')).toHaveTextContent('ยังเปลี่ยนตัวเลือกไม่ได้');
    const more = screen.getByRole('button', { name: 'เพิ่มจำนวน' });
    expect(more).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ลดจำนวน' })).toBeDisabled();
    fireEvent.click(more);
    expect(screen.getByTestId('quantity-value')).toHaveTextContent('2');
    expect(screen.getByTestId('redeem-confirm')).toHaveTextContent('ตรวจสอบอีกครั้ง');

    mockControl.clearFaults();
    fireEvent.click(screen.getByTestId('redeem-confirm'));
    await screen.findByTestId('redeem-success');
    expect(screen.getByTestId('redeem-entries')).toHaveTextContent('2');
    const all = await expectOneAttempt(4);
    expect(all[0]!.body).toEqual({ privilege_id: 'PRV000401', quantity: 2 });
    expect(await serverBalance()).toBe(START_BALANCE - 200);
  });

  it('while unknown the chosen address stays chosen and locked; confirming redeems it once (delivery, English)', async () => {
    await setLang('en');
    await signInAs('member');
    renderPrivilege(`${detail('PRV000203')}&step=redeem`);
    const work = await screen.findByTestId('address-option-1025');
    await waitFor(() => expect(within(screen.getByTestId('address-option-1024')).getByRole('radio')).toBeChecked());
    fireEvent.click(within(work).getByRole('radio'));
    mockControl.setFault(REDEEM, 'server-error');
    fireEvent.click(screen.getByTestId('redeem-confirm'));
    expect(await press('cancel', 10_000)).toHaveTextContent('We could not confirm your redemption yet');

    expect(within(screen.getByTestId('address-option-1025')).getByRole('radio')).toBeChecked();
    expect(within(screen.getByTestId('address-option-1024')).getByRole('radio')).toBeDisabled();
    expect(screen.getByTestId('redeem-locked')).toHaveTextContent('Your choices are locked');

    mockControl.clearFaults();
    fireEvent.click(screen.getByTestId('redeem-confirm'));
    await screen.findByTestId('redeem-success');
    const all = await expectOneAttempt(4);
    expect(all[0]!.body.customeraddress_id).toBe(1025);
    expect(await serverBalance()).toBe(START_BALANCE - 1500);
  });

  it('the kept attempt is asked again when the screen opens anew, before any new attempt: the pack is redeemed once', async () => {
    await setLang('th');
    await signInAs('member');
    const first = renderPrivilege(`${detail('PRV000301')}&step=redeem`);
    await waitFor(() => expect(screen.getByTestId('service-option-1000234567')).toBeChecked());
    mockControl.setFault(REDEEM, 'gateway-after-commit');
    fireEvent.click(screen.getByTestId('redeem-confirm'));
    await press('cancel', 10_000);
    expect(screen.getByTestId('service-option-1000234567')).toBeDisabled();
    first.unmount();

    // The member comes back to the privilege (another visit, a reload): the kept attempt goes first.
    mockControl.clearFaults();
    renderPrivilege(detail('PRV000301'));
    await screen.findByTestId('redeem-success');
    expect(screen.getByTestId('redeem-success-message')).toHaveTextContent('08x-xxx-5678');
    await expectOneAttempt(4);
    expect(await serverBalance()).toBe(START_BALANCE - 400);
  });
});
