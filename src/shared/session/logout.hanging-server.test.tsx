// @vitest-environment jsdom
/**
 * Logging out while the server does not answer: the member is back on sign-in at once, the token
 * is gone, and the server still receives the logout, signed with the token that ended.
 */
import { preloadScreens, renderApp, resetApp, setLang } from '@test-support';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockControl, resetMock, server } from '@mocks/node';
import { DEMO, issueToken } from '@mocks/identities';
import { paths } from '@/shared/routing/paths';
import { readToken, writeToken } from '@/shared/session/token';

let logoutHeaders: Headers[] = [];

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/customer/LogoutLine') logoutHeaders.push(request.headers);
  });
  await preloadScreens([paths.accountMenu, paths.login]);
}, 60_000);
beforeEach(() => {
  resetApp();
  logoutHeaders = [];
});
afterEach(() => {
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

describe('logout with a hanging server', () => {
  it('is back on sign-in at once, the token gone, and the server still gets the logout with the old token', async () => {
    await setLang('en');
    const token = issueToken(DEMO.member.customerId);
    writeToken(token);
    mockControl.setFault('POST /api/customer/LogoutLine', 'timeout');
    const { router } = renderApp(paths.accountMenu, { mantineHost: true });

    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    const box = await screen.findByTestId('app-dialog');
    fireEvent.click(box.querySelector<HTMLButtonElement>('[data-action="submit"]')!);

    // The server's answer never comes; sign-in is shown well within a second or two.
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login), { timeout: 2000 });
    expect(readToken()).toBeNull();
    await waitFor(() => expect(logoutHeaders).toHaveLength(1));
    expect(logoutHeaders[0]?.get('Authorization')).toBe(`Bearer ${token}`);
    expect(logoutHeaders[0]?.get('X-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});
