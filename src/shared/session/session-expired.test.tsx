// @vitest-environment jsdom
/**
 * A session token past its `exp`: the next navigation says, in the member's language, that the
 * session has expired, ends it, and lands on sign-in with the way back.
 */
import { preloadScreens, recordRequests, renderApp, resetApp, setLang } from '@test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMock, server } from '@mocks/node';
import { DEMO, issueToken } from '@mocks/identities';
import { getGetAddressDetailQueryKey } from '@/generated/address/address';
import { queryClient } from '@/shared/api/query-client';
import { clock } from '@mocks/db/clock';
import { learnServerTime, resetServerClock } from '@/shared/lib/server-clock';
import { paths } from '@/shared/routing/paths';
import { readToken, writeToken } from '@/shared/session/token';

const HOUR = 60 * 60_000;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await preloadScreens([paths.accountMenu, paths.history, paths.login]);
}, 60_000);
beforeEach(() => {
  resetApp();
  resetServerClock();
});
afterEach(() => {
  vi.useRealTimers();
  resetServerClock();
  server.resetHandlers();
  server.events.removeAllListeners();
  resetMock();
});
afterAll(() => server.close());

/**
 * The menu is up and every call of that first navigation has answered, the guard's after-pass
 * default-address look-up included (it starts after the screen shows, so `isFetching() === 0`
 * alone can be seen before it begins; on a slow machine it then went out with the expired token).
 * Nothing may be fetching a task later either: a part that the last answer put on screen subscribes
 * in its effect, after the check, and its read then went out with the expired token
 * (`GET /api/Customer/GetPoint 401` in a failed run under load).
 */
async function settled() {
  await screen.findByTestId('member-card');
  const quiet = () =>
    waitFor(() => {
      expect(queryClient.getQueryCache().find({ queryKey: getGetAddressDetailQueryKey(), exact: false })?.state.status).toBe('success');
      expect(queryClient.isFetching()).toBe(0);
    });
  await quiet();
  await new Promise((resolve) => setTimeout(resolve, 50));
  await quiet();
}

describe('a session token past its exp', () => {
  it('the next navigation says the session has expired and lands on sign-in with the way back (English)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await setLang('en');
    writeToken(issueToken(DEMO.member.customerId, { ttlSeconds: HOUR / 1000 }));
    const { router, where } = renderApp(paths.accountMenu);
    await settled();
    expect(screen.queryByTestId('app-dialog'), 'a dialog before the clock moved').toBeNull();

    // Two hours later (the token lived one), the member taps History.
    vi.setSystemTime(Date.now() + 2 * HOUR);
    // Every call from now on, to name it in a failure message.
    const calls = recordRequests(server).seen;
    void router.navigate(`${paths.history}?tab=transfers`);
    const box = await screen.findByTestId('app-dialog');
    // No call should answer before the guard's verdict; if one does, the message names it.
    expect(box, `calls after the clock moved: ${calls.map((c) => `${c.method} ${c.path}`).join(', ') || 'none'}`).toHaveTextContent('Your session has expired');
    expect(box).toHaveTextContent('please sign in again');
    await userEvent.click(within(box).getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(where()).toBe('/auth/login?redirect=%2Fhistory%3Ftab%3Dtransfers'));
    expect(readToken()).toBeNull();
  });

  it('judges the expiry by the server’s clock, in Thai: a device clock three hours slow does not keep the session alive', async () => {
    await setLang('th');
    writeToken(issueToken(DEMO.member.customerId, { ttlSeconds: HOUR / 1000 }));
    const { router, where } = renderApp(paths.accountMenu);
    await settled();

    // The server's clock is three hours ahead of this device's, and an answer has said so
    // (the mutator hands each answer's Date header to learnServerTime).
    clock.advance(3 * HOUR);
    const now = Date.now();
    learnServerTime(new Date(clock.now()).toUTCString(), now, now);
    void router.navigate(paths.history);
    const box = await screen.findByTestId('app-dialog');
    expect(box).toHaveTextContent('การเข้าสู่ระบบของคุณหมดอายุแล้ว');
    await userEvent.click(within(box).getByRole('button', { name: 'เข้าสู่ระบบอีกครั้ง' }));
    await waitFor(() => expect(where()).toBe('/auth/login?redirect=%2Fhistory'));
    expect(readToken()).toBeNull();
  });
});
