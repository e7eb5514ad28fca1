import '../support/dom';
/**
 * Shared set-up of the privilege component tests: the app's providers, a memory router with the
 * privilege screens, a session of one of the mock's demo identities, and the language.
 */
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '@/app/providers/AppProviders';
import { changeLang, initLang } from '@/shared/i18n/lang-store';
import type { Lang } from '@/shared/i18n/lang';
import { queryClient } from '@/shared/api/query-client';
import { ensureCustomerInfo } from '@/shared/session/customer-info';
import { channelData, notifySessionChanged } from '@/shared/session/session';
import { clearToken, writeToken } from '@/shared/session/token';
import { dialog } from '@/shared/ui/light/dialog/dialog-store';
import { loadingOverlay } from '@/shared/ui/light/loading-overlay/loading-store';
import { DEMO, issueToken, type DemoName } from '@mocks/identities';
import PrivilegeListScreen from '@/features/privilege/screens/PrivilegeListScreen';
import PrivilegeDetailScreen from '@/features/privilege/screens/PrivilegeDetailScreen';
import SearchPrivilegeScreen from '@/features/privilege/screens/SearchPrivilegeScreen';
import RedeemSuccessScreen from '@/features/privilege/screens/RedeemSuccessScreen';
import EcodeScreen from '@/features/privilege/screens/EcodeScreen';
import { MantineHost } from '@/shared/ui/light/mantine-host/MantineHost';
import { TEST_SCREEN } from '../support/render';

export type Who = DemoName | 'guest';

/** Starts a session like sign-in does; members get their customer info loaded into the store. */
export async function signInAs(who: Who): Promise<void> {
  if (who === 'guest') {
    writeToken(issueToken('GUEST-0000test', { guest: true }));
  } else {
    writeToken(issueToken(DEMO[who].customerId));
    await ensureCustomerInfo();
  }
  notifySessionChanged();
}

export async function setLang(lang: Lang): Promise<void> {
  localStorage.setItem('lang', lang);
  await act(async () => {
    await initLang();
    await changeLang(lang);
  });
}

/** Clears the session, caches, dialogs and storage between tests. */
export function resetApp(): void {
  dialog.closeAll();
  loadingOverlay.reset();
  queryClient.clear();
  clearToken();
  channelData.set(null);
  localStorage.clear();
  sessionStorage.clear();
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function Page({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <LocationProbe />
    </>
  );
}

export interface Rendered extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  /** Current pathname + search of the memory router. */
  path: () => string;
}

/** Renders the privilege screens at `url` inside the app's providers. */
export function renderAt(url: string): Rendered {
  const router = createMemoryRouter(
    [
      { path: '/privilege/privilege-list', element: <Page><PrivilegeListScreen /></Page> },
      { path: '/privilege/privilege-detail', element: <Page><PrivilegeDetailScreen /></Page> },
      { path: '/privilege/search-privilege', element: <Page><SearchPrivilegeScreen /></Page> },
      { path: '/privilege/redeem-success', element: <Page><RedeemSuccessScreen /></Page> },
      { path: '/privilege/ecode', element: <Page><EcodeScreen /></Page> },
      { path: '*', element: <Page><p>elsewhere</p></Page> },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <AppProviders>
      <MantineHost screen={TEST_SCREEN}><RouterProvider router={router} /></MantineHost>
    </AppProviders>,
  );
  return { ...result, router, path: () => `${router.state.location.pathname}${router.state.location.search}` };
}

/** One redemption request as the mock received it. */
interface SentRedemption {
  key: string | null;
  body: Record<string, unknown>;
}

/**
 * Records every `POST /api/Redemption/Redeem` the mock receives (call once, after `server.listen`):
 * `requests()` resolves with them in order, `count()` says how many arrived, `clear()` starts over.
 */
export function recordRedemptions(server: { events: { on(event: 'request:start', listener: (args: { request: Request }) => void): void } }) {
  let sent: Array<Promise<SentRedemption>> = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/Redemption/Redeem') {
      const key = request.headers.get('Idempotency-Key');
      sent.push(request.clone().json().then((body) => ({ key, body: body as Record<string, unknown> })));
    }
  });
  return {
    requests: () => Promise.all(sent),
    count: () => sent.length,
    clear: () => {
      sent = [];
    },
  };
}
