// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMock, server } from '@mocks/node';
import { paths } from '@/shared/routing/paths';
import { loadThaiAddresses } from '@/domains/address/th-address-lookup';
import { resetApp, setLang, signInAs } from '@test-support';
import { recordWrites, renderAddressBook } from '@test-support/screens/account';

const log = recordWrites();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The address table is its own chunk: load it once up front so the tests time the form, not the import.
beforeAll(() => loadThaiAddresses().then(() => undefined), 60_000);
beforeEach(() => {
  resetApp();
  log.seen.length = 0;
});
afterEach(() => {
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

const form = () => screen.getByTestId('address-form');
const field = (label: RegExp) => within(form()).getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => {
  fireEvent.focus(field(label));
  fireEvent.change(field(label), { target: { value } });
};

describe('address edit', () => {
  it('adds an address from its postal code: choosing 10210 fills sub-district, district and province (Thai)', async () => {
    await setLang('th');
    await signInAs('member');
    const { path } = renderAddressBook(paths.addressEdit);
    await screen.findByTestId('address-form');
    expect(screen.getByRole('heading', { name: 'เพิ่มที่อยู่จัดส่ง' })).toBeInTheDocument();
    type(/ชื่อ-นามสกุลผู้รับ/, 'สมหญิง ใจดี');
    type(/เบอร์โทรศัพท์มือถือ/, '089-876-5432');
    type(/^ที่อยู่/, '9 ถนนวิภาวดีรังสิต');
    type(/รหัสไปรษณีย์/, '๑๐๒๑๐');
    const option = await screen.findByRole('option', { name: /ทุ่งสองห้อง · หลักสี่/ });
    expect(screen.getAllByRole('option').length).toBeGreaterThan(1);
    fireEvent.click(option);
    await waitFor(() => expect(field(/แขวง\/ตำบล/).value).toBe('ทุ่งสองห้อง'));
    expect(field(/เขต\/อำเภอ/).value).toBe('หลักสี่');
    expect(field(/จังหวัด/).value).toBe('กรุงเทพมหานคร');
    expect(field(/รหัสไปรษณีย์/).value).toBe('10210');
    // The filled fields stay editable.
    type(/เขต\/อำเภอ/, 'หลักสี่ (แก้ไข)');
    expect(field(/เขต\/อำเภอ/).value).toBe('หลักสี่ (แก้ไข)');
    type(/เขต\/อำเภอ/, 'หลักสี่');
    fireEvent.click(within(form()).getByLabelText('ตั้งเป็นที่อยู่หลักในการจัดส่ง'));
    fireEvent.click(within(form()).getByRole('button', { name: 'บันทึก' }));
    fireEvent.click(within(form()).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(path()).toBe(paths.addressList));
    const created = await screen.findAllByTestId(/^address-card-/);
    expect(created[0]).toHaveTextContent('9 ถนนวิภาวดีรังสิต ทุ่งสองห้อง หลักสี่ กรุงเทพมหานคร 10210');
    expect(within(created[0]!).getByTestId('default-badge')).toBeInTheDocument();
    expect(within(created[0]!).getByTestId('address-phone')).toHaveTextContent('08x-xxx-5432');
    expect(screen.getByTestId('address-notice')).toHaveTextContent('บันทึกที่อยู่แล้ว');
    await waitFor(() => expect(log.seen).toHaveLength(1));
    expect(log.seen[0]!.body).toMatchObject({ phone: '0898765432', postal_code: '10210', sub_district: 'ทุ่งสองห้อง', set_default: true });
  });

  it('completes from a sub-district name and offers nothing for one letter (English)', async () => {
    await setLang('en');
    await signInAs('member');
    renderAddressBook(paths.addressEdit);
    await screen.findByTestId('address-form');
    type(/Sub-district/, 'ท');
    expect(screen.queryByRole('option')).toBeNull();
    type(/Sub-district/, 'ทุ่งสองห้')
    fireEvent.click(await screen.findByRole('option', { name: /ทุ่งสองห้อง · หลักสี่/ }));
    await waitFor(() => expect(field(/Postal code/).value).toBe('10210'));
    expect(field(/^District/).value).toBe('หลักสี่');
    expect(field(/Province/).value).toBe('กรุงเทพมหานคร');
  });

  it('edits an address: the form holds its values; a server error keeps what was typed (English)', async () => {
    await setLang('en');
    await signInAs('member');
    const { path } = renderAddressBook(`${paths.addressEdit}?customeraddress_id=1025`);
    await screen.findByTestId('address-form');
    expect(screen.getByRole('heading', { name: 'Edit delivery address' })).toBeInTheDocument();
    expect(field(/Recipient's name/).value).toBe('สมชาย ใจดี');
    expect(field(/Postal code/).value).toBe('10400');
    fireEvent.click(within(form()).getByText('Other'));
    type(/Please specify/, 'Condo');
    server.use(
      http.put('*/api/Customer/EditAddress', () =>
        HttpResponse.json({ code: 'INVALID_MOBILE', message: { th: 'กรุณากรอกหมายเลขโทรศัพท์มือถือให้ถูกต้อง', en: 'Please enter a valid mobile number.' }, details: { phone: 'INVALID_MOBILE' } }, { status: 400 }),
        { once: true },
      ),
    );
    fireEvent.click(within(form()).getByRole('button', { name: 'Save' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent('Please enter a valid mobile number.');
    expect(field(/Please specify/).value).toBe('Condo');
    expect(path()).toBe(`${paths.addressEdit}?customeraddress_id=1025`);
    fireEvent.click(within(form()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(path()).toBe(paths.addressList));
    expect(await screen.findByTestId('address-card-1025')).toHaveTextContent('Condo');
  });

  it('editing the default hides the make-default option and says it is the default; an unknown id says not found', async () => {
    await setLang('en');
    await signInAs('member');
    renderAddressBook(`${paths.addressEdit}?customeraddress_id=1024`);
    await screen.findByTestId('address-form');
    expect(screen.getByText('This is your default delivery address')).toBeInTheDocument();
    expect(within(form()).queryByLabelText('Make this my default delivery address')).toBeNull();
  });

  it('an id that is not one of the member’s addresses shows not found with the way back', async () => {
    await setLang('en');
    await signInAs('member');
    renderAddressBook(`${paths.addressEdit}?customeraddress_id=1030`);
    const missing = await screen.findByTestId('address-not-found');
    expect(missing).toHaveTextContent('The address to edit was not found');
    expect(within(missing).getByRole('link')).toHaveAttribute('href', paths.addressList);
  });
});
