// @vitest-environment jsdom
/**
 * The whole app (route table, guard, layouts): a screen on Mantine reached from a light screen
 * renders inside Mantine's provider, and the light screen renders again on the way back.
 */
import { renderApp } from '@test-support';
import { act, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMock, server } from '@mocks/node';
import { paths } from '@/shared/routing/paths';
import { DEMO, issueToken } from '@mocks/identities';
import { queryClient } from '@/shared/api/query-client';
import { changeLang } from '@/shared/i18n/lang-store';
import { ensureCustomerInfo } from '@/shared/session/customer-info';
import { notifySessionChanged } from '@/shared/session/session';
import { clearToken, writeToken } from '@/shared/session/token';

// (Not the privilege tests' support: it imports screens on Mantine, which would load it up front.)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  queryClient.clear();
  clearToken();
  localStorage.clear();
  sessionStorage.clear();
  await act(() => changeLang('th'));
  writeToken(issueToken(DEMO.member.customerId));
  await ensureCustomerInfo();
  notifySessionChanged();
});
afterEach(() => {
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

const mantineStyles = () => document.querySelector('style[data-mantine-styles]');

describe('Mantine host in the shell', () => {
  it('History (light) → profile menu (Mantine, styled) → back to History', async () => {
    const { router } = renderApp(paths.history);
    expect(await screen.findByTestId('history-screen', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(mantineStyles()).toBeNull();

    await act(() => router.navigate(paths.accountMenu));
    const transfer = await screen.findByTestId('menu-transfer', undefined, { timeout: 30_000 });
    expect(transfer).toHaveClass('mantine-NavLink-root');
    expect(mantineStyles()).not.toBeNull();
    expect(screen.queryByTestId('history-screen')).toBeNull();

    await act(() => router.navigate(-1));
    expect(await screen.findByTestId('history-screen', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('menu-transfer')).toBeNull();
    expect(mantineStyles()).not.toBeNull();
  }, 60_000);
});
