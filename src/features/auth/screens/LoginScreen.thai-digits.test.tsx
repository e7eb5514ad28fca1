// @vitest-environment jsdom
/**
 * Thai digits (docs/spec.md §5.2), sign-in: the national ID / passport field and the sign-in one-time code take
 * Thai digits, against the mock backend (sign-in → code → signed in). Registration has no number
 * field (name, e-mail, consent).
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '@mocks/identities';
import { resetMock, server } from '@mocks/node';
import { AppProviders } from '@/app/providers/AppProviders';
import LoginScreen from '@/features/auth/screens/LoginScreen';
import VerifyScreen from '@/features/auth/screens/VerifyScreen';
import { paths } from '@/shared/routing/paths';
import { readToken } from '@/shared/session/token';
import { resetApp, setLang, recordRequests, thaiDigits, TEST_SCREEN } from '@test-support';
import { MantineHost } from '@/shared/ui/light/mantine-host/MantineHost';

const requests = recordRequests(server);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  resetApp();
  requests.seen.length = 0;
  await setLang('th');
});
afterEach(() => {
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

/** Sign-in and code entry on one memory router; anything else is "signed in, gone on". */
function renderSignIn() {
  const router = createMemoryRouter(
    [
      { path: paths.login, Component: LoginScreen },
      { path: paths.verify, Component: VerifyScreen },
      { path: '*', Component: () => <p data-testid="navigated">navigated</p> },
    ],
    { initialEntries: [paths.login] },
  );
  render(
    <AppProviders>
      <MantineHost screen={TEST_SCREEN}><RouterProvider router={router} /></MantineHost>
    </AppProviders>,
  );
  return router;
}

/** Types the ID as given and asks for the code; returns once the code screen shows. */
async function requestCode(typed: string) {
  const input = screen.getByLabelText('เลขบัตรประชาชน / เลขหนังสือเดินทาง');
  await userEvent.type(input, typed);
  expect(input).toHaveValue(DEMO.member.idNumber);
  // Letters too: a passport number is typed here as well.
  expect(input).toHaveAttribute('inputmode', 'text');
  await userEvent.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
  return screen.findByTestId('otp-ref-code');
}

describe('Thai digits in sign-in', () => {
  it('sign-in: national ID number', async () => {
    const router = renderSignIn();
    await requestCode(thaiDigits('1-1017-00230-70-8'));
    expect(router.state.location.pathname).toBe(paths.verify);
    const sent = requests.to('/api/Auth/RequestOTP');
    expect(sent).toHaveLength(1);
    await waitFor(() => expect(sent[0]!.body).toEqual({ id_type: 'national_id', id_number: DEMO.member.idNumber }));
  });

  it('sign-in: the one-time code', async () => {
    const router = renderSignIn();
    await requestCode(DEMO.member.idNumber);
    expect(screen.getByTestId('otp-input')).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(screen.getByTestId('otp-input'));
    await userEvent.keyboard(thaiDigits('123456'));
    await waitFor(() => expect(router.state.location.pathname).not.toBe(paths.verify));
    const sent = requests.to('/api/Auth/VerifyOTP');
    expect(sent).toHaveLength(1);
    await waitFor(() => expect(sent[0]!.body).toMatchObject({ otp: '123456' }));
    expect(readToken()).not.toBeNull();
  });
});
