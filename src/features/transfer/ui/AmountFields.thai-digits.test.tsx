// @vitest-environment jsdom
/**
 * Thai digits (docs/spec.md §5.2), transfers: every number field of the Blue Plus, Max Me and PointX forms takes
 * Thai digits, shows them as ASCII as they are typed, and sends ASCII to the partner calls.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, PARTNER_CARDS } from '@mocks/identities';
import { resetMock, server } from '@mocks/node';
import { paths } from '@/shared/routing/paths';
import { resetApp, setLang, signInAs, recordRequests, thaiDigits } from '@test-support';
import { renderTransfer } from '@test-support/screens/transfer';

const requests = recordRequests(server);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  resetApp();
  requests.seen.length = 0;
  await setLang('th');
  await signInAs('member');
});
afterEach(() => {
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

const CARD_LABEL = 'เลขบัตรประชาชนของผู้รับ (บัตรพาร์ทเนอร์)';
const MOBILE_LABEL = 'เบอร์มือถือของผู้รับ';
const OWN_MOBILE_LABEL = 'เบอร์มือถือที่ลงทะเบียนกับพาร์ทเนอร์';
const POINTS_LABEL = 'จำนวนคะแนนที่ต้องการโอน';

/**
 * "To another person": types `field` in Thai digits and the other one in ASCII, checks both read
 * ASCII as typed and the Thai-typed field has its kind's keyboard, and asks the partner to check them.
 */
async function recipient(field: 'card' | 'mobile') {
  await userEvent.click(await screen.findByRole('radio', { name: 'โอนให้ผู้อื่น' }));
  const cardInput = screen.getByLabelText(CARD_LABEL);
  const mobileInput = screen.getByLabelText(MOBILE_LABEL);
  await userEvent.type(cardInput, field === 'card' ? thaiDigits('3-1005-00123-45-8') : PARTNER_CARDS.other);
  await userEvent.type(mobileInput, field === 'mobile' ? thaiDigits('089-111-2222') : PARTNER_CARDS.otherMobile);
  // Shown as ASCII while typing, not only once sent.
  expect(cardInput).toHaveValue(PARTNER_CARDS.other);
  expect(mobileInput).toHaveValue(PARTNER_CARDS.otherMobile);
  if (field === 'card') expect(cardInput).toHaveAttribute('inputmode', 'numeric');
  else expect(mobileInput).toHaveAttribute('inputmode', 'tel');
  await userEvent.click(screen.getByTestId('recipient-check'));
}

/** Types the amount as given, checks it reads 1000 with no rule message, and sends it (confirming the dialog). */
async function amount(typed: string) {
  const input = await screen.findByLabelText(POINTS_LABEL);
  await userEvent.type(input, typed);
  expect(input).toHaveValue('1000');
  expect(input).toHaveAttribute('inputmode', 'numeric');
  expect(input).not.toHaveAttribute('aria-invalid', 'true');
  await userEvent.click(screen.getByTestId('transfer-submit'));
}

async function confirmDialog() {
  const box = await screen.findByTestId('app-dialog');
  fireEvent.click(box.querySelector<HTMLButtonElement>('[data-action="submit"]')!);
}

describe('Thai digits in the transfer forms', () => {
  it('Blue Plus: recipient’s partner card', async () => {
    const view = renderTransfer(paths.transferBlueplusMember);
    await recipient('card');
    await waitFor(() => expect(view.router.state.location.pathname).toBe(paths.transferBlueplusForm));
    expect(requests.to('/api/Reward/BlueplusMember').map((r) => r.query.citizen_id)).toEqual([PARTNER_CARDS.other]);
  });

  it('Blue Plus: recipient’s mobile number', async () => {
    const view = renderTransfer(paths.transferBlueplusMember);
    await recipient('mobile');
    await waitFor(() => expect(view.router.state.location.pathname).toBe(paths.transferBlueplusForm));
    expect(requests.to('/api/Reward/BlueplusMember').map((r) => r.query.mobile_no)).toEqual([PARTNER_CARDS.otherMobile]);
  });

  it('Blue Plus: mobile number of a transfer to myself', async () => {
    const view = renderTransfer(paths.transferBlueplusMember);
    const input = await screen.findByLabelText(OWN_MOBILE_LABEL);
    await userEvent.clear(input);
    await userEvent.type(input, thaiDigits(DEMO.member.mobile));
    expect(input).toHaveValue(DEMO.member.mobile);
    expect(input).toHaveAttribute('inputmode', 'tel');
    await userEvent.click(screen.getByTestId('recipient-check'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(paths.transferBlueplusForm));
    expect(requests.to('/api/Reward/BlueplusMember').map((r) => r.query.mobile_no)).toEqual([DEMO.member.mobile]);
  });

  it('Blue Plus: points to transfer', async () => {
    renderTransfer(paths.transferBlueplusMember);
    await userEvent.click(await screen.findByTestId('recipient-check'));
    await amount('๑,๐๐๐');
    expect(screen.getByTestId('transfer-receive')).toHaveTextContent('200');
    await confirmDialog();
    expect(await screen.findByTestId('transfer-result')).toHaveAttribute('data-status', 'success');
    expect(requests.to('/api/Reward/BlueplusTransferPoint').map((r) => r.body?.points)).toEqual([1000]);
  });

  it('Max Me: recipient’s partner card', async () => {
    renderTransfer(paths.transferMaxmeForm);
    await recipient('card');
    await screen.findByLabelText(POINTS_LABEL);
    expect(requests.to('/api/Reward/MaxmeMember').map((r) => r.query.citizen_id)).toContain(PARTNER_CARDS.other);
  });

  it('Max Me: recipient’s mobile number', async () => {
    renderTransfer(paths.transferMaxmeForm);
    await recipient('mobile');
    await screen.findByLabelText(POINTS_LABEL);
    expect(requests.to('/api/Reward/MaxmeMember').map((r) => r.query.mobile_no)).toContain(PARTNER_CARDS.otherMobile);
  });

  it('Max Me: points to transfer', async () => {
    renderTransfer(paths.transferMaxmeForm);
    await userEvent.click(await screen.findByTestId('recipient-check'));
    await amount('๑๐๐๐');
    await confirmDialog();
    await screen.findByTestId('transfer-pending');
    expect(requests.to('/api/Reward/MaxmeTransferPoint').map((r) => r.body?.points)).toEqual([1000]);
  });

  it('PointX: mobile number registered with PointX', async () => {
    renderTransfer(paths.transferPointxForm);
    const input = await screen.findByLabelText(OWN_MOBILE_LABEL);
    await userEvent.clear(input);
    await userEvent.type(input, thaiDigits('081 234 5678'));
    expect(input).toHaveValue(DEMO.member.mobile);
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await amount('1000');
    expect(await screen.findByTestId('pointx-quote')).toBeInTheDocument();
    expect(requests.to('/api/Reward/PointXInquiry').map((r) => r.body?.mobile_no)).toEqual([DEMO.member.mobile]);
  });

  it('PointX: points to top up', async () => {
    renderTransfer(paths.transferPointxForm);
    await amount('๑๐๐๐');
    expect(await screen.findByTestId('pointx-quote')).toHaveTextContent('1,000 คะแนน แลกได้ 500 คะแนน PointX');
    expect(requests.to('/api/Reward/PointXInquiry').map((r) => r.body?.points)).toEqual([1000]);
  });
});
