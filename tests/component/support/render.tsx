import './dom';
import { render } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers/AppProviders';
import { buildRouteObjects } from '@/app/router/create-router';
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
 * `router` to navigate and read state, `where()` the current path and query.
 */
export function renderApp(url: string) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [url] });
  renderWithProviders(<RouterProvider router={router} />);
  return { router, where: () => `${router.state.location.pathname}${router.state.location.search}` };
}
