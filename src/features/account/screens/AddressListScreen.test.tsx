// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMock, server } from '@mocks/node';
import { createAddress } from '@/generated/address/address';
import { paths } from '@/shared/routing/paths';
import { resetApp, setLang, signInAs } from '@test-support';
import { recordWrites, renderAddressBook } from '@test-support/screens/account';

const log = recordWrites();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetApp();
  log.seen.length = 0;
});
afterEach(() => {
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

const card = (id: number) => screen.getByTestId(`address-card-${id}`);
const cardIds = () => screen.getAllByTestId(/^address-card-/).map((el) => Number(el.dataset.testid!.replace('address-card-', '')));
const dialogButton = async (action: 'submit' | 'cancel') => {
  const box = await screen.findByTestId('app-dialog');
  fireEvent.click(box.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)!);
  await waitFor(() => expect(screen.queryByTestId('app-dialog')).toBeNull());
};
const writes = (name: string) => log.seen.filter((s) => s.path.endsWith(name));

describe('address list', () => {
  it('shows every address, default first with its badge, label, recipient, masked phone and full address (Thai)', async () => {
    await setLang('th');
    await signInAs('member');
    renderAddressBook();
    await screen.findByTestId('address-card-1024');
    expect(cardIds()).toEqual([1024, 1025]);
    const home = card(1024);
    expect(within(home).getByRole('heading', { name: 'บ้าน' })).toBeInTheDocument();
    expect(within(home).getByTestId('default-badge')).toHaveTextContent('ค่าเริ่มต้น');
    expect(within(home).getByTestId('address-phone')).toHaveTextContent('08x-xxx-5678');
    expect(home).not.toHaveTextContent('0812345678');
    expect(home).toHaveTextContent('99/1 หมู่ 4 ถนนแจ้งวัฒนะ ทุ่งสองห้อง หลักสี่ กรุงเทพมหานคร 10210');
    expect(home).toHaveTextContent('สมชาย ใจดี');
    expect(within(card(1025)).queryByTestId('default-badge')).toBeNull();
    expect(within(card(1025)).getByRole('heading', { name: 'ที่ทำงาน' })).toBeInTheDocument();
    expect(screen.getByText('ที่อยู่จัดส่ง 2 แห่ง')).toBeInTheDocument();
    expect(within(card(1025)).getByRole('link', { name: 'แก้ไข' })).toHaveAttribute('href', `${paths.addressEdit}?customeraddress_id=1025`);
  });

  it('sets another address as the default; choosing the default again shows the server message as a notice (English)', async () => {
    await setLang('en');
    await signInAs('member');
    renderAddressBook();
    await screen.findByTestId('address-card-1025');
    fireEvent.click(within(card(1025)).getByRole('button', { name: 'Set as default' }));
    await waitFor(() => expect(cardIds()).toEqual([1025, 1024]));
    expect(within(card(1025)).getByTestId('default-badge')).toBeInTheDocument();
    expect(within(card(1024)).queryByTestId('default-badge')).toBeNull();
    expect(screen.getByTestId('address-notice')).toHaveTextContent('"Work" is now your default address');
    expect(writes('EditDefaultAddress')).toHaveLength(1);

    fireEvent.click(within(card(1025)).getByRole('button', { name: 'Set as default' }));
    const box = await screen.findByTestId('app-dialog');
    expect(box).toHaveTextContent('Already your default');
    expect(box).toHaveTextContent('You already set the default delivery address.');
    expect(box).not.toHaveTextContent('An error occurred');
    await dialogButton('submit');
    expect(cardIds()).toEqual([1025, 1024]);
  });

  it('deletes a non-default address only after the confirmation', async () => {
    await setLang('en');
    await signInAs('member');
    renderAddressBook();
    await screen.findByTestId('address-card-1025');
    fireEvent.click(within(card(1025)).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('app-dialog')).toHaveTextContent('Delete this address?');
    await dialogButton('cancel');
    expect(writes('DeleteAddress')).toHaveLength(0);
    fireEvent.click(within(card(1025)).getByRole('button', { name: 'Delete' }));
    await dialogButton('submit');
    await waitFor(() => expect(cardIds()).toEqual([1024]));
    expect(screen.getByTestId('address-notice')).toHaveTextContent('Address deleted');
    expect(writes('DeleteAddress').map((w) => w.body)).toEqual([{ customeraddress_id: 1025 }]);
  });

  it('deleting the default asks which address takes over and sends both in one request (Thai)', async () => {
    await setLang('th');
    await signInAs('member');
    // A newer address: without a choice it would become the default.
    const newest = await createAddress({
      recipient_name: 'สมหญิง ใจดี',
      phone: '0898765432',
      address_line: '9 ถนนวิภาวดีรังสิต',
      sub_district: 'ทุ่งสองห้อง',
      district: 'หลักสี่',
      province: 'กรุงเทพมหานคร',
      postal_code: '10210',
      category: 'other',
      category_other: 'คอนโด',
      is_invoice_address: false,
    });
    await waitFor(() => expect(writes('CreateAddress')).toHaveLength(1));
    log.seen.length = 0;
    renderAddressBook();
    await screen.findByTestId('address-card-1024');
    expect(within(card(newest.customeraddress_id)).getByRole('heading', { name: 'คอนโด' })).toBeInTheDocument();
    fireEvent.click(within(card(1024)).getByRole('button', { name: 'ลบ' }));
    const modal = await screen.findByRole('dialog', { name: 'เลือกที่อยู่หลักใหม่' });
    const choices = within(modal).getAllByRole('radio');
    expect(choices.map((r) => Number(r.getAttribute('value'))).sort()).toEqual([1025, newest.customeraddress_id].sort());
    fireEvent.click(within(modal).getByTestId('address-option-1025'));
    fireEvent.click(within(modal).getByRole('button', { name: 'ลบและตั้งที่อยู่หลักใหม่' }));
    fireEvent.click(within(modal).getByRole('button', { name: 'ลบและตั้งที่อยู่หลักใหม่' }));
    await waitFor(() => expect(screen.queryByTestId('address-card-1024')).toBeNull());
    await waitFor(() => expect(cardIds()[0]).toBe(1025));
    expect(within(card(1025)).getByTestId('default-badge')).toBeInTheDocument();
    expect(within(card(newest.customeraddress_id)).queryByTestId('default-badge')).toBeNull();
    await waitFor(() => expect(writes('DeleteAddress')).toHaveLength(1));
    expect(log.seen.map((s) => s.path)).toEqual(['/api/Customer/DeleteAddress']);
    expect(log.seen[0]!.body).toEqual({ customeraddress_id: 1024, new_default_customeraddress_id: 1025 });
  });

  it('deleting the only address leaves the empty state with an add action (English)', async () => {
    await setLang('en');
    await signInAs('zeroPoints');
    renderAddressBook();
    const [only] = await screen.findAllByTestId(/^address-card-/);
    fireEvent.click(within(only!).getByRole('button', { name: 'Delete' }));
    await dialogButton('submit');
    const empty = await screen.findByTestId('address-empty');
    expect(empty).toHaveTextContent('No delivery address yet');
    expect(within(empty).getByRole('link', { name: 'Add a new address' })).toHaveAttribute('href', paths.addressEdit);
  });

  it('shows a retry when the list cannot load, and the list after the retry', async () => {
    await setLang('en');
    await signInAs('member');
    const fail = () => HttpResponse.json({ code: 'GENERIC_ERROR', message: { th: 'ขัดข้อง', en: 'Temporarily unavailable.' } }, { status: 500 });
    server.use(http.get('*/api/Customer/AddressList', fail, { once: true }), http.get('*/api/Customer/AddressList', fail, { once: true }));
    renderAddressBook();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Temporarily unavailable.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('address-card-1024')).toBeInTheDocument();
  });
});
