import './dom';
import { render } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers/AppProviders';
import { buildRouteObjects } from '@/app/router/create-router';
import { findRoute } from '@/app/router/route-table';
import { loadMemberChrome } from '@/app/layouts/lazy-chrome';
import { MantineHost } from '@/shared/ui/light/mantine-host/MantineHost';

/** The screen a test's router shows, for the Mantine host: one that may use Mantine (its provider mounts). */
export const TEST_SCREEN = { path: 'test', kit: 'mantine' } as const;

/** Renders `ui` inside the app providers (language, the app's query cache, dialog host, loading overlay). */
export function renderWithProviders(ui: ReactElement) {
  return render(<AppProviders>{ui}</AppProviders>);
}

/** Renders a screen on a memory router at `path`, with a catch-all that shows where navigation went. */
export function renderScreen(Screen: ComponentType, { path, url = path, handle = {} }: { path: string; url?: string; handle?: object }) {
  const router = createMemoryRouter(
    [
      { path, Component: Screen, handle },
      { path: '*', Component: () => <p data-testid="navigated">navigated</p> },
    ],
    { initialEntries: [url] },
  );
  // As the shell's layouts do around a screen: Mantine's provider when the screen's widgets need it.
  const view = renderWithProviders(
    <MantineHost screen={TEST_SCREEN}>
      <RouterProvider router={router} />
    </MantineHost>,
  );
  return { ...view, router };
}

/**
 * Renders the whole app (the real route table, guard included) on a memory router at `url`:
 * `router` to navigate and read state, `where()` the current path and query. `mantineHost` puts the
 * app inside the Mantine host a test screen gets, as around `renderScreen`.
 */
export function renderApp(url: string, { mantineHost = false }: { mantineHost?: boolean } = {}) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [url] });
  const app = <RouterProvider router={router} />;
  renderWithProviders(mantineHost ? <MantineHost screen={TEST_SCREEN}>{app}</MantineHost> : app);
  return { router, where: () => `${router.state.location.pathname}${router.state.location.search}` };
}

/**
 * Loads the screens of `urls` (by the route table) and, with `chrome`, the member chrome, before a
 * test renders the app: a flow's waits then measure the flow, not the first load of its chunks.
 */
export async function preloadScreens(urls: string[], { chrome = false }: { chrome?: boolean } = {}): Promise<void> {
  for (const url of urls) {
    const route = findRoute(url);
    if (route?.kind !== 'screen') throw new Error(`no screen at ${url}`);
    await route.load();
  }
  if (chrome) await loadMemberChrome();
}
