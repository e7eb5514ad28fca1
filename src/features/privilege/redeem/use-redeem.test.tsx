// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueEntry, type ErrorCodeName } from '@mocks/catalogue';
import { mockControl, resetMock, server } from '@mocks/node';
import { getGetPointQueryKey } from '@/generated/customer/customer';
import { queryClient } from '@/shared/api/query-client';
import { dialog } from '@/shared/ui/light/dialog/dialog-store';
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
afterAll(() => server.close());
// The address picker and form load lazily with Mantine: load them once up front, so the journeys'
// default waits measure the app and not the first transform of @mantine/core.
// The form's Thai address table is a chunk of its own, loaded when the form mounts: load it up front too.
beforeAll(
  () =>
    Promise.all([import('@/domains/address/DeliveryAddressSelect'), import('@/domains/address/th-address-lookup').then((m) => m.loadThaiAddresses())]).then(
      () => undefined,
    ),
  60_000,
);

const detail = (id: string) => `/privilege/privilege-detail?privilege_id=${id}`;
const requests = () => redemptions.requests();

async function dialogBox() {
  return screen.findByTestId('app-dialog');
}

/** Presses the dialog's button of `action` and waits for that dialog to close. */
async function press(action: 'submit' | 'cancel' | 'other') {
  const box = await dialogBox();
  const button = box.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)!;
  fireEvent.click(button);
  await waitFor(() => expect(box).not.toBeInTheDocument());
}

describe('e-code redemption', () => {
  it('confirms through the privilege dialog, succeeds, and the success screen shows the code with copy and countdown (Thai)', async () => {
    await setLang('th');
    await signInAs('member');
    renderPrivilege(detail('PRV000101'));
    fireEvent.click(await screen.findByTestId('redeem-button'));
    const box = await dialogBox();
    expect(box).toHaveAttribute('data-type', 'privilege');
    expect(box).toHaveTextContent('ยืนยันการแลกสิทธิ์');
    expect(box).toHaveTextContent('ใช้ 500 คะแนน');
    await press('submit');
    const success = await screen.findByTestId('redeem-success');
    expect(success).toHaveTextContent('แลกสิทธิ์สำเร็จ');
    expect(screen.getByTestId('balance-after')).toHaveTextContent('249,500');
    expect(queryClient.getQueryData<{ point: number }>(getGetPointQueryKey())?.point).toBe(249_500);
    // No extra tap: the code is on the success screen itself.
    const code = within(success).getByTestId('ecode-code');
    expect(code.textContent?.length).toBeGreaterThanOrEqual(4);
    expect(screen.getByTestId('ecode-countdown').textContent).toMatch(/^(60:00|59:\d\d)$/);

    let copied = '';
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => void (copied = t) } });
    fireEvent.click(screen.getByTestId('ecode-copy'));
    await waitFor(() => expect(screen.getByTestId('ecode-copied')).toHaveTextContent('คัดลอกแล้ว'));
    expect(copied).toBe(code.textContent);
  });

  it('a double tap sends one request with one Idempotency-Key and debits once', async () => {
    await setLang('en');
    await signInAs('member');
    mockControl.setLatency(150);
    renderPrivilege(detail('PRV000101'));
    const button = await screen.findByTestId('redeem-button');
    fireEvent.click(button);
    fireEvent.click(button);
    const box = await dialogBox();
    expect(screen.getAllByTestId('app-dialog')).toHaveLength(1);
    const confirm = box.querySelector<HTMLButtonElement>('[data-action="submit"]')!;
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    // While pending the button is disabled and a further tap does nothing.
    await waitFor(() => expect(screen.getByTestId('redeem-button')).toBeDisabled());
    fireEvent.click(screen.getByTestId('redeem-button'));
    await screen.findByTestId('redeem-success');
    const all = await requests();
    expect(all).toHaveLength(1);
    expect(all[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByTestId('balance-after')).toHaveTextContent('249,500');
  });

  it('a lost answer (the redemption went through) is checked with the same key: success, debited once, never "failed" (English)', async () => {
    await setLang('en');
    await signInAs('member');
    mockControl.setFault('POST /api/Redemption/Redeem', 'lost-answer', { once: true });
    renderPrivilege(detail('PRV000101'));
    fireEvent.click(await screen.findByTestId('redeem-button'));
    await press('submit');
    expect(await screen.findByText('Checking your redemption')).toBeInTheDocument();
    await screen.findByTestId('redeem-success');
    expect(screen.queryByTestId('app-dialog')).toBeNull();
    expect(screen.getByTestId('balance-after')).toHaveTextContent('249,500');
    const all = await requests();
    expect(all.map((r) => r.key)).toEqual([all[0]!.key, all[0]!.key]);
    expect(all[1]!.body).toEqual(all[0]!.body);
  });

  it('a connection dropped before the server got it: the check redeems once, with the same key (Thai)', async () => {
    await setLang('th');
    await signInAs('member');
    mockControl.setFault('POST /api/Redemption/Redeem', 'network', { once: true });
    renderPrivilege(detail('PRV000101'));
    fireEvent.click(await screen.findByTestId('redeem-button'));
    await press('submit');
    expect(await screen.findByText('กำลังตรวจสอบผลการแลกสิทธิ์')).toBeInTheDocument();
    await screen.findByTestId('redeem-success');
    expect(screen.getByTestId('balance-after')).toHaveTextContent('249,500');
    const all = await requests();
    expect(all.map((r) => r.key)).toEqual([all[0]!.key, all[0]!.key]);
  });

  it('no answer after every check: says the outcome is not known yet, never "failed"; "check again" resolves it with the same key (Thai)', async () => {
    await setLang('th');
    await signInAs('member');
    mockControl.setFault('POST /api/Redemption/Redeem', 'network');
    renderPrivilege(detail('PRV000101'));
    fireEvent.click(await screen.findByTestId('redeem-button'));
    await press('submit');
    const box = await screen.findByTestId('app-dialog');
    expect(box).toHaveTextContent('ยังยืนยันผลการแลกไม่ได้');
    expect(box).not.toHaveTextContent('ไม่สำเร็จ');
    expect(box).toHaveAttribute('data-type', 'question');
    // The first call and the two checks.
    expect(await requests()).toHaveLength(3);
    mockControl.clearFaults();
    await press('submit');
    await screen.findByTestId('redeem-success');
    const all = await requests();
    expect(all).toHaveLength(4);
    expect(new Set(all.map((r) => r.key)).size).toBe(1);
  });

  it('no answer: "redemption history" opens the redemption history (English)', async () => {
    await setLang('en');
    await signInAs('member');
    mockControl.setFault('POST /api/Redemption/Redeem', 'network');
    const view = renderPrivilege(detail('PRV000101'));
    fireEvent.click(await screen.findByTestId('redeem-button'));
    await press('submit');
    expect(await screen.findByTestId('app-dialog')).toHaveTextContent('We could not confirm your redemption yet');
    await press('other');
    await waitFor(() => expect(view.path()).toBe('/history?tab=redemptions'));
  });

  it('a call that times out (3 minutes) is checked, not reported as failed, and the check succeeds with the same key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await setLang('th');
      await signInAs('member');
      mockControl.setFault('POST /api/Redemption/Redeem', 'timeout', { once: true });
      renderPrivilege(detail('PRV000101'));
      fireEvent.click(await screen.findByTestId('redeem-button'));
      await press('submit');
      await waitFor(() => expect(redemptions.count()).toBe(1));
      expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(180_000);
      });
      await act(async () => {
        vi.advanceTimersByTime(1_000);
      });
      await screen.findByTestId('redeem-success');
      expect(screen.queryByTestId('app-dialog')).toBeNull();
      const all = await requests();
      expect(all.map((r) => r.key)).toEqual([all[0]!.key, all[0]!.key]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a cancelled confirmation sends nothing', async () => {
    await setLang('th');
    await signInAs('member');
    renderPrivilege(detail('PRV000101'));
    fireEvent.click(await screen.findByTestId('redeem-button'));
    await press('cancel');
    expect(await requests()).toHaveLength(0);
    expect(screen.getByTestId('redeem-button')).toBeEnabled();
  });

  it('redeems a 0-point privilege like any other', async () => {
    await setLang('en');
    await signInAs('member');
    renderPrivilege(detail('PRV000103'));
    fireEvent.click(await screen.findByTestId('redeem-button'));
    expect(await dialogBox()).toHaveTextContent('Free, no points used.');
    await press('submit');
    const success = await screen.findByTestId('redeem-success');
    expect(within(success).getByText('Free')).toBeInTheDocument();
    expect(screen.getByTestId('balance-after')).toHaveTextContent('250,000');
  });
});

describe('redemption error catalogue', () => {
  const codes: ErrorCodeName[] = [
    'REDEMPTION_CRITERIA_NOT_MET',
    'OUT_OF_STOCK',
    'REDEMPTION_LIMIT_REACHED',
    'THAI_ID_REQUIRED',
    'POINTS_NOT_ENOUGH',
  ];
  for (const lang of ['th', 'en'] as const) {
    it.each(codes)(`shows %s from the server in ${lang}`, async (code) => {
      await setLang(lang);
      await signInAs('member');
      const entry = catalogueEntry(code);
      // The privilege changed between loading the detail and confirming.
      server.use(
        http.post('*/api/Redemption/Redeem', () =>
          HttpResponse.json({ code, message: { th: entry.th, en: entry.en } }, { status: entry.status }),
        ),
      );
      renderPrivilege(detail('PRV000101'));
      fireEvent.click(await screen.findByTestId('redeem-button'));
      await press('submit');
      const box = await dialogBox();
      expect(box).toHaveAttribute('data-type', code === 'REDEMPTION_LIMIT_REACHED' ? 'limit' : 'error');
      expect(box).toHaveTextContent(entry[lang]);
    });
  }
});

describe('delivery redemption', () => {
  it('adds a new address inline and returns to the selection with it selected (English)', async () => {
    await setLang('en');
    await signInAs('member');
    renderPrivilege(`${detail('PRV000203')}&step=redeem`);
    await screen.findByTestId('address-option-1024');
    fireEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    const form = await screen.findByTestId('address-form');
    const fill = (label: RegExp, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    fill(/Recipient's name/, 'Somchai Jaidee');
    fill(/Mobile number/, '0812345678');
    fill(/^Address/, '1 Silom Road');
    fill(/Sub-district/, 'Silom');
    fill(/^District/, 'Bang Rak');
    fill(/Province/, 'Bangkok');
    fill(/Postal code/, '10500');
    fireEvent.click(within(form).getByText('Other'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save and use this address' }));
    expect(await within(form).findByText('Required field.')).toBeInTheDocument();
    fill(/Please specify/, 'Condo');
    fireEvent.click(within(form).getByRole('button', { name: 'Save and use this address' }));
    await waitFor(() => expect(screen.queryByTestId('address-form')).not.toBeInTheDocument());
    const options = screen.getAllByRole('radio');
    const checked = options.filter((o) => (o as HTMLInputElement).checked);
    expect(checked).toHaveLength(1);
    expect(checked[0]!.closest('label')).toHaveTextContent('Condo');
    expect(checked[0]!.closest('label')).toHaveTextContent('1 Silom Road');
    fireEvent.click(screen.getByTestId('redeem-confirm'));
    await screen.findByTestId('redeem-success');
    const all = await requests();
    expect(all[0]!.body.customeraddress_id).toBe(Number(checked[0]!.getAttribute('value')));
  });
});

describe('delivery asks once', () => {
  it('redeems from the redeem step without a second confirmation, showing both balances under different labels', async () => {
    await setLang('th');
    await signInAs('member');
    const opened = vi.spyOn(dialog, 'open');
    renderPrivilege(detail('PRV000203'));
    fireEvent.click(await screen.findByTestId('redeem-button'));
    await waitFor(() => expect(within(screen.getByTestId('address-option-1024')).getByRole('radio')).toBeChecked());
    const summary = screen.getByTestId('redeem-step');
    expect(summary).toHaveTextContent('คะแนนปัจจุบัน');
    expect(summary).toHaveTextContent('คะแนนคงเหลือหลังแลก');
    fireEvent.click(screen.getByTestId('redeem-confirm'));
    await screen.findByTestId('redeem-success');
    expect(opened).not.toHaveBeenCalled();
    expect(await requests()).toHaveLength(1);
    opened.mockRestore();
  });
});

describe('add-on pack and lucky draw', () => {
  it('redeems an add-on pack for the chosen linked number (masked)', async () => {
    await setLang('th');
    await signInAs('member');
    renderPrivilege(detail('PRV000301'));
    fireEvent.click(await screen.findByTestId('redeem-button'));
    const option = await screen.findByTestId('service-option-1000234567');
    expect(option).toHaveTextContent('08x-xxx-5678');
    // Each option is a Mantine radio card: the option itself is the radio, inside the named radio group.
    expect(option).toHaveAttribute('role', 'radio');
    expect(screen.getByRole('radiogroup', { name: 'เลือกเบอร์ที่ต้องการรับแพ็กเสริม' })).toContainElement(option);
    await waitFor(() => expect(option).toBeChecked());
    fireEvent.click(screen.getByTestId('redeem-confirm'));
    await screen.findByTestId('redeem-success');
    expect(screen.getByTestId('redeem-success-message')).toHaveTextContent('เพิ่มแพ็กเสริมให้เบอร์ 08x-xxx-5678 เรียบร้อยแล้ว');
    const all = await requests();
    expect(all[0]!.body).toEqual({ privilege_id: 'PRV000301', quantity: 1, subscriber_number: '1000234567' });
  });

  it('buys the chosen number of lucky-draw entries (English)', async () => {
    await setLang('en');
    await signInAs('member');
    renderPrivilege(detail('PRV000401'));
    fireEvent.click(await screen.findByTestId('redeem-button'));
    const more = await screen.findByRole('button', { name: 'More' });
    fireEvent.click(more);
    fireEvent.click(more);
    expect(screen.getByTestId('quantity-value')).toHaveTextContent('3');
    fireEvent.click(screen.getByTestId('redeem-confirm'));
    await screen.findByTestId('redeem-success');
    expect(screen.getByTestId('redeem-entries')).toHaveTextContent('3');
    const all = await requests();
    expect(all[0]!.body).toEqual({ privilege_id: 'PRV000401', quantity: 3 });
  });
});

// Keep act() warnings from leaking timers between files.
afterAll(async () => {
  await act(async () => undefined);
});

describe('idempotency key lifetime', () => {
  it('starts a new key after a definitive refusal, and after a success', async () => {
    await setLang('en');
    await signInAs('member');
    const entry = catalogueEntry('OUT_OF_STOCK');
    server.use(
      http.post('*/api/Redemption/Redeem', () => HttpResponse.json({ code: 'OUT_OF_STOCK', message: { th: entry.th, en: entry.en } }, { status: 409 }), {
        once: true,
      }),
    );
    renderPrivilege(detail('PRV000102'));
    fireEvent.click(await screen.findByTestId('redeem-button'));
    await press('submit');
    expect(await dialogBox()).toHaveTextContent('Out of stock.');
    await press('submit');
    await waitFor(() => expect(screen.getByTestId('redeem-button')).toBeEnabled());
    fireEvent.click(screen.getByTestId('redeem-button'));
    await press('submit');
    await screen.findByTestId('redeem-success');
    const all = await requests();
    expect(all).toHaveLength(2);
    expect(all[1]!.key).not.toBe(all[0]!.key);
  });
});
