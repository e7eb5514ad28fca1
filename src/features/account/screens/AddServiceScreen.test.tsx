// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMock, server } from '@mocks/node';
import { db } from '@mocks/db';
import { DEMO } from '@mocks/identities';
import { getGetCustomerInfoQueryKey } from '@/generated/customer/customer';
import { queryClient } from '@/shared/api/query-client';
import { paths } from '@/shared/routing/paths';
import { ensureCustomerInfo } from '@/shared/session/customer-info';
import { resetApp, setLang, signInAs } from '@test-support';
import { renderService, typeCode } from '@test-support/screens/account';

/** The first linkable number of the demo member (mocks/db/seed.ts). */
const CANDIDATE = {
  billing_id: '8800123456',
  ref_subscr_no: '530012345',
  subscriber_number: '1000345678',
  subscriber_property: 'prepaid',
  mobile_no: '0898765432',
};

type Body = Record<string, string>;
let requests: Body[] = [];
let verifies: Body[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    const list = path.endsWith('/RequestOTP_Addservice') ? requests : path.endsWith('/VerifyOTP_Addservice') ? verifies : null;
    if (list) void request.clone().json().then((body: Body) => list.push(body));
  });
});
beforeEach(() => {
  resetApp();
  requests = [];
  verifies = [];
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

/**
 * Moves the app's clock (and so the mock's) to `now`, once no call is on its way: an answer the server
 * sent before the jump, read after it, would tell the app its clock runs ahead of the server's by the
 * whole jump (shared/lib/server-clock.ts), and the app would rightly correct it away.
 */
async function moveClockTo(now: number) {
  await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
  vi.useFakeTimers({ toFake: ['Date'], now });
}

/** From the list, open add-service, choose the first candidate and ask for its code. */
async function requestCode() {
  const view = renderService(paths.myService, paths.addService);
  fireEvent.click(await screen.findByTestId(`candidate-${CANDIDATE.subscriber_number}`));
  fireEvent.click(screen.getByTestId('service-send-code'));
  const step = await screen.findByTestId('otp-step');
  return { view, step };
}

describe('add service: choosing the number', () => {
  it('lists the linkable numbers masked and asks to choose one before sending (Thai)', async () => {
    await setLang('th');
    await signInAs('member');
    renderService(paths.addService);
    const option = await screen.findByTestId('candidate-1000345678');
    expect(option).toHaveTextContent('08x-xxx-5432');
    expect(option).toHaveTextContent('มือถือเติมเงิน · เติมเงิน');
    expect(screen.getByTestId('candidate-1000345679')).toHaveTextContent('08x-xxx-2109');
    expect(document.body).not.toHaveTextContent(CANDIDATE.mobile_no);
    fireEvent.click(screen.getByTestId('service-send-code'));
    expect(await screen.findByText('กรุณาเลือกเบอร์')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('says so when nothing is left to link', async () => {
    db.serviceCandidates.deleteMany((q) => q.where({ customer_id: DEMO.member.customerId }));
    await setLang('en');
    await signInAs('member');
    renderService(paths.addService);
    const empty = await screen.findByTestId('candidates-empty');
    expect(within(empty).getByRole('heading', { name: 'Nothing left to link' })).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Back to my services' })).toHaveAttribute('href', paths.myService);
  });
});

describe('add service: the code', () => {
  it('a wrong code keeps the step, clears the boxes and says so under them; Back returns to the choice (English)', async () => {
    await setLang('en');
    await signInAs('member');
    const { view, step } = await requestCode();
    expect(view.path()).toBe(`${paths.addService}?step=otp`);
    expect(requests).toEqual([CANDIDATE]);
    expect(within(step).getByTestId('otp-ref-code').textContent).toMatch(/^[A-Z]{4}$/);
    expect(step).toHaveTextContent('We sent a 6-digit code by SMS to 08x-xxx-5432.');
    expect(within(step).getByTestId('otp-resend')).toBeDisabled();
    expect(within(step).getByTestId('otp-resend')).toHaveTextContent(/Resend in 0[01]:\d\d/);

    await typeCode(within(step).getByTestId('otp-input'), '111111');
    const problem = await within(step).findByTestId('otp-problem');
    expect(problem).toHaveTextContent('OTP code is incorrect.');
    expect(problem).toHaveAttribute('data-code', 'OTP_INCORRECT');
    expect(within(step).getByTestId('otp-input')).toHaveValue('');
    expect(within(step).getByTestId('otp-input')).toHaveAttribute('aria-describedby', problem.id);
    expect(view.path()).toBe(`${paths.addService}?step=otp`);
    expect(verifies).toEqual([{ ...CANDIDATE, transaction_id: step.dataset.transaction, otp: '111111' }]);

    fireEvent.click(within(step).getByTestId('otp-change-number'));
    await waitFor(() => expect(view.path()).toBe(paths.addService));
    // The choice is kept.
    expect(await screen.findByTestId(`candidate-${CANDIDATE.subscriber_number}`)).toHaveAttribute('data-checked');
  });

  it('an expired code says so, and a resend replaces the transaction and links with the new code (Thai)', async () => {
    await setLang('th');
    await signInAs('member');
    const { view, step } = await requestCode();
    const first = step.dataset.transaction;
    // Six minutes later (the app's clock and so the mock's: signatures stay in their window).
    await moveClockTo(Date.now() + 6 * 60 * 1000);
    // The countdown knows first …
    await waitFor(() => expect(within(step).getByTestId('otp-problem')).toHaveTextContent('รหัสนี้หมดอายุแล้ว กรุณาขอรหัสใหม่'));
    // … and the server agrees when the code is entered anyway.
    await typeCode(within(step).getByTestId('otp-input'), '123456');
    await waitFor(() => expect(verifies).toHaveLength(1));
    const problem = await within(step).findByText('รหัส OTP หมดอายุแล้ว กรุณาขอรหัสใหม่');
    expect(problem).toHaveAttribute('data-code', 'OTP_EXPIRED');
    expect(within(step).getByTestId('otp-input')).toHaveValue('');
    // Expired: resend is offered at once, whatever the resend countdown says.
    const resend = within(step).getByTestId('otp-resend');
    expect(resend).toBeEnabled();
    fireEvent.click(resend);

    await waitFor(() => expect(screen.getByTestId('otp-step').dataset.transaction).not.toBe(first));
    const renewed = screen.getByTestId('otp-step');
    expect(requests).toEqual([CANDIDATE, CANDIDATE]);
    expect(within(renewed).getByTestId('otp-resent')).toHaveTextContent(`ส่งรหัสใหม่แล้ว รหัสอ้างอิง ${within(renewed).getByTestId('otp-ref-code').textContent}`);
    expect(within(renewed).queryByTestId('otp-problem')).toBeNull();
    expect(view.path()).toBe(`${paths.addService}?step=otp`);

    await typeCode(within(renewed).getByTestId('otp-input'), '123456');
    await waitFor(() => expect(view.path()).toBe(paths.myService));
    expect(verifies.map((b) => b.transaction_id)).toEqual([first, renewed.dataset.transaction]);
    expect(await screen.findByTestId('service-linked-notice')).toHaveTextContent('ผูกเบอร์ 08x-xxx-5432 กับสมาชิกของคุณเรียบร้อยแล้ว');
  });

  it('resend is enabled once its countdown allows and replaces the transaction (English)', async () => {
    await setLang('en');
    await signInAs('member');
    const { step } = await requestCode();
    const first = step.dataset.transaction;
    expect(within(step).getByTestId('otp-resend')).toBeDisabled();
    // Move the app's time (and so the mock's) past resend_after.
    await moveClockTo(Date.now() + 61_000);
    await waitFor(() => expect(within(step).getByTestId('otp-resend')).toBeEnabled());
    expect(within(step).getByTestId('otp-resend')).toHaveTextContent('Resend code');
    fireEvent.click(within(step).getByTestId('otp-resend'));
    await waitFor(() => expect(screen.getByTestId('otp-step').dataset.transaction).not.toBe(first));
    expect(within(screen.getByTestId('otp-step')).getByTestId('otp-resend')).toBeDisabled();
    expect(requests).toEqual([CANDIDATE, CANDIDATE]);
  });

  it('after 3 resends the mock refuses the 4th: its message, and no resend to tap while the code is valid (English)', async () => {
    await setLang('en');
    await signInAs('member');
    await requestCode();
    let now = Date.now();
    for (let i = 0; i < 4; i += 1) {
      now += 61_000;
      await moveClockTo(now);
      const current = screen.getByTestId('otp-step');
      await waitFor(() => expect(within(current).getByTestId('otp-resend')).toBeEnabled());
      fireEvent.click(within(current).getByTestId('otp-resend'));
      if (i < 3) await waitFor(() => expect(screen.getByTestId('otp-step').dataset.transaction).not.toBe(current.dataset.transaction));
    }
    expect(await screen.findByTestId('otp-resend-problem')).toHaveTextContent('You have requested too many new OTP codes.');
    const resend = within(screen.getByTestId('otp-step')).getByTestId('otp-resend');
    expect(resend).toBeDisabled();
    expect(resend).toHaveTextContent('Resend code');
    expect(requests).toHaveLength(5);
  });

  it('the right code links the number: back on the list with it, candidates and customer info refreshed; a double tap verifies once (English)', async () => {
    await setLang('en');
    await signInAs('member');
    const { view, step } = await requestCode();
    const input = within(step).getByTestId('otp-input');
    await userEvent.click(input);
    // The sixth digit submits; the member taps Confirm twice more in the same moment.
    fireEvent.change(input, { target: { value: '123456' } });
    const form = input.closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(view.path()).toBe(paths.myService));
    expect(verifies).toHaveLength(1);
    expect(verifies[0]).toEqual({ ...CANDIDATE, transaction_id: step.dataset.transaction, otp: '123456' });

    expect(await screen.findByTestId('service-linked-notice')).toHaveTextContent('08x-xxx-5432 is now linked to your membership.');
    const card = await screen.findByTestId('linked-service-1000345678');
    expect(card).toHaveAttribute('data-new');
    expect(within(card).getByTestId('linked-service-number')).toHaveTextContent('08x-xxx-5432');
    expect(within(card).getByTestId('linked-service-property')).toHaveTextContent('Prepaid');
    expect(screen.getByTestId('linked-service-1000234567')).toBeInTheDocument();
    // Customer info embeds the same services: it is refetched at its next use.
    expect(queryClient.getQueryState(getGetCustomerInfoQueryKey())?.isInvalidated).toBe(true);
    const info = await ensureCustomerInfo();
    expect(info.customer_services.map((s) => s.subscriber_number)).toEqual(['1000234567', '1000345678']);
    expect(db.serviceCandidates.findMany((q) => q.where({ customer_id: DEMO.member.customerId })).map((c) => c.subscriber_number)).toEqual(['1000345679']);
  });
});
