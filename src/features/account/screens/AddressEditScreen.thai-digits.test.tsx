// @vitest-environment jsdom
/**
 * Thai digits (docs/spec.md §5.2), the account area: the address form's mobile number and postal code (the same form
 * adds a delivery address while redeeming) and the add-service one-time code take Thai digits.
 * The profile screens have no typed number: ID and mobile are shown masked (the mobile changes
 * through the call centre) and the birth date is three selects; the redeem quantity is a − / +
 * stepper.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMock, server } from '@mocks/node';
import { loadThaiAddresses } from '@/domains/address/th-address-lookup';
import { paths } from '@/shared/routing/paths';
import { resetApp, setLang, signInAs, recordRequests, thaiDigits } from '@test-support';
import { renderAddressBook, renderService } from '@test-support/screens/account';
import { renderPrivilege } from '@test-support/screens/privilege';

const requests = recordRequests(server);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeAll(() => Promise.all([import('@/domains/address/DeliveryAddressSelect'), loadThaiAddresses()]).then(() => undefined), 60_000);
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

const field = (label: RegExp) => within(screen.getByTestId('address-form')).getByLabelText(label) as HTMLInputElement;
const fill = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

/** Fills every field of the open address form in ASCII, then types `text` into the `label` field with the keyboard. */
async function fillAddressTyping(label: RegExp, text: string) {
  fill(/ชื่อ-นามสกุลผู้รับ/, 'สมหญิง ใจดี');
  fill(/เบอร์โทรศัพท์มือถือ/, '0898765432');
  fill(/^ที่อยู่/, '9 ถนนวิภาวดีรังสิต');
  fill(/รหัสไปรษณีย์/, '10210');
  fill(/แขวง\/ตำบล/, 'ทุ่งสองห้อง');
  fill(/เขต\/อำเภอ/, 'หลักสี่');
  fill(/จังหวัด/, 'กรุงเทพมหานคร');
  await userEvent.clear(field(label));
  await userEvent.type(field(label), text);
}

/** A new address with every field filled in ASCII except the one the member types (with the keyboard). */
async function newAddress(typed: { label: RegExp; text: string }) {
  const { path } = renderAddressBook(paths.addressEdit);
  await screen.findByTestId('address-form');
  await fillAddressTyping(typed.label, typed.text);
  return path;
}

async function save(path: () => string) {
  fireEvent.click(within(screen.getByTestId('address-form')).getByRole('button', { name: 'บันทึก' }));
  await waitFor(() => expect(path()).toBe(paths.addressList));
  await waitFor(() => expect(requests.to('/api/Customer/CreateAddress')).toHaveLength(1));
  await waitFor(() => expect(requests.to('/api/Customer/CreateAddress')[0]!.body).not.toBeNull());
  return requests.to('/api/Customer/CreateAddress')[0]!.body!;
}

/** Redeeming a delivered privilege: adds a new address in the redeem step, `label` typed in Thai digits. */
async function newDeliveryAddress(label: RegExp, text: string) {
  renderPrivilege('/privilege/privilege-detail?privilege_id=PRV000203&step=redeem');
  await screen.findByTestId('address-option-1024');
  fireEvent.click(screen.getByRole('button', { name: 'เพิ่มที่อยู่ใหม่' }));
  await screen.findByTestId('address-form');
  await fillAddressTyping(label, text);
}

async function saveDelivery() {
  fireEvent.click(within(screen.getByTestId('address-form')).getByRole('button', { name: 'บันทึกและใช้ที่อยู่นี้' }));
  await waitFor(() => expect(screen.queryByTestId('address-form')).not.toBeInTheDocument());
  await waitFor(() => expect(requests.to('/api/Customer/CreateAddress')[0]?.body).toBeTruthy());
  return requests.to('/api/Customer/CreateAddress')[0]!.body!;
}

describe('Thai digits in the account area', () => {
  it('address: mobile number', async () => {
    const path = await newAddress({ label: /เบอร์โทรศัพท์มือถือ/, text: thaiDigits('089-876-5432') });
    expect(field(/เบอร์โทรศัพท์มือถือ/)).toHaveValue('0898765432');
    expect(field(/เบอร์โทรศัพท์มือถือ/)).toHaveAttribute('inputmode', 'tel');
    expect(field(/เบอร์โทรศัพท์มือถือ/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(await save(path)).toMatchObject({ phone: '0898765432' });
  });

  it('address: postal code', async () => {
    const path = await newAddress({ label: /รหัสไปรษณีย์/, text: thaiDigits('10210') });
    expect(field(/รหัสไปรษณีย์/)).toHaveValue('10210');
    expect(field(/รหัสไปรษณีย์/)).toHaveAttribute('inputmode', 'numeric');
    // The completion reads the ASCII code too.
    expect(await screen.findByRole('option', { name: /ทุ่งสองห้อง · หลักสี่/ })).toBeInTheDocument();
    expect(await save(path)).toMatchObject({ postal_code: '10210' });
  });

  it('redeem, new delivery address: mobile number', async () => {
    await newDeliveryAddress(/เบอร์โทรศัพท์มือถือ/, thaiDigits('089 876 5432'));
    expect(field(/เบอร์โทรศัพท์มือถือ/)).toHaveValue('0898765432');
    expect(field(/เบอร์โทรศัพท์มือถือ/)).toHaveAttribute('inputmode', 'tel');
    expect(await saveDelivery()).toMatchObject({ phone: '0898765432' });
  });

  it('redeem, new delivery address: postal code', async () => {
    await newDeliveryAddress(/รหัสไปรษณีย์/, thaiDigits('10210'));
    expect(field(/รหัสไปรษณีย์/)).toHaveValue('10210');
    expect(field(/รหัสไปรษณีย์/)).toHaveAttribute('inputmode', 'numeric');
    expect(await saveDelivery()).toMatchObject({ postal_code: '10210' });
  });

  it('add service: the one-time code', async () => {
    const view = renderService(paths.myService, paths.addService);
    fireEvent.click(await screen.findByTestId('candidate-1000345678'));
    fireEvent.click(screen.getByTestId('service-send-code'));
    const step = await screen.findByTestId('otp-step');
    const input = within(step).getByTestId('otp-input');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(input);
    await userEvent.keyboard(thaiDigits('123456'));
    await waitFor(() => expect(view.path()).toBe(paths.myService));
    const verifies = requests.to('/api/SMSOTP/VerifyOTP_Addservice');
    expect(verifies).toHaveLength(1);
    await waitFor(() => expect(verifies[0]!.body).toMatchObject({ otp: '123456' }));
  });
});
