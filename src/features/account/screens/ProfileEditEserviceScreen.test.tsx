// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockControl, resetMock, server } from '@mocks/node';
import { getGetEserviceProfileQueryKey } from '@/generated/customer/customer';
import type { EserviceProfile } from '@/generated/model';
import { queryClient } from '@/shared/api/query-client';
import { paths } from '@/shared/routing/paths';
import { resetApp, setLang, signInAs } from '@test-support';
import { answerDialog, renderProfile } from '@test-support/screens/account';

const EDIT = '/api/Customer/EditEserviceProfile';
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

const cached = () => queryClient.getQueryData<EserviceProfile>(getGetEserviceProfileQueryKey());

async function open(lang: 'th' | 'en') {
  await setLang(lang);
  await signInAs('member');
  const view = renderProfile(paths.profileEditEservice);
  await screen.findByTestId('eservice-form');
  return view;
}

describe('e-service profile', () => {
  it('shows the e-service name, e-mail and registration date (Buddhist era in Thai)', async () => {
    await open('th');
    expect(screen.getByLabelText('ชื่อ')).toHaveValue('สมชาย');
    expect(screen.getByLabelText('นามสกุล')).toHaveValue('ใจดี');
    expect(screen.getByLabelText('อีเมล')).toHaveValue('somchai.j@example.com');
    expect(screen.getByTestId('eservice-registered')).toHaveTextContent('ลงทะเบียนเมื่อ 2 มี.ค. 2567');
  });

  it('English: registration date in the Common Era; the same rules as the profile', async () => {
    await open('en');
    expect(screen.getByTestId('eservice-registered')).toHaveTextContent('Registered on 2 Mar 2024');
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('Last name'), '3');
    await userEvent.clear(screen.getByLabelText('E-mail'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Required field.')).toBeInTheDocument();
    expect(screen.getByText('Please enter letters only.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('saves the name; an empty e-mail removes it', async () => {
    await open('th');
    await userEvent.clear(screen.getByLabelText('ชื่อ'));
    await userEvent.type(screen.getByLabelText('ชื่อ'), 'สมหญิง');
    await userEvent.clear(screen.getByLabelText('อีเมล'));
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByTestId('app-dialog')).toHaveTextContent('บันทึกข้อมูลเรียบร้อย');
    await answerDialog('submit');
    expect(puts).toEqual([{ first_name: 'สมหญิง', last_name: 'ใจดี' }]);
    expect(cached()).toMatchObject({ first_name: 'สมหญิง', last_name: 'ใจดี' });
    expect(cached()).not.toHaveProperty('email');
    expect(screen.getByLabelText('อีเมล')).toHaveValue('');
  });

  it('a server error keeps every typed value', async () => {
    await open('th');
    mockControl.setFault(`PUT ${EDIT}`, 'server-error', { once: true });
    await userEvent.clear(screen.getByLabelText('นามสกุล'));
    await userEvent.type(screen.getByLabelText('นามสกุล'), "D'Souza");
    await userEvent.clear(screen.getByLabelText('อีเมล'));
    await userEvent.type(screen.getByLabelText('อีเมล'), 'new@example.com');
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByTestId('profile-server-error')).toBeInTheDocument();
    expect(screen.getByLabelText('นามสกุล')).toHaveValue("D'Souza");
    expect(screen.getByLabelText('อีเมล')).toHaveValue('new@example.com');
    expect(cached()?.last_name).toBe('ใจดี');
  });

  it('leaving with unsaved changes asks', async () => {
    const view = await open('en');
    await userEvent.type(screen.getByLabelText('First name'), 'x');
    void view.router.navigate(paths.accountMenu);
    expect(await screen.findByTestId('app-dialog')).toHaveTextContent('Leave this page?');
    await answerDialog('cancel');
    await waitFor(() => expect(screen.queryByTestId('app-dialog')).toBeNull());
    expect(screen.getByTestId('location')).toHaveTextContent(paths.profileEditEservice);
    expect(screen.getByLabelText('First name')).toHaveValue('สมชายx');
  });
});
