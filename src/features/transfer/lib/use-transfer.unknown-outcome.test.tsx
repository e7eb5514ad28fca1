// @vitest-environment jsdom
/**
 * A transfer or top-up whose outcome is unknown (a gateway's HTML page after the partner call went
 * through) is checked with the same key, never reported as failed; the amount and recipient are out
 * of reach meanwhile, and the kept attempt is asked again when the partner's form opens anew.
 */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockControl, resetMock, server } from '@mocks/node';
import { customFetch } from '@/shared/api/fetcher';
import { paths } from '@/shared/routing/paths';
import { resetApp, setLang, signInAs } from '@test-support';
import { renderTransfer } from '@test-support/screens/transfer';

let writes: Array<{ path: string; key: string | null; body: string }> = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && (path.endsWith('TransferPoint') || path.endsWith('TopUp'))) {
      writes.push({ path, key: request.headers.get('Idempotency-Key'), body: await request.clone().text() });
    }
  });
});
beforeEach(() => {
  resetApp();
  writes = [];
});
afterEach(() => {
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

const START_BALANCE = 250_000;
const serverBalance = async () => (await customFetch<{ data: { point: number } }>({ url: '/api/Customer/GetPoint', method: 'GET' })).point;

async function confirm() {
  const box = await screen.findByTestId('app-dialog');
  fireEvent.click(box.querySelector<HTMLButtonElement>('[data-action="submit"]')!);
}

function expectOneAttempt(count: number) {
  expect(writes).toHaveLength(count);
  expect(new Set(writes.map((w) => w.key)).size).toBe(1);
  expect(new Set(writes.map((w) => w.body)).size).toBe(1);
}

describe('an unknown outcome on a transfer', () => {
  it('Blue Plus: a gateway 504 after the transfer went through is checked, then the first result; one transfer (Thai)', async () => {
    await setLang('th');
    await signInAs('member');
    renderTransfer(paths.transferBlueplusMember);
    await userEvent.click(await screen.findByTestId('recipient-check'));
    await userEvent.type(await screen.findByLabelText('จำนวนคะแนนที่ต้องการโอน'), '500');
    await userEvent.click(screen.getByTestId('transfer-submit'));
    mockControl.setFault('POST /api/Reward/BlueplusTransferPoint', 'gateway-after-commit', { once: true, status: 504 });
    await confirm();
    expect(await screen.findByTestId('transfer-checking')).toHaveTextContent('กำลังตรวจสอบผลการโอน');
    expect(await screen.findByTestId('transfer-result')).toHaveAttribute('data-status', 'success');
    expect(screen.queryByTestId('transfer-failed')).toBeNull();
    expectOneAttempt(2);
    expect(await serverBalance()).toBe(START_BALANCE - 500);
  });

  it('Blue Plus: still unknown, the form is out of reach; opened anew, the kept transfer is asked again first (English)', async () => {
    await setLang('en');
    await signInAs('member');
    const first = renderTransfer(paths.transferBlueplusMember);
    await userEvent.click(await screen.findByTestId('recipient-check'));
    await userEvent.type(await screen.findByLabelText('Points to transfer'), '500');
    await userEvent.click(screen.getByTestId('transfer-submit'));
    mockControl.setFault('POST /api/Reward/BlueplusTransferPoint', 'gateway-after-commit');
    await confirm();
    const unknown = await screen.findByTestId('transfer-unknown');
    expect(unknown).toHaveTextContent('We could not confirm the transfer');
    expect(screen.getByTestId('transfer-locked')).toHaveTextContent('The amount and the recipient cannot be changed');
    expect(screen.queryByLabelText('Points to transfer')).toBeNull();
    expectOneAttempt(3);
    first.unmount();

    mockControl.clearFaults();
    renderTransfer(paths.transferBlueplusMember);
    await userEvent.click(await screen.findByTestId('recipient-check'));
    expect(await screen.findByTestId('transfer-result')).toHaveAttribute('data-status', 'success');
    expect(screen.getByTestId('result-points')).toHaveTextContent('500');
    expectOneAttempt(4);
    expect(await serverBalance()).toBe(START_BALANCE - 500);
  });

  it('PointX: a 500 on the top-up is checked with the same key, never "failed"; a reload of the form asks about nothing settled', async () => {
    await setLang('en');
    await signInAs('member');
    const view = renderTransfer(paths.transferPointxForm);
    await userEvent.type(await screen.findByLabelText('Points to transfer'), '1000');
    await userEvent.click(screen.getByTestId('transfer-submit'));
    await screen.findByTestId('pointx-quote');
    mockControl.setFault('POST /api/Reward/PointXTopUp', 'server-error', { once: true });
    await userEvent.click(screen.getByTestId('transfer-submit'));
    await confirm();
    expect(await screen.findByTestId('transfer-result')).toHaveAttribute('data-status', 'success');
    expectOneAttempt(2);
    expect(writes[0]!.path).toBe('/api/Reward/PointXTopUp');
    view.unmount();

    // Settled: the form opens as usual, and nothing is sent again.
    renderTransfer(paths.transferPointxForm);
    expect(await screen.findByLabelText('Points to transfer')).toBeEnabled();
    expect(writes).toHaveLength(2);
    expect(await serverBalance()).toBe(START_BALANCE - 1000);
  });
});
