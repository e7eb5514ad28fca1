// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockControl, resetMock, server } from '@mocks/node';
import { getGetCustomerInfoQueryKey } from '@/generated/customer/customer';
import type { CustomerInfoData } from '@/generated/model';
import { queryClient } from '@/shared/api/query-client';
import { paths } from '@/shared/routing/paths';
import { resetApp, setLang, signInAs } from '@test-support';
import { answerDialog, renderProfile } from '@test-support/screens/account';

const EDIT = '/api/Customer/EditProfile';
let puts: Array<Record<string, unknown>> = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname === EDIT) {
      void request.clone().json().then((body: Record<string, unknown>) => puts.push(body));
    }
  });
});
beforeEach(() => {
  resetApp();
  puts = [];
});
afterEach(() => {
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

const cachedInfo = () => queryClient.getQueryData<CustomerInfoData>(getGetCustomerInfoQueryKey())?.customer_info;

async function openThai() {
  await setLang('th');
  await signInAs('member');
  const view = renderProfile(paths.profileEdit);
  await screen.findByTestId('profile-form');
  return view;
}

describe('profile edit: what it shows', () => {
  it('fills the form from the customer info; ID and mobile masked; birth date in Buddhist era (Thai)', async () => {
    await openThai();
    expect(screen.getByLabelText('ชื่อ')).toHaveValue('สมชาย');
    expect(screen.getByLabelText('นามสกุล')).toHaveValue('ใจดี');
    expect(screen.getByLabelText('อีเมล')).toHaveValue('somchai.j@example.com');
    expect(screen.getByTestId('profile-id')).toHaveTextContent('x-xxxx-xxxx0-70-8');
    expect(screen.getByTestId('profile-mobile')).toHaveTextContent('08x-xxx-5678');
    expect(screen.getByTestId('change-mobile')).toHaveAttribute('href', paths.changeMobileNumber);
    expect(screen.getByTestId('profile-photo')).toHaveTextContent('ส');
    const year = within(screen.getByTestId('birth-date')).getByLabelText('ปี พ.ศ.');
    expect(year).toHaveValue('1988');
    expect((year as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('2531');
    const month = within(screen.getByTestId('birth-date')).getByLabelText('เดือน') as HTMLSelectElement;
    expect(month.selectedOptions[0]).toHaveTextContent('เมษายน');
    expect(within(screen.getByTestId('birth-date')).getByLabelText('วัน')).toHaveValue('12');
  });

  it('English: Common Era years and English month names; passport shown masked', async () => {
    await setLang('en');
    await signInAs('passport');
    renderProfile(paths.profileEdit);
    await screen.findByTestId('profile-form');
    expect(screen.getByText('Passport number')).toBeInTheDocument();
    expect(screen.getByTestId('profile-id')).toHaveTextContent('xxxxx4567');
    const year = screen.getByLabelText('Year') as HTMLSelectElement;
    expect(year.selectedOptions[0]).toHaveTextContent('1990');
    expect((screen.getByLabelText('Month') as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('July');
  });
});

describe('profile edit: rules', () => {
  it('required, letters only and e-mail, in Thai; nothing is sent', async () => {
    await openThai();
    const first = screen.getByLabelText('ชื่อ');
    const last = screen.getByLabelText('นามสกุล');
    const email = screen.getByLabelText('อีเมล');
    await userEvent.clear(first);
    await userEvent.clear(last);
    await userEvent.type(last, 'ใจดี2');
    await userEvent.clear(email);
    await userEvent.type(email, 'somchai@example');
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('กรุณากรอกข้อมูล')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกเฉพาะตัวอักษร')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกอีเมลให้ถูกต้อง')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('English messages; Thai digits count as digits', async () => {
    await setLang('en');
    await signInAs('member');
    renderProfile(paths.profileEdit);
    const first = await screen.findByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.type(first, 'สมชาย๑');
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Please enter letters only.')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('birth date: February offers no 30th or 31st; a day that no longer fits is cleared and must be chosen', async () => {
    await openThai();
    const box = within(screen.getByTestId('birth-date'));
    await userEvent.selectOptions(box.getByLabelText('เดือน'), '1');
    await userEvent.selectOptions(box.getByLabelText('วัน'), '31');
    await userEvent.selectOptions(box.getByLabelText('เดือน'), '2');
    expect(box.getByLabelText('วัน')).toHaveValue('');
    const days = Array.from((box.getByLabelText('วัน') as HTMLSelectElement).options).map((o) => o.value).filter(Boolean);
    expect(days.at(-1)).toBe('29'); // 1988 is a leap year
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('กรุณาเลือกวัน เดือน และปีเกิดให้ครบ')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });
});

describe('profile edit: saving', () => {
  it('saves, shows success, and the profile block and cache show the new name', async () => {
    const view = await openThai();
    const first = screen.getByLabelText('ชื่อ');
    await userEvent.clear(first);
    await userEvent.type(first, 'สมศักดิ์');
    await userEvent.selectOptions(within(screen.getByTestId('birth-date')).getByLabelText('วัน'), '20');
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByTestId('app-dialog')).toHaveTextContent('บันทึกข้อมูลเรียบร้อย');
    await answerDialog('submit');
    expect(puts).toEqual([{ first_name: 'สมศักดิ์', last_name: 'ใจดี', email: 'somchai.j@example.com', birth_date: '1988-04-20' }]);
    expect(cachedInfo()).toMatchObject({ first_name: 'สมศักดิ์', birth_date: '1988-04-20' });
    await waitFor(() => expect(screen.getByLabelText('ข้อมูลสมาชิก')).toHaveTextContent('สมศักดิ์ ใจดี'));
    // Saved: leaving no longer asks.
    await act(() => view.router.navigate(paths.accountMenu));
    expect(screen.getByTestId('location')).toHaveTextContent(paths.accountMenu);
    expect(screen.queryByTestId('app-dialog')).toBeNull();
  });

  it('an empty e-mail is not sent (the contract keeps the current one)', async () => {
    await openThai();
    await userEvent.clear(screen.getByLabelText('อีเมล'));
    await userEvent.click(screen.getByTestId('profile-save'));
    await screen.findByTestId('app-dialog');
    expect(puts).toHaveLength(1);
    expect(puts[0]).not.toHaveProperty('email');
    expect(cachedInfo()?.email).toBe('somchai.j@example.com');
  });

  it('a server error keeps every typed value and says what happened; saving again works', async () => {
    await openThai();
    mockControl.setFault(`PUT ${EDIT}`, 'server-error', { once: true });
    await userEvent.clear(screen.getByLabelText('ชื่อ'));
    await userEvent.type(screen.getByLabelText('ชื่อ'), 'มานะ');
    await userEvent.clear(screen.getByLabelText('นามสกุล'));
    await userEvent.type(screen.getByLabelText('นามสกุล'), 'รักเรียน');
    await userEvent.clear(screen.getByLabelText('อีเมล'));
    await userEvent.type(screen.getByLabelText('อีเมล'), 'mana@example.com');
    await userEvent.selectOptions(within(screen.getByTestId('birth-date')).getByLabelText('ปี พ.ศ.'), '1990');
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByTestId('profile-server-error')).toHaveTextContent(/.+/);
    expect(screen.getByLabelText('ชื่อ')).toHaveValue('มานะ');
    expect(screen.getByLabelText('นามสกุล')).toHaveValue('รักเรียน');
    expect(screen.getByLabelText('อีเมล')).toHaveValue('mana@example.com');
    expect(within(screen.getByTestId('birth-date')).getByLabelText('ปี พ.ศ.')).toHaveValue('1990');
    expect(cachedInfo()?.first_name).toBe('สมชาย');
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByTestId('app-dialog')).toHaveTextContent('บันทึกข้อมูลเรียบร้อย');
    expect(cachedInfo()).toMatchObject({ first_name: 'มานะ', last_name: 'รักเรียน', email: 'mana@example.com', birth_date: '1990-04-12' });
  });

  it('a 400 with details puts the server’s reason on its field, values kept', async () => {
    await openThai();
    server.use(
      http.put(`*${EDIT}`, () =>
        HttpResponse.json(
          { code: 'INVALID_EMAIL', message: { th: 'กรุณากรอกอีเมลให้ถูกต้อง', en: 'Please enter a valid email address.' }, details: { email: 'INVALID_EMAIL' } },
          { status: 400 },
        ),
      ),
    );
    await userEvent.clear(screen.getByLabelText('อีเมล'));
    await userEvent.type(screen.getByLabelText('อีเมล'), 'someone@example.co');
    await userEvent.click(screen.getByTestId('profile-save'));
    const email = screen.getByLabelText('อีเมล');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveValue('someone@example.co');
    expect(screen.getAllByText('กรุณากรอกอีเมลให้ถูกต้อง').length).toBeGreaterThanOrEqual(1);
  });

  it('the server’s own name and birth-date refusals land on their fields with the form’s words', async () => {
    await openThai();
    server.use(
      http.put(`*${EDIT}`, () =>
        HttpResponse.json(
          {
            code: 'INVALID_NAME',
            message: { th: 'กรุณากรอกชื่อเป็นตัวอักษรภาษาไทยหรือภาษาอังกฤษเท่านั้น', en: 'Please enter your name in Thai or English letters only.' },
            details: { last_name: 'INVALID_NAME', birth_date: 'INVALID_BIRTH_DATE' },
          },
          { status: 400 },
        ),
      ),
    );
    await userEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(screen.getByLabelText('นามสกุล')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('กรุณากรอกเฉพาะตัวอักษร')).toBeInTheDocument();
    expect(screen.getByText('กรุณาเลือกวันเกิดให้ถูกต้อง')).toBeInTheDocument();
  });

  it('a double tap sends once', async () => {
    await openThai();
    // The save is held until the taps are done (a fixed latency let a busy machine finish the first
    // save between the taps, and a tap after a finished save rightly sends again).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.put(EDIT, async () => void (await held)));
    await userEvent.type(screen.getByLabelText('นามสกุล'), 'ดี');
    const save = screen.getByTestId('profile-save');
    await userEvent.dblClick(save);
    await userEvent.click(save);
    release();
    await screen.findByTestId('app-dialog');
    expect(puts).toHaveLength(1);
  });
});

describe('profile edit: leaving with unsaved changes', () => {
  it('asks; "stay" keeps what was typed, "leave" goes', async () => {
    const view = await openThai();
    await userEvent.type(screen.getByLabelText('ชื่อ'), 'ดี');
    void view.router.navigate(paths.accountMenu);
    expect(await screen.findByTestId('app-dialog')).toHaveTextContent('ออกจากหน้านี้ใช่ไหม');
    await answerDialog('cancel');
    await waitFor(() => expect(screen.queryByTestId('app-dialog')).toBeNull());
    expect(screen.getByTestId('location')).toHaveTextContent(paths.profileEdit);
    expect(screen.getByLabelText('ชื่อ')).toHaveValue('สมชายดี');
    void view.router.navigate(paths.accountMenu);
    await answerDialog('submit');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(paths.accountMenu));
    expect(puts).toEqual([]);
  });
});
