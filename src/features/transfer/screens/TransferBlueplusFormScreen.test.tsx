// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PARTNER_CARDS } from '@mocks/identities';
import { mockControl, resetMock, server } from '@mocks/node';
import { getGetPointQueryKey } from '@/generated/customer/customer';
import { queryClient } from '@/shared/api/query-client';
import { paths } from '@/shared/routing/paths';
import { resetApp, setLang, signInAs } from '@test-support';
import { renderTransfer } from '@test-support/screens/transfer';

let transfers: Array<{ key: string | null; body: Record<string, unknown> }> = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('TransferPoint')) {
      transfers.push({ key: request.headers.get('Idempotency-Key'), body: (await request.clone().json()) as Record<string, unknown> });
    }
  });
});
beforeEach(() => {
  resetApp();
  transfers = [];
});
afterEach(() => {
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

const dialogBox = () => screen.findByTestId('app-dialog');
async function confirm() {
  const box = await dialogBox();
  fireEvent.click(box.querySelector<HTMLButtonElement>('[data-action="submit"]')!);
}

async function toAnotherPerson(card: string, mobile: string) {
  await userEvent.click(await screen.findByRole('radio', { name: /another person|ผู้อื่น/ }));
  await userEvent.type(await screen.findByLabelText(/national ID \(partner card\)|บัตรพาร์ทเนอร์/), card);
  await userEvent.type(screen.getByLabelText(/Recipient’s mobile|เบอร์มือถือของผู้รับ/), mobile);
  await userEvent.click(screen.getByTestId('recipient-check'));
}

describe('Blue Plus transfer', () => {
  it('to another person: checks the recipient, shows the masked name and number, transfers and updates the balance (English)', async () => {
    await setLang('en');
    await signInAs('member');
    const view = renderTransfer(paths.transferBlueplusMember);
    expect(await screen.findByText('5 points = 1 Blue Plus point')).toBeInTheDocument();
    await toAnotherPerson(PARTNER_CARDS.other, PARTNER_CARDS.otherMobile);
    await waitFor(() => expect(view.router.state.location.pathname).toBe(paths.transferBlueplusForm));
    expect(await screen.findByTestId('recipient-name')).toHaveTextContent('มาลี ส***');
    expect(screen.getByTestId('recipient-member-no')).toHaveTextContent('xxxx6789');
    await userEvent.type(screen.getByLabelText('Points to transfer'), '1000');
    expect(screen.getByTestId('transfer-receive')).toHaveTextContent('200');
    await userEvent.click(screen.getByTestId('transfer-submit'));
    expect(await dialogBox()).toHaveTextContent('Transfer 1,000 points to มาลี ส*** at Blue Plus. They receive 200 points.');
    await confirm();
    const result = await screen.findByTestId('transfer-result');
    expect(result).toHaveAttribute('data-status', 'success');
    expect(screen.getByTestId('result-points')).toHaveTextContent('−1,000');
    expect(screen.getByTestId('result-partner-points')).toHaveTextContent('200');
    expect(screen.getByTestId('result-balance')).toHaveTextContent('249,000');
    expect(queryClient.getQueryData<{ point: number }>(getGetPointQueryKey())?.point).toBe(249_000);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.body).toEqual({ partner_card: PARTNER_CARDS.other, mobile_no: PARTNER_CARDS.otherMobile, recipient_type: 'other', points: 1000 });
  });

  it('refuses amounts the rules refuse before any call (Thai)', async () => {
    await setLang('th');
    await signInAs('member');
    renderTransfer(paths.transferBlueplusMember);
    await userEvent.click(await screen.findByTestId('recipient-check'));
    const input = await screen.findByLabelText('จำนวนคะแนนที่ต้องการโอน');
    for (const [typed, message] of [
      ['50', 'โอนได้ขั้นต่ำ 100 คะแนน'],
      ['10005', 'โอนได้สูงสุดครั้งละ 10,000 คะแนน'],
      ['1003', 'กรุณากรอกจำนวนที่หารด้วย 5 คะแนนลงตัว'],
      ['999995', 'คะแนนของคุณไม่เพียงพอ'],
    ] as const) {
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      await userEvent.click(screen.getByTestId('transfer-submit'));
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // Thai digits are accepted.
    await userEvent.clear(input);
    await userEvent.type(input, '๑๐๐๐');
    expect(input).toHaveValue('1000');
    expect(transfers).toHaveLength(0);
  });

  it('validates the partner card and phone on the client (docs/spec.md §5 messages)', async () => {
    await setLang('en');
    await signInAs('member');
    renderTransfer(paths.transferBlueplusMember);
    await toAnotherPerson('1234567890123', '08123');
    expect(await screen.findByText('Partner card: a 13-digit national ID is required.')).toBeInTheDocument();
    expect(screen.getByText('Transfer: a phone number of 10 digits is required.')).toBeInTheDocument();
  });

  it.each([
    [PARTNER_CARDS.suspended, PARTNER_CARDS.triggerMobile, 'PARTNER_MEMBER_SUSPENDED', true],
    ['1999999999999', '0890000000', 'PARTNER_MEMBER_NOT_FOUND', true],
    [PARTNER_CARDS.invalidFormat, PARTNER_CARDS.triggerMobile, 'INVALID_FORMAT', false],
    [PARTNER_CARDS.systemDisconnect, PARTNER_CARDS.triggerMobile, 'SYSTEM_DISCONNECT', false],
  ])('look-up of %s: %s in the member’s language, contact centre for membership problems', async (card, mobile, code, contact) => {
    await setLang('en');
    await signInAs('member');
    renderTransfer(paths.transferBlueplusMember);
    await toAnotherPerson(card, mobile);
    const problem = await screen.findByTestId('recipient-problem');
    expect(problem).toHaveAttribute('data-code', code);
    expect(within(problem).queryByTestId('partner-contact') !== null).toBe(contact);
    // Typed input survives.
    expect(screen.getByLabelText(/national ID \(partner card\)/)).toHaveValue(card);
  });

  it('a wrong mobile number is shown on the mobile field', async () => {
    await setLang('en');
    await signInAs('member');
    renderTransfer(paths.transferBlueplusMember);
    await toAnotherPerson(PARTNER_CARDS.other, '0899999999');
    expect(await screen.findByText(/Invalid Information/)).toBeInTheDocument();
  });

  it('a double tap on confirm makes one transfer; a 500 is an unknown outcome, checked at once with the same key', async () => {
    await setLang('en');
    await signInAs('member');
    renderTransfer(paths.transferBlueplusMember);
    await userEvent.click(await screen.findByTestId('recipient-check'));
    await userEvent.type(await screen.findByLabelText('Points to transfer'), '500');
    const submit = screen.getByTestId('transfer-submit');
    fireEvent.click(submit);
    fireEvent.click(submit);
    await dialogBox();
    expect(screen.getAllByTestId('app-dialog')).toHaveLength(1);
    mockControl.setFault('POST /api/Reward/BlueplusTransferPoint', 'server-error', { once: true });
    await confirm();
    expect(await screen.findByTestId('transfer-checking')).toHaveTextContent('Checking your transfer');
    expect(await screen.findByTestId('transfer-result')).toHaveAttribute('data-status', 'success');
    expect(screen.queryByTestId('transfer-unknown')).toBeNull();
    expect(transfers).toHaveLength(2);
    expect(transfers[1]!.key).toBe(transfers[0]!.key);
  });

  it('a lost answer (the transfer went through) says it is being checked, then shows the result: one transfer, one key (Thai)', async () => {
    await setLang('th');
    await signInAs('member');
    renderTransfer(paths.transferBlueplusMember);
    await userEvent.click(await screen.findByTestId('recipient-check'));
    await userEvent.type(await screen.findByLabelText('จำนวนคะแนนที่ต้องการโอน'), '500');
    await userEvent.click(screen.getByTestId('transfer-submit'));
    mockControl.setFault('POST /api/Reward/BlueplusTransferPoint', 'lost-answer', { once: true });
    await confirm();
    expect(await screen.findByTestId('transfer-checking')).toHaveTextContent('กำลังตรวจสอบผลการโอน');
    expect(screen.queryByTestId('transfer-failed')).toBeNull();
    expect(await screen.findByTestId('transfer-result')).toHaveAttribute('data-status', 'success');
    expect(screen.getByTestId('result-balance')).toHaveTextContent('249,500');
    expect(transfers).toHaveLength(2);
    expect(transfers[1]!.key).toBe(transfers[0]!.key);
  });

  it('no answer after every check: the outcome is unknown, never "failed"; check again then shows the result (English)', async () => {
    await setLang('en');
    await signInAs('member');
    renderTransfer(paths.transferBlueplusMember);
    await userEvent.click(await screen.findByTestId('recipient-check'));
    await userEvent.type(await screen.findByLabelText('Points to transfer'), '500');
    await userEvent.click(screen.getByTestId('transfer-submit'));
    mockControl.setFault('POST /api/Reward/BlueplusTransferPoint', 'network');
    await confirm();
    expect(await screen.findByTestId('transfer-checking')).toHaveTextContent('Checking your transfer');
    expect(await screen.findByTestId('transfer-unknown')).toHaveTextContent('We could not confirm the transfer');
    expect(screen.queryByTestId('transfer-failed')).toBeNull();
    expect(transfers).toHaveLength(3);
    mockControl.clearFaults();
    await userEvent.click(screen.getByTestId('transfer-check-again'));
    expect(await screen.findByTestId('transfer-result')).toHaveAttribute('data-status', 'success');
    expect(new Set(transfers.map((t) => t.key)).size).toBe(1);
  });
});
