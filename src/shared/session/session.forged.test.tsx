// @vitest-environment jsdom
/**
 * Forged session tokens in the whole app (router, guard, chrome) against the stateful mock
 * (docs/security.md §1, session tokens): a hand-made member token (alg none, right shape) never shows member-only
 * UI, the server's 401 ends on sign-in with storage cleared (an undecodable one too); a token swapped behind the app's back
 * does not ride on the customer info cached for the previous one.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, issueToken } from '@mocks/identities';
import { resetMock, server } from '@mocks/node';
import { clock, DAY } from '@mocks/db/clock';
import { registerNavigator } from '@/shared/routing/navigator';
import { queryClient } from '@/shared/api/query-client';
import { changeLang } from '@/shared/i18n/lang-store';
import { channelData, forgetAcceptedToken } from '@/shared/session/session';
import { TOKEN_STORAGE_KEY, writeToken } from '@/shared/session/token';
import { dialog } from '@/shared/ui/light/dialog/dialog-store';
import { paths } from '@/shared/routing/paths';
import { preloadScreens, renderApp } from '@test-support';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** What an attacker writes into session storage: the right shape, alg none, any customer. */
function forgedMemberToken(sub: string): string {
  const iat = Math.floor(Date.now() / 1000);
  const claims = { payload: { sub, channel_name: 'LINE', channel_type: 'liff', guest: false }, iat, exp: iat + 86_400 };
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.mock`;
}

/** Every pathname the router shows, and whether the member's profile block was ever in the page. */
function watch(router: ReturnType<typeof createMemoryRouter>) {
  const seen = { paths: [] as string[], memberBlock: false };
  // Screens the router settled on (loaders done); the initial entry before the guard ran is not one.
  router.subscribe((state) => {
    if (state.initialized && state.navigation.state === 'idle') seen.paths.push(state.location.pathname);
  });
  const check = () => {
    if (document.querySelector('[aria-label="ข้อมูลสมาชิก"]')) seen.memberBlock = true;
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  return { seen, stop: () => observer.disconnect(), check };
}


async function confirmErrorDialogAndLandOnSignIn(router: ReturnType<typeof createMemoryRouter>) {
  expect(await screen.findByText('เกิดข้อผิดพลาด')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'ปิด' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
}

describe('forged session tokens in the app', () => {
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await import('@/shared/ui/light/dialog/DialogView');
    await preloadScreens([paths.history, paths.activityList], { chrome: true });
  }, 60_000);
  beforeEach(async () => {
    sessionStorage.clear();
    localStorage.clear();
    queryClient.clear();
    channelData.set(null);
    forgetAcceptedToken();
    await changeLang('th');
  });
  afterEach(() => {
    act(() => dialog.closeAll());
    server.resetHandlers();
    resetMock();
  });
  afterAll(() => server.close());

  it('a hand-made member token for the demo member never shows member UI and ends on sign-in, storage cleared', async () => {
    writeToken(forgedMemberToken(DEMO.member.customerId));
    const { router } = renderApp('/history');
    const { seen, stop } = watch(router);
    await confirmErrorDialogAndLandOnSignIn(router);
    stop();
    expect(seen.paths).not.toContain('/history');
    expect(seen.memberBlock).toBe(false);
    expect(screen.queryByText(DEMO.member.nameTh)).toBeNull();
  });

  it('an undecodable token the server refuses never shows member UI and ends on sign-in, storage cleared', async () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'garbage');
    const { router } = renderApp('/history');
    const { seen, stop } = watch(router);
    await confirmErrorDialogAndLandOnSignIn(router);
    stop();
    expect(seen.paths).not.toContain('/history');
    expect(seen.memberBlock).toBe(false);
  });

  it('a real session whose token is swapped for a forged one does not pass on the cached customer info', async () => {
    writeToken(issueToken(DEMO.member.customerId));
    const { router } = renderApp('/history');
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'));
    expect(await screen.findByText(DEMO.member.nameTh)).toBeInTheDocument();

    // Edited in dev tools: same app, same cache, another (unsigned) token claiming another member.
    sessionStorage.setItem(TOKEN_STORAGE_KEY, forgedMemberToken(DEMO.zeroPoints.customerId));
    const { seen, stop } = watch(router);
    // Not awaited: the navigation waits in the guard until the error dialog is confirmed.
    act(() => void router.navigate('/activity/activity-list'));
    await confirmErrorDialogAndLandOnSignIn(router);
    stop();
    expect(seen.paths).not.toContain('/activity/activity-list');
    expect(screen.queryByText(DEMO.member.nameTh)).toBeNull();
  });

  it('a session the server stops accepting mid-visit (expired) ends at the next call: the dialog, then sign-in, storage cleared', async () => {
    writeToken(issueToken(DEMO.member.customerId));
    const { router } = renderApp('/history');
    registerNavigator((to, options) => void router.navigate(to, options));
    expect(await screen.findByText(DEMO.member.nameTh)).toBeInTheDocument();
    clock.advance(DAY + 1000);
    // Any call made with the refused token ends the session, not only the guard's.
    await act(() => queryClient.invalidateQueries());
    expect(await screen.findByTestId('app-dialog')).toHaveTextContent('กรุณาเข้าสู่ระบบอีกครั้ง');
    expect(screen.getAllByTestId('app-dialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.queryByText(DEMO.member.nameTh)).toBeNull();
    // One dialog, though several calls were refused.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('app-dialog')).toBeNull();
    registerNavigator(null);
  });
});
