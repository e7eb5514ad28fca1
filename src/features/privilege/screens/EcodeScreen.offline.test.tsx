// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMock, server } from '@mocks/node';
import { keptEcode } from '@/shared/ecode/kept-ecodes';
import { queryClient } from '@/shared/api/query-client';
import { logout } from '@/shared/session/logout';
import { resetApp, setLang, signInAs } from '@test-support';
import { renderPrivilege } from '@test-support/screens/privilege';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetApp());
afterEach(() => {
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());


describe('e-code wallet without a signal', () => {
  it('shows the code opened earlier in this session when the network drops, and forgets it on logout', async () => {
    await setLang('en');
    await signInAs('member');
    // The seed's expired e-code is not kept; redeem a fresh one through the screen flow's API.
    const view = renderPrivilege('/privilege/privilege-detail?privilege_id=PRV000101');
    (await screen.findByTestId('redeem-button')).click();
    (await screen.findByTestId('app-dialog')).querySelector<HTMLButtonElement>('[data-action="submit"]')!.click();
    await screen.findByTestId('redeem-success');
    const id = new URLSearchParams(view.router.state.location.search).get('redemption_id')!;
    view.unmount();

    // Opened once online: kept for the session.
    const online = renderPrivilege(`/privilege/ecode?redemption_id=${id}`);
    const code = (await screen.findByTestId('ecode-code')).textContent;
    expect(keptEcode(id)?.ecode.code).toBe(code);
    online.unmount();

    // The signal drops and the cache is gone (a reload): the kept code still shows, with its countdown.
    queryClient.clear();
    server.use(http.get('*/api/Redemption/Ecode', () => HttpResponse.error()));
    renderPrivilege(`/privilege/ecode?redemption_id=${id}`);
    expect(await screen.findByTestId('ecode-offline')).toBeInTheDocument();
    expect(screen.getByTestId('ecode-code')).toHaveTextContent(code!);
    expect(screen.getByTestId('ecode-countdown').textContent).toMatch(/^\d\d:\d\d$/);

    server.resetHandlers();
    logout();
    expect(keptEcode(id)).toBeNull();
  });
});

