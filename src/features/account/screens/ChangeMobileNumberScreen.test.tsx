// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMock, server } from '@mocks/node';
import { paths } from '@/shared/routing/paths';
import { resetApp, setLang, signInAs } from '@test-support';
import { renderProfile } from '@test-support/screens/account';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(resetApp);
afterEach(() => {
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

describe('change mobile number', () => {
  it('Thai: why, the call-centre number as a tel: link, the hours, what to prepare', async () => {
    await setLang('th');
    await signInAs('member');
    renderProfile(paths.changeMobileNumber);
    const call = await screen.findByTestId('call-centre-call');
    expect(call).toHaveAttribute('href', 'tel:1888');
    expect(call).toHaveTextContent('โทร 1888');
    expect(screen.getByTestId('call-centre-hours')).toHaveTextContent('เวลาทำการ 08:00–20:00 น.');
    expect(screen.getByText(/ยืนยันตัวตนเมื่อเข้าสู่ระบบ/)).toBeInTheDocument();
    expect(screen.getByText('บัตรประชาชนหรือหนังสือเดินทางที่ใช้สมัครสมาชิก')).toBeInTheDocument();
    expect(await screen.findByTestId('current-mobile')).toHaveTextContent('08x-xxx-5678');
  });

  it('English', async () => {
    await setLang('en');
    await signInAs('member');
    renderProfile(paths.changeMobileNumber);
    expect(await screen.findByTestId('call-centre-call')).toHaveTextContent('Call 1888');
    expect(screen.getByTestId('call-centre-hours')).toHaveTextContent('Open 08:00–20:00');
    expect(screen.getByText('Before you call, have ready')).toBeInTheDocument();
  });
});
